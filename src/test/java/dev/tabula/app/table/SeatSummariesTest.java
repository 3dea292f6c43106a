package dev.tabula.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A seat named after its colour is not told its colour again under its name. */
class SeatSummariesTest {

    @Test
    void aSeatNamedAfterItsColourReadsTheRestOnly() {
        assertThat(SeatSummaries.under("Black", "Black · 0 on the ring · 4 on the board"))
                .isEqualTo("0 on the ring · 4 on the board");
    }

    @Test
    void aTypedNameKeepsTheColour() {
        assertThat(SeatSummaries.under("Anna", "Black · 0 on the ring · 4 on the board"))
                .isEqualTo("Black · 0 on the ring · 4 on the board");
        assertThat(SeatSummaries.under("Blackbeard", "Black · 2/3 in the goal")).isEqualTo("Black · 2/3 in the goal");
    }
}
