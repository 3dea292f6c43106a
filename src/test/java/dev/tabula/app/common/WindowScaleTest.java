package dev.tabula.app.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The side panel that widens on a large window beyond the text's steps (those are CardGridTest's). */
class WindowScaleTest {

    @Test
    void theSidePanelKeepsItsShareOfALargeWindow() {
        assertThat(WindowScale.sidePanelEm(800)).isEqualTo(16);
        assertThat(WindowScale.sidePanelEm(1366)).isEqualTo(16);
        assertThat(WindowScale.sidePanelEm(2560)).isCloseTo(20.8, within(1e-9));
        assertThat(WindowScale.sidePanelEm(3840)).as("within reason").isCloseTo(20.8, within(1e-9));
        // in pixels of a 13 px system font: 208 px at 1366 (15 %), 507 px at 2560 (20 %): a seat's summary on one line
        double at2560 = WindowScale.factor(2560, 1440) * 13 * WindowScale.sidePanelEm(2560);
        assertThat(at2560 / 2560).isCloseTo(0.2, within(0.01));
    }
}
