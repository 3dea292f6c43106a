package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/**
 * The window opens where it was only when its title bar and most of it are on a screen that exists
 * now; anything else (a monitor unplugged, a screen made smaller, a few pixels left in a corner)
 * opens it centred on the main screen, never larger than that screen.
 */
class WindowPlacementTest {
    private static final Rectangle2D MAIN = new Rectangle2D(0, 0, 1600, 1000);
    private static final Rectangle2D RIGHT = new Rectangle2D(1600, 0, 1920, 1080);

    @Test
    void aWindowWellOnAScreenStaysWhereItWas() {
        assertThat(WindowPlacement.of(100, 50, 1100, 760, List.of(MAIN)))
                .isEqualTo(new WindowPlacement(100, 50, 1100, 760, true));
        assertThat(WindowPlacement.of(2000, 100, 1100, 760, List.of(MAIN, RIGHT)))
                .as("on the second screen").isEqualTo(new WindowPlacement(2000, 100, 1100, 760, true));
    }

    @Test
    void aWindowOnAScreenThatIsGoneOpensCentredOnTheMainScreen() {
        assertThat(WindowPlacement.of(2000, 100, 1100, 760, List.of(MAIN)))
                .isEqualTo(new WindowPlacement(250, 120, 1100, 760, false));
    }

    @Test
    void sixByEightPixelsInACornerAreNotEnough() {
        assertThat(WindowPlacement.of(1600 - 6, 1000 - 8, 1100, 760, List.of(MAIN)).restored()).isFalse();
    }

    @Test
    void aWindowWhoseTitleBarIsAboveTheScreensCannotBeTakenHoldOf() {
        // most of the window is on the screen, but only 4 of the title bar's 32 pixels
        assertThat(WindowPlacement.of(100, -28, 1100, 760, List.of(MAIN)).restored()).isFalse();
        assertThat(WindowPlacement.of(100, -10, 1100, 760, List.of(MAIN)).restored()).isTrue();
    }

    @Test
    void aWindowMostlyOffTheScreensOpensCentred() {
        // its title bar is half on the screen, but only a third of the window
        assertThat(WindowPlacement.of(1600 - 550, 1000 - 250, 1100, 760, List.of(MAIN)).restored()).isFalse();
        assertThat(WindowPlacement.of(1600 - 700, 100, 1100, 760, List.of(MAIN)).restored())
                .as("well over half of it").isTrue();
    }

    @Test
    void aWindowAcrossTwoScreensCountsWhatIsOnBoth() {
        assertThat(WindowPlacement.of(1200, 100, 1100, 760, List.of(MAIN, RIGHT)).restored()).isTrue();
    }

    @Test
    void theWindowIsNeverLargerThanTheScreenItOpensOn() {
        Rectangle2D laptop = new Rectangle2D(0, 0, 1280, 720);
        assertThat(WindowPlacement.of(Double.NaN, Double.NaN, 1600, 900, List.of(laptop)))
                .isEqualTo(new WindowPlacement(0, 0, 1280, 720, false));
        assertThat(WindowPlacement.of(Double.NaN, Double.NaN, 1100, 760, List.of(MAIN)))
                .as("never placed: centred").isEqualTo(new WindowPlacement(250, 120, 1100, 760, false));
    }
}
