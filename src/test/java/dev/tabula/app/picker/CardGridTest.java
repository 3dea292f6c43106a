package dev.tabula.app.picker;

import dev.tabula.app.common.WindowScale;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CardGridTest {

    @Test
    void fourCardsInAWideWindowShareOneRowAndItsWidth() {
        CardGrid grid = CardGrid.fit(4, 1630, 10, 200, 500);
        assertThat(grid.columns()).isEqualTo(4);
        assertThat(grid.tileWidth()).isEqualTo(400);
    }

    @Test
    void fourCardsThatFitThreeAbreastMakeTwoRowsOfTwo() {
        CardGrid grid = CardGrid.fit(4, 640, 10, 200, 500);
        assertThat(grid.columns()).isEqualTo(2);
        assertThat(grid.tileWidth()).isEqualTo(315);
    }

    @Test
    void aCardNeverGrowsPastItsGreatestWidth() {
        assertThat(CardGrid.fit(2, 3000, 10, 200, 500).tileWidth()).isEqualTo(500);
    }

    @Test
    void aWindowNarrowerThanOneCardGetsOneCardAsWideAsItself() {
        CardGrid grid = CardGrid.fit(4, 150, 10, 200, 500);
        assertThat(grid.columns()).isEqualTo(1);
        assertThat(grid.tileWidth()).isEqualTo(150);
    }

    @Test
    void theWindowScaleGrowsInStepsAndStops() {
        assertThat(WindowScale.factor(800, 600)).isEqualTo(1);
        assertThat(WindowScale.factor(1366, 768)).isEqualTo(1);
        assertThat(WindowScale.factor(1920, 1080)).isEqualTo(1.375);
        assertThat(WindowScale.factor(2560, 1440)).as("as the boards grow, not a third less").isEqualTo(1.875);
        assertThat(WindowScale.factor(3840, 2160)).isEqualTo(2);
        assertThat(WindowScale.factor(2560, 700)).as("a short window keeps its size").isEqualTo(1);
    }
}
