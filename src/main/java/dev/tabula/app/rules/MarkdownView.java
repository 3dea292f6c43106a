package dev.tabula.app.rules;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import dev.tabula.app.markdown.MarkdownTable;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Renders Markdown (CommonMark) into JavaFX nodes styled by the app's CSS: headings, paragraphs
 * with bold, italic and code, lists, quotes, code blocks, rules, tables and images. Images are
 * looked up on the class path beside the page (in the dark theme {@code <name>-dark.png} first, so
 * that a picture is not a bright block on a dark page) and shrink to the page's width, never
 * beyond their own. No WebView: the app does not ship a browser engine.
 */
public final class MarkdownView {
    private static final Logger LOG = LoggerFactory.getLogger(MarkdownView.class);
    private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();

    private MarkdownView() {
    }

    /** The page at {@code resource} (e.g. {@code /rules/zola.md}) as nodes, or null when there is none. */
    public static VBox renderResource(String resource) {
        return renderResource(resource, false);
    }

    /** As {@link #renderResource(String)}, with the dark theme's pictures when {@code dark}. */
    public static VBox renderResource(String resource, boolean dark) {
        try (InputStream in = MarkdownView.class.getResourceAsStream(resource)) {
            if (in == null) {
                return null;
            }
            String folder = resource.substring(0, resource.lastIndexOf('/') + 1);
            return render(new String(in.readAllBytes(), StandardCharsets.UTF_8), folder, dark);
        } catch (IOException e) {
            LOG.warn("cannot read {}", resource, e);
            return null;
        }
    }

    /** {@code markdown} as nodes; relative image paths resolve against the class-path folder {@code folder}. */
    public static VBox render(String markdown, String folder) {
        return render(markdown, folder, false);
    }

    /** As {@link #render(String, String)}, with the dark theme's pictures when {@code dark}. */
    public static VBox render(String markdown, String folder, boolean dark) {
        VBox page = new VBox();
        page.getStyleClass().add("markdown");
        page.setMinWidth(0);
        // the width inside the page's padding: what a picture may take at most
        DoubleProperty width = new SimpleDoubleProperty();
        width.bind(Bindings.createDoubleBinding(() -> Math.max(0, page.getWidth() - page.snappedLeftInset()
                - page.snappedRightInset()), page.widthProperty(), page.paddingProperty()));
        Blocks blocks = new Blocks(new Folder(folder, dark, width));
        PARSER.parse(markdown).accept(blocks);
        page.getChildren().setAll(blocks.nodes);
        return page;
    }

    /** Turns block nodes into JavaFX nodes; inline content goes through {@link Inlines}. */
    private static final class Blocks extends AbstractVisitor {
        private final Folder folder;
        private final List<Node> nodes = new ArrayList<>();

        Blocks(Folder folder) {
            this.folder = folder;
        }

        @Override
        public void visit(Heading heading) {
            TextFlow flow = Inlines.flow(heading, folder);
            flow.getStyleClass().addAll("md-heading", "md-h" + Math.min(heading.getLevel(), 3));
            nodes.add(flow);
        }

        @Override
        public void visit(Paragraph paragraph) {
            TextFlow flow = Inlines.flow(paragraph, folder);
            flow.getStyleClass().add("md-paragraph");
            nodes.add(flow);
        }

        @Override
        public void visit(BulletList list) {
            nodes.add(list(list, false, 1));
        }

        @Override
        public void visit(OrderedList list) {
            nodes.add(list(list, true, list.getMarkerStartNumber() == null ? 1 : list.getMarkerStartNumber()));
        }

        private Node list(org.commonmark.node.Node list, boolean ordered, int start) {
            VBox box = new VBox();
            box.getStyleClass().add("md-list");
            int number = start;
            for (org.commonmark.node.Node item = list.getFirstChild(); item != null; item = item.getNext()) {
                if (!(item instanceof ListItem)) {
                    continue;
                }
                Label marker = new Label(ordered ? number++ + "." : "•");
                marker.getStyleClass().add("md-list-marker");
                marker.setMinWidth(Label.USE_PREF_SIZE);
                Blocks inner = new Blocks(folder);
                for (org.commonmark.node.Node child = item.getFirstChild(); child != null; child = child.getNext()) {
                    child.accept(inner);
                }
                VBox content = new VBox();
                content.getStyleClass().add("md-list-content");
                content.getChildren().setAll(inner.nodes);
                HBox.setHgrow(content, Priority.ALWAYS);
                HBox row = new HBox(marker, content);
                row.getStyleClass().add("md-list-item");
                box.getChildren().add(row);
            }
            return box;
        }

        @Override
        public void visit(BlockQuote quote) {
            Blocks inner = new Blocks(folder);
            for (org.commonmark.node.Node child = quote.getFirstChild(); child != null; child = child.getNext()) {
                child.accept(inner);
            }
            VBox box = new VBox();
            box.getStyleClass().add("md-quote");
            box.getChildren().setAll(inner.nodes);
            nodes.add(box);
        }

        @Override
        public void visit(FencedCodeBlock code) {
            nodes.add(codeBlock(code.getLiteral()));
        }

        @Override
        public void visit(IndentedCodeBlock code) {
            nodes.add(codeBlock(code.getLiteral()));
        }

