package dev.tabula.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No view and no part of the app puts a literal word on the screen: every user-visible string comes
 * from a bundle. Scans the Java sources under {@code dev/tabula/**}{@code /view/} and
 * {@code dev/tabula/app/} for calls that show text ({@code setText}, {@code new Label}, {@code setTitle},
 * dialogs, tooltips, accessible text, ...) and fails when the text argument contains a string literal
 * with a letter in it. Literals inside a nested call ({@code messages.getString("view.hint")}) are
 * keys, not text, and pass; so do symbols and digits ({@code "♥"}, {@code "×"}, {@code "10"}).
 *
 * <p>Allowlist, kept small on purpose: {@link #ALLOWED_LITERALS} for words that are the same in
 * every language (the product name), or a trailing {@code // i18n-ok: why} comment on the line.
 */
class NoLiteralUiStringsTest {
    private static final Path SOURCES = Path.of("src/main/java/dev/tabula");

    /** Words that are never translated. */
    private static final Set<String> ALLOWED_LITERALS = Set.of("Tabula");

    /**
     * Calls whose first argument is shown to the player. The last few are the views' own
     * text-drawing helpers; add a helper here when a view grows one.
     */
    private static final Pattern FIRST_ARGUMENT_IS_TEXT = Pattern.compile("(?<![\\w$])(?:"
            + "set(?:Text|Title|HeaderText|ContentText|PromptText|AccessibleText|AccessibleHelp|AccessibleRoleDescription"
            + "|Tooltip|Label|Message)"
            + "|appendText|insertText"
            + "|new\\s+(?:Label|Button|ToggleButton|CheckBox|RadioButton|Hyperlink|Tooltip|Text|TextFlow|Tab|TitledPane"
            + "|MenuItem|Menu|CheckMenuItem|RadioMenuItem|CustomMenuItem|MenuButton|SplitMenuButton|TextField|TextArea"
            + "|ButtonType|PieChart\\.Data|Stage)"
            // the shell's i18n.text("key", ...) (or i18n().text) is a bundle lookup like texts.get, not a drawing helper
            + "|(?<!i18n\\.)(?<!i18n\\(\\)\\.)text|felt|label"
            + ")\\s*\\(");

    /** Calls where any argument may be text (a dialog's content after its type). */
    private static final Pattern ANY_ARGUMENT_IS_TEXT = Pattern.compile("(?<![\\w$])new\\s+(?:Alert|ChoiceDialog|TextInputDialog)\\s*\\(");

    private static final Pattern LETTER = Pattern.compile("\\p{L}");

    @Test
    void viewsAndTheAppSetNoLiteralText() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path file : uiSources()) {
            problems.addAll(literalTexts(file, Files.readString(file, StandardCharsets.UTF_8)));
        }
        assertThat(problems).as("literal user-visible strings (move them to the bundle)").isEmpty();
    }

    @Test
    void theScannerCatchesWhatItShould() {
        Path demo = Path.of("Demo.java");
        String code = """
                label.setText("Draw a card");
                new Button("OK " + count);
                title.setText(count + " cards");
                d.setTitle(messages.getString("dialog.title"));
                chip.setText("♥");
                box.setAccessibleText(texts.get("access.seat", name, count));
                Text t = CardGraphics.text("D", 12, ink);
                Text u = CardGraphics.text(String.valueOf(rank), 12, ink);
                Label ok = label(texts.get("cover.top"), "zj-small");
                new Alert(Alert.AlertType.ERROR, "It failed");
                stage.setTitle("Tabula");
                help.setText("Press H"); // i18n-ok: shown only in a developer build
                status.setText(i18n.text("match.noMoves"));
                """;
        assertThat(literalTexts(demo, code)).hasSize(5)
                .anyMatch(p -> p.contains("Draw a card")).anyMatch(p -> p.contains("OK "))
                .anyMatch(p -> p.contains(" cards")).anyMatch(p -> p.contains("\"D\""))
                .anyMatch(p -> p.contains("It failed"));
    }

    static List<String> literalTexts(Path file, String source) {
        List<String> problems = new ArrayList<>();
        scan(file, source, FIRST_ARGUMENT_IS_TEXT, false, problems);
        scan(file, source, ANY_ARGUMENT_IS_TEXT, true, problems);
        return problems;
    }

    private static void scan(Path file, String source, Pattern call, boolean allArguments, List<String> problems) {
        Matcher m = call.matcher(source);
        while (m.find()) {
            int line = lineOf(source, m.start());
            if (lineText(source, m.start()).contains("// i18n-ok:")) {
                continue;
            }
            for (String literal : topLevelLiterals(source, m.end(), allArguments)) {
                if (LETTER.matcher(literal).find() && !ALLOWED_LITERALS.contains(literal)) {
                    problems.add(file + ":" + line + " \"" + literal + "\"");
                }
            }
        }
    }

    /**
     * The string literals directly in the argument list starting at {@code from} (just after the
     * opening parenthesis): at nesting depth 0, in the first argument only unless {@code all}.
     */
    static List<String> topLevelLiterals(String source, int from, boolean all) {
        List<String> literals = new ArrayList<>();
        int depth = 0;
        for (int i = from; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '"') {
                int end = endOfString(source, i);
                if (depth == 0) {
                    literals.add(source.substring(i + 1, end));
                }
                i = end;
            } else if (c == '\'') {
                i = source.indexOf('\'', i + (source.charAt(i + 1) == '\\' ? 3 : 2));
            } else if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                if (depth == 0) {
                    break;
                }
                depth--;
            } else if (c == ',' && depth == 0 && !all) {
                break;
            }
        }
        return literals;
    }

    private static int endOfString(String source, int open) {
        for (int i = open + 1; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                return i;
            }
        }
        return source.length() - 1;
    }

    private static int lineOf(String source, int index) {
        int line = 1;
        for (int i = 0; i < index; i++) {
            if (source.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private static String lineText(String source, int index) {
        int start = source.lastIndexOf('\n', index) + 1;
        int end = source.indexOf('\n', index);
        return source.substring(start, end < 0 ? source.length() : end);
    }

    private static List<Path> uiSources() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> {
                        String path = SOURCES.relativize(p).toString().replace('\\', '/');
                        return path.startsWith("app/") || path.contains("/view/");
                    })
                    .sorted().toList();
        }
    }
}
