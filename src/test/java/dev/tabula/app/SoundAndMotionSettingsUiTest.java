package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.Cue;
import dev.tabula.core.State;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.GridPane;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The settings' sound and motion, how the dialog lays them out, and the cues they let through. */
class SoundAndMotionSettingsUiTest extends ShellUiTest {
    private record Played(Cue cue, double volume) {
    }

    private final List<Played> played = new CopyOnWriteArrayList<>();

    @Override
    String initialSettings() {
        return "{\"animation\": \"normal\", \"soundVolume\": 80}";
    }

    @BeforeEach
    void listen() {
        robot.interact(() -> shell().soundPlayer = (cue, volume) -> played.add(new Played(cue, volume)));
    }

    @Test
    void everyCaptionIsInTheFirstColumnAndEveryControlInTheSecondAsWideAsTheOthers() {
        click("#settings");
        GridPane grid = (GridPane) robot.lookup("#settings-dialog").queryAs(DialogPane.class).getContent();
        List<Node> controls = onFx(() -> grid.getChildren().stream()
                .filter(node -> node instanceof CheckBox || node instanceof ComboBox || node instanceof Slider).toList());
        assertThat(controls).hasSizeGreaterThan(8);
        for (Node control : controls) {
            assertThat(GridPane.getColumnIndex(control)).as(control.getId()).isEqualTo(1);
        }
        List<Double> widths = onFx(() -> controls.stream().filter(ComboBox.class::isInstance)
                .map(node -> node.getLayoutBounds().getWidth()).toList());
        assertThat(widths).allSatisfy(width -> assertThat(width).isCloseTo(widths.get(0), org.assertj.core.data.Offset.offset(0.5)));
        assertThat(onFx(() -> grid.getChildren().stream().filter(Label.class::isInstance)
                .filter(label -> GridPane.getColumnSpan(label) == null || GridPane.getColumnSpan(label) == 1)
                .filter(label -> !((Label) label).getStyleClass().contains("muted"))
                .allMatch(label -> GridPane.getColumnIndex(label) == 0))).isTrue();
        robot.interact(() -> pressOk(false));
    }

    @Test
    void muteVolumeAndReducedMotionAreSavedAndCountAtOnce() throws IOException {
        onFx(() -> {
            shell().sounds().cue(Cue.DICE);
            return null;
        });
        assertThat(played).containsExactly(new Played(Cue.DICE, 0.8));
        assertThat(onFx(() -> shell().settings().animationMillis())).isPositive();

        click("#settings");
        robot.interact(() -> {
            robot.lookup("#setting-reduce-motion").queryAs(CheckBox.class).setSelected(true);
            robot.lookup("#setting-mute").queryAs(CheckBox.class).setSelected(true);
            robot.lookup("#setting-volume").queryAs(Slider.class).setValue(35);
            assertThat(robot.lookup("#setting-animation").queryAs(ComboBox.class).isDisabled()).isTrue();
            pressOk(true);
        });
        String saved = Files.readString(home.resolve("settings.json"));
        assertThat(saved).contains("\"reduceMotion\" : true", "\"soundMuted\" : true", "\"soundVolume\" : 35");
        assertThat(onFx(() -> shell().settings().animationMillis())).isZero();
        startZola();
        onFx(() -> {
            shell().sounds().cue(Cue.MOVE);
            return null;
        });
        assertThat(played).hasSize(1); // muted: only the first dice were heard

        robot.interact(() -> shell().settings().soundMuted = false);
        onFx(() -> {
            shell().sounds().cue(Cue.CAPTURE);
            return null;
        });
        assertThat(played).last().isEqualTo(new Played(Cue.CAPTURE, 0.35));
    }

    @Test
    void aGameWonAtThisScreenEndsWithTheWinSoundOnce() {
        startZola();
        played.clear();
        while (!current().isTerminal()) {
            State before = current();
            playAsTheBoardWould(greedy(before));
        }
        assertThat(played.stream().filter(p -> p.cue() == Cue.WIN)).hasSize(1);
        assertThat(played).last().isEqualTo(new Played(Cue.WIN, 0.8));
    }

    private void pressOk(boolean ok) {
        DialogPane dialog = robot.lookup("#settings-dialog").queryAs(DialogPane.class);
        ((Button) dialog.lookupButton(dialog.getButtonTypes().stream()
                .filter(type -> type.getButtonData() == (ok ? ButtonType.OK : ButtonType.CANCEL).getButtonData())
                .findFirst().orElseThrow())).fire();
    }
}
