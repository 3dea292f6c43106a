package dev.tabula.battlegammon.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Roll;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The dice statistics count the rolls among the moves that led to the position shown. */
class DiceStatisticsTest {

    @Test
    void theRollsOfTheLineAreCountedByFaceAndDouble() {
        List<Move> line = new ArrayList<>();
        State state = new Battlegammon().start(2, Map.of(), 1);
        for (Move move : List.of(Roll.of(3, 3), PawnMove.of(24, 3), PawnMove.of(16, 3), Roll.of(1, 6))) {
            state = state.apply(move);
            line.add(move);
        }
        DiceStatistics statistics = DiceStatistics.of(line);
        assertThat(statistics.rolls()).isEqualTo(2);
        assertThat(statistics.face(3)).isEqualTo(2);
        assertThat(statistics.face(6)).isEqualTo(1);
        assertThat(statistics.face(1)).isEqualTo(1);
        assertThat(statistics.doubles(3)).isEqualTo(1);
        assertThat(statistics.allDoubles()).isEqualTo(1);
        assertThat(statistics.expectedFace()).isEqualTo(2 * 2 / 6.0);
    }

    @Test
    void noLineNoRolls() {
        assertThat(DiceStatistics.of(List.of()).rolls()).isZero();
    }
}
