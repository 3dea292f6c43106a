package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/**
 * Remembered bounds that leave only a corner on the screens, or lie on a screen that is gone, open
 * the window centred on the main screen: at a real start, and with screens a test chooses.
 */
class WindowBoundsUiTest extends ShellUiTest {
    /** Monocle's headless screen is 1280 × 800: the window was left with 6 × 8 pixels on it. */
    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"windowX\": 1274, \"windowY\": 792, \"windowWidth\": 1000,"
                + " \"windowHeight\": 600}";
    }

    @Test
    void aWindowLeftInACornerOpensCentredOnTheMainScreen() {
        Rectangle2D main = onFx(() -> javafx.stage.Screen.getPrimary().getVisualBounds());
        org.junit.jupiter.api.Assumptions.assumeTrue(main.getWidth() == 1280 && main.getHeight() == 800,
                "the headless screen is 1280 × 800");
        assertThat(onFx(stage::getX)).isEqualTo(140.0);
        assertThat(onFx(stage::getY)).isEqualTo(100.0);
    }

    @Test
    void boundsBeyondEveryScreenOpenCentredOnTheMainOneAndBoundsOnAScreenAreKept() {
        Rectangle2D main = new Rectangle2D(0, 0, 1600, 1000);
        Rectangle2D second = new Rectangle2D(1600, 0, 1920, 1080);
        robot.interact(() -> {
            MainWindow window = shell().window();
            shell().settings().windowX = 2000;
            shell().settings().windowY = 100;
            shell().settings().windowWidth = 1100;
            shell().settings().windowHeight = 760;
            window.screens = () -> List.of(main, second);
            window.restoreBounds();
        });
        assertThat(onFx(stage::getX)).as("on the second screen").isEqualTo(2000.0);

        robot.interact(() -> {
            shell().window().screens = () -> List.of(main); // the second screen was unplugged
            shell().window().restoreBounds();
        });
        assertThat(onFx(stage::getX)).isEqualTo(250.0);
        assertThat(onFx(stage::getY)).isEqualTo(120.0);
    }

    @Test
    void neverPlacedBeforeTheWindowOpensAtAShareOfA2560Screen() {
        robot.interact(() -> {
            shell().settings().windowX = Double.NaN;
            shell().settings().windowY = Double.NaN;
            shell().window().screens = () -> List.of(new Rectangle2D(0, 0, 2560, 1400));
            shell().window().restoreBounds();
        });
        assertThat(onFx(stage::getWidth)).as("not 1100 on 2560").isEqualTo(2048.0);
        assertThat(onFx(stage::getHeight)).isEqualTo(1190.0);
        assertThat(onFx(stage::getX)).as("centred").isEqualTo(256.0);
    }
}
