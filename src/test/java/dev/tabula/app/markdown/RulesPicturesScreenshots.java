package dev.tabula.app.markdown;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.GameRegistry;
import dev.tabula.testing.Shots;
import dev.tabula.testing.Snapshots;
import java.nio.file.Path;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The start positions of the rules pages ({@code docs/rules/<picture>.png} and its dark twin
 * {@code <picture>-dark.png}), drawn by each game's own preview on the rules page's own surface
 * in each theme, so that a picture sits on its page instead of on a white block in the dark theme.
 * Zodiac's light board is ZodiacScreenshots' and Battlegammon's track BattlegammonScreenshots'
 * (both themes): this writes the others.
 * Written under {@link Shots#DOCS_RULES}; not part of the suite: {@code mvn -B -Pscreenshots test
 * -Dtest=RulesPicturesScreenshots}, then copy them to docs/rules.
 */
@ExtendWith(ApplicationExtension.class)
class RulesPicturesScreenshots {
    /** The picture of each game's page and its size: square boards square, Zodijak's table wide. */
    private static final Map<String, double[]> PICTURES = Map.of(
            "zola", new double[] {480, 480},
            "zodiac", new double[] {480, 480},
            "zodijak", new double[] {640, 400});
    private static final Map<String, String> NAMES = Map.of("zola", "zola-start", "zodiac", "zodiac-board",
            "zodijak", "zodijak-start");
    /** Zodiac's board fills its picture edge to edge, as ZodiacScreenshots draws its light twin. */
    private static final Map<String, Double> PADDING = Map.of("zola", 12.0, "zodiac", 0.0, "zodijak", 12.0);

    private Stage stage;

    @Start
    void start(Stage primary) {
        this.stage = primary;
        primary.setScene(new Scene(new StackPane(), 480, 480));
        primary.show();
    }

    @Test
    void theStartOfEveryGameInBothThemes() throws Exception {
        for (GameEntry entry : GameRegistry.installed().entries()) {
            double[] size = PICTURES.get(entry.id());
            if (size == null) {
                continue;
            }
            double padding = PADDING.get(entry.id());
            for (boolean dark : new boolean[] {false, true}) {
                if (!dark && entry.id().equals("zodiac")) {
                    continue;
                }
                Path file = Shots.DOCS_RULES.resolve(NAMES.getOrDefault(entry.id(), entry.id() + "-start")
                        + (dark ? "-dark" : "") + ".png");
                WaitForAsyncUtils.asyncFx(() -> {
                    var table = entry.game().start(2, Map.of(), 1L).publicView();
                    StackPane page = new StackPane(entry.ui().preview(table, Math.min(size[0], size[1]) - 2 * padding));
                    page.setPadding(new Insets(padding));
                    page.setStyle("-fx-background-color: -tabula-surface;");
                    Scene scene = new Scene(page, size[0], size[1]);
                    scene.getStylesheets().add(GameRegistry.class.getResource("/dev/tabula/app/tabula.css").toExternalForm());
                    if (dark) {
                        scene.getStylesheets().add(GameRegistry.class.getResource("/dev/tabula/app/tabula-dark.css").toExternalForm());
                    }
                    stage.setScene(scene);
                }).get();
                WaitForAsyncUtils.waitForFxEvents();
                Snapshots.writePng(WaitForAsyncUtils.asyncFx(() -> stage.getScene().snapshot(null)).get(), file);
            }
        }
    }
}
