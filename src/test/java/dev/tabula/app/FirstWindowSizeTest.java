package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/** The first window is a share of the screen: large on a large screen, never beyond a small one. */
class FirstWindowSizeTest {

    @Test
    void onLargeScreensTheWindowTakesTheirShare() {
        assertThat(FirstWindowSize.on(new Rectangle2D(0, 0, 2560, 1400))).isEqualTo(new Dimension2D(2048, 1190));
        assertThat(FirstWindowSize.on(new Rectangle2D(0, 0, 1920, 1040))).isEqualTo(new Dimension2D(1536, 884));
    }

    @Test
    void onAScreenOfTheCommonSizeItKeepsTheSizeEveryScreenIsLaidOutFor() {
        assertThat(FirstWindowSize.on(new Rectangle2D(0, 0, 1366, 728))).isEqualTo(new Dimension2D(1100, 728));
    }

    @Test
    void onASmallScreenItIsNeverLargerThanTheScreen() {
        assertThat(FirstWindowSize.on(new Rectangle2D(0, 0, 800, 570))).isEqualTo(new Dimension2D(800, 570));
    }
}
