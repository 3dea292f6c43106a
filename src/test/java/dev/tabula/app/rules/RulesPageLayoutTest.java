package dev.tabula.app.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.common.Language;
import dev.tabula.app.markdown.MarkdownTable;
import dev.tabula.testing.FxWait;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.ImageView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

/** The rules pages' tables and pictures, and where the rules window goes on small and large screens. */
@Tag("ui")
class RulesPageLayoutTest {

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void aTableIsAGridOfItsCellsWithoutThePipes() {
        VBox page = FxWait.call(() -> MarkdownView.render(
                "| Sign | Zodiac card |\n|---|---|\n| Aries | **Ram** |\n| Leo | Lion |\n", "/rules/"));
        assertThat(page.getChildren()).hasSize(1);
        GridPane grid = (GridPane) page.getChildren().get(0);
        assertThat(grid.getStyleClass()).contains(MarkdownTable.STYLE_CLASS);
        assertThat(grid.getChildren()).hasSize(6);
        assertThat(GridPane.getRowIndex(grid.getChildren().get(5))).isEqualTo(2);
        assertThat(GridPane.getColumnIndex(grid.getChildren().get(5))).isEqualTo(1);
        assertThat(grid.getChildren().get(0).getStyleClass()).contains("md-table-head");
        assertThat(texts(grid)).containsExactly("Sign", "Zodiac card", "Aries", "Ram", "Leo", "Lion");
    }

    @Test
    void zodijaksSignTableIsDrawnAsATableInEveryLanguage() {
        for (Language language : Language.values()) {
            String resource = RulesWindow.resourceFor("zodijak", language.locale());
            VBox page = FxWait.call(() -> MarkdownView.renderResource(resource));
            assertThat(find(page, GridPane.class)).as(resource).isNotEmpty();
            assertThat(String.join(" ", texts(page))).as(resource).doesNotContain("|---", "| ");
        }
    }

    @Test
    void aPictureShrinksToThePageButNeverGrowsBeyondItsOwnWidth() {
        assertThat(pictureWidthInWindow(420)).isLessThanOrEqualTo(420 - 2 * 1.8 * 13 + 1);
        // Battlegammon's start picture is 1000 px wide: a wide window shows it whole, not enlarged
        assertThat(pictureWidthInWindow(1400)).isEqualTo(1000);
    }

    /** The width Battlegammon's start picture takes on its rules page in a window {@code width} wide. */
    private static double pictureWidthInWindow(double width) {
        Stage stage = FxWait.call(() -> {
            VBox page = MarkdownView.renderResource("/rules/battlegammon.md");
            ScrollPane scroll = new ScrollPane(page);
            scroll.setFitToWidth(true);
            Scene scene = new Scene(scroll, width, 600);
            scene.getStylesheets().add(MarkdownView.class.getResource("/dev/tabula/app/tabula.css").toExternalForm());
            Stage window = new Stage();
            window.setScene(scene);
            window.show();
            return window;
        });
        try {
            VBox page = (VBox) ((ScrollPane) stage.getScene().getRoot()).getContent();
            FxWait.untilLaidOut(stage.getScene(), () -> page.getWidth() > 0
                    && find(page, ImageView.class).get(0).getBoundsInParent().getWidth() > 1, "the page laid out");
            return FxWait.call(() -> {
                ImageView picture = find(page, ImageView.class).get(0);
                double inside = page.getWidth() - page.snappedLeftInset() - page.snappedRightInset();
                assertThat(page.getWidth()).isLessThanOrEqualTo(width);
                assertThat(picture.getBoundsInParent().getWidth()).isLessThanOrEqualTo(inside + 0.5);
                return Math.round(picture.getBoundsInParent().getWidth() * 2) / 2.0;
            });
        } finally {
            FxWait.call(() -> {
                stage.close();
                return null;
            });
        }
    }

    @Test
    void everyGamesPageHasAPictureAndTheDarkThemeTakesItsDarkTwin() {
        for (String game : List.of("battlegammon", "zodiac", "zodijak", "zola")) {
            for (Language language : Language.values()) {
                String resource = RulesWindow.resourceFor(game, language.locale());
                List<ImageView> light = find(FxWait.call(() -> MarkdownView.renderResource(resource, false)), ImageView.class);
                List<ImageView> dark = find(FxWait.call(() -> MarkdownView.renderResource(resource, true)), ImageView.class);
                assertThat(light).as(resource).isNotEmpty();
                assertThat(light.get(0).getImage().getUrl()).as(resource).doesNotContain("-dark.png");
                assertThat(dark.get(0).getImage().getUrl()).as(resource).endsWith("-dark.png");
            }
        }
    }

    @Test
    void theWindowFitsEveryScreenFromTheSmallest() {
        for (Rectangle2D screen : List.of(new Rectangle2D(0, 0, 800, 600), new Rectangle2D(0, 0, 800, 560),
                new Rectangle2D(0, 0, 640, 480), new Rectangle2D(1920, 0, 1920, 1040))) {
            for (double scale : new double[] {1, 1.375, 2}) {
                Rectangle2D window = RulesWindow.boundsOn(screen, scale);
                assertThat(screen.contains(window)).as("%s on %s", window, screen).isTrue();
                // room for the title bar above the page and its Close button
                assertThat(window.getHeight()).isLessThanOrEqualTo(screen.getHeight() - 40);
            }
        }
        Rectangle2D large = RulesWindow.boundsOn(new Rectangle2D(0, 0, 1920, 1040), 1);
        assertThat(large.getWidth()).isEqualTo(RulesWindow.READING_WIDTH);
        assertThat(large.getHeight()).isGreaterThan(900);
        Rectangle2D larger = RulesWindow.boundsOn(new Rectangle2D(0, 0, 2560, 1400), 1.875);
        assertThat(larger.getWidth()).as("larger text, the same length of line").isEqualTo(RulesWindow.READING_WIDTH * 1.875);
    }

    private static List<String> texts(Node root) {
        return find(root, Text.class).stream().map(Text::getText).map(String::strip).filter(t -> !t.isEmpty()).toList();
    }

    private static <T> List<T> find(Node node, Class<T> type) {
        List<T> found = new ArrayList<>();
        collect(node, type, found);
        return found;
    }

    private static <T> void collect(Node node, Class<T> type, List<T> found) {
        if (type.isInstance(node)) {
            found.add(type.cast(node));
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, type, found));
        }
    }
}
