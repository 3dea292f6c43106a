package dev.tabula.app.rules;

import dev.tabula.testing.FxWait;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

@Tag("ui")
class MarkdownViewTest {

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    private static VBox render(String markdown) {
        return FxWait.call(() -> MarkdownView.render(markdown, "/rules/"));
    }

    @Test
    void headingsParagraphsAndEmphasisBecomeStyledText() {
        VBox page = render("# Title\n\nSome **bold** and *italic* and `code`.\n");
        assertThat(page.getChildren()).hasSize(2);
        assertThat(page.getChildren().get(0).getStyleClass()).contains("md-heading", "md-h1");
        TextFlow paragraph = (TextFlow) page.getChildren().get(1);
        assertThat(texts(paragraph)).isEqualTo("Some bold and italic and code.");
        assertThat(run(paragraph, "bold").getStyleClass()).contains("md-strong");
        assertThat(run(paragraph, "italic").getStyleClass()).contains("md-em");
        assertThat(run(paragraph, "code").getStyleClass()).contains("md-code");
    }

    @Test
    void listsKeepTheirMarkersAndNumbers() {
        VBox page = render("- one\n- two\n\n3. three\n4. four\n");
        assertThat(page.getChildren()).hasSize(2);
        assertThat(allText(page.getChildren().get(0))).contains("•", "one", "two");
        assertThat(allText(page.getChildren().get(1))).contains("3.", "three", "4.", "four");
    }

    @Test
    void theZolaRulesPageIsOnTheClassPath() {
        VBox page = FxWait.call(() -> MarkdownView.renderResource(RulesWindow.resourceFor("zola")));
        assertThat(page).isNotNull();
        assertThat(allText(page)).contains("Zola", "Capture", "Pie rule");
        assertThat(FxWait.call(() -> MarkdownView.renderResource("/rules/nosuchgame.md"))).isNull();
    }

    @Test
    void aLineBreakBetweenChineseOrJapaneseCharactersAddsNoSpace() {
        assertThat(texts((TextFlow) render("擲兩顆骰子，\n在同一條賽道上。\n").getChildren().get(0)))
                .isEqualTo("擲兩顆骰子，在同一條賽道上。");
        assertThat(texts((TextFlow) render("第 5 格\n1 顆\n").getChildren().get(0))).isEqualTo("第 5 格 1 顆");
        assertThat(texts((TextFlow) render("주사위를\n굴리세요\n").getChildren().get(0))).isEqualTo("주사위를 굴리세요");
        assertThat(texts((TextFlow) render("Two\nlines\n").getChildren().get(0))).isEqualTo("Two lines");
    }

    @Test
    void aMissingImageShowsItsAltText() {
        VBox page = render("![the start position](missing.png)\n");
        assertThat(allText(page)).contains("the start position");
    }

    private static Text run(TextFlow flow, String content) {
        return flow.getChildren().stream().map(Text.class::cast).filter(t -> t.getText().equals(content)).findFirst().orElseThrow();
    }

    private static String texts(TextFlow flow) {
        return flow.getChildren().stream().map(node -> ((Text) node).getText()).collect(Collectors.joining());
    }

    private static String allText(Node node) {
        StringBuilder out = new StringBuilder();
        collect(node, out);
        return out.toString();
    }

    private static void collect(Node node, StringBuilder out) {
        if (node instanceof Text text) {
            out.append(text.getText()).append(' ');
        } else if (node instanceof javafx.scene.control.Labeled labeled) {
            out.append(labeled.getText()).append(' ');
        }
        if (node instanceof Parent parent) {
            List<Node> children = parent.getChildrenUnmodifiable();
            children.forEach(child -> collect(child, out));
        }
    }
}