        private Node codeBlock(String literal) {
            Label label = new Label(literal.stripTrailing());
            label.getStyleClass().add("md-code-block");
            label.setMaxWidth(Double.MAX_VALUE);
            return label;
        }

        @Override
        public void visit(CustomBlock block) {
            if (block instanceof TableBlock table) {
                nodes.add(MarkdownTable.grid(table, cell -> Inlines.flow(cell, folder)));
            }
        }

        @Override
        public void visit(ThematicBreak rule) {
            Separator separator = new Separator();
            separator.setPadding(new Insets(4, 0, 4, 0));
            nodes.add(separator);
        }
    }

    /** Turns inline content into styled {@link Text} runs inside one {@link TextFlow}. */
    private static final class Inlines extends AbstractVisitor {
        private final Folder folder;
        private final TextFlow flow = new TextFlow();
        private final List<String> styles = new ArrayList<>();

        private Inlines(Folder folder) {
            this.folder = folder;
            flow.setMinWidth(0);
        }

        static TextFlow flow(org.commonmark.node.Node block, Folder folder) {
            Inlines inlines = new Inlines(folder);
            inlines.visitChildren(block);
            return inlines.flow;
        }

        private void add(String text) {
            Text run = new Text(text);
            run.getStyleClass().add("md-text");
            run.getStyleClass().addAll(styles);
            flow.getChildren().add(run);
        }

        @Override
        public void visit(org.commonmark.node.Text text) {
            add(text.getLiteral());
        }

        @Override
        public void visit(Code code) {
            styles.add("md-code");
            add(code.getLiteral());
            styles.remove(styles.size() - 1);
        }

        @Override
        public void visit(Emphasis emphasis) {
            styled("md-em", emphasis);
        }

        @Override
        public void visit(StrongEmphasis strong) {
            styled("md-strong", strong);
        }

        @Override
        public void visit(org.commonmark.node.Link link) {
            styled("md-link", link);
        }

        private void styled(String style, org.commonmark.node.Node node) {
            styles.add(style);
            visitChildren(node);
            styles.remove(styles.size() - 1);
        }

        @Override
        public void visit(SoftLineBreak lineBreak) {
            // a line break between two Chinese or Japanese characters is no word gap (Korean keeps it)
            if (!(isWide(lastChar(lineBreak.getPrevious())) && isWide(firstChar(lineBreak.getNext())))) {
                add(" ");
            }
        }

        @Override
        public void visit(HardLineBreak lineBreak) {
            add("\n");
        }

        @Override
        public void visit(org.commonmark.node.Image image) {
            String destination = image.getDestination();
            URL url = folder.picture(destination);
            if (url == null) {
                LOG.warn("image {} not found beside {}", destination, folder.path());
                visitChildren(image); // the alt text
                return;
            }
            Image picture = new Image(url.toExternalForm());
            ImageView view = new ImageView(picture);
            view.setPreserveRatio(true);
            view.setSmooth(true);
            // as wide as the page allows, never wider than the picture itself (a blurry enlargement)
            view.fitWidthProperty().bind(Bindings.createDoubleBinding(
                    () -> Math.max(1, Math.min(picture.getWidth(), folder.width().get())), folder.width()));
            view.getStyleClass().add("md-image");
            flow.getChildren().add(view);
        }
    
    }

    /** Where a page's pictures are, which of them to prefer, and how wide the page is inside. */
    private record Folder(String path, boolean dark, DoubleProperty width) {
        /** {@code destination}'s picture on the class path (its dark twin first in the dark theme), or null. */
        URL picture(String destination) {
            if (destination.contains(":")) {
                return null;
            }
            String resource = destination.startsWith("/") ? destination : path + destination;
            int dot = resource.lastIndexOf('.');
            if (dark && dot > resource.lastIndexOf('/')) {
                URL twin = MarkdownView.class.getResource(resource.substring(0, dot) + "-dark" + resource.substring(dot));
                if (twin != null) {
                    return twin;
                }
            }
            return MarkdownView.class.getResource(resource);
        }
    }

    /** Han, kana and CJK punctuation: the scripts written without spaces between words. */
    static boolean isWide(int codePoint) {
        if (codePoint < 0) {
            return false;
        }
        Character.UnicodeScript script = Character.UnicodeScript.of(codePoint);
        if (script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA) {
            return true;
        }
        Character.UnicodeBlock block = Character.UnicodeBlock.of(codePoint);
        return block == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION
                || block == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS;
    }

    private static int lastChar(org.commonmark.node.Node node) {
        String text = literal(node);
        if (text != null) {
            return text.isEmpty() ? -1 : text.codePointBefore(text.length());
        }
        return node == null || node.getLastChild() == null ? -1 : lastChar(node.getLastChild());
    }

    private static int firstChar(org.commonmark.node.Node node) {
        String text = literal(node);
        if (text != null) {
            return text.isEmpty() ? -1 : text.codePointAt(0);
        }
        return node == null || node.getFirstChild() == null ? -1 : firstChar(node.getFirstChild());
    }

    private static String literal(org.commonmark.node.Node node) {
        if (node instanceof org.commonmark.node.Text text) {
            return text.getLiteral();
        }
        if (node instanceof Code code) {
            return code.getLiteral();
        }
        return null;
    }
}
