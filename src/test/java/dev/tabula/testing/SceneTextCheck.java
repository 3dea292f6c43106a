package dev.tabula.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.GameWords;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;

/**
 * The scene-wide text check: no text a player can see holds a {@code {n}} placeholder that was
 * never filled, a bare seat number where a name belongs ("0 wins", "wins: 1 has no move"), or a
 * message key the bundles lack, shown marked ({@code ⟦zodiac.end.noMove⟧}, as {@code GameWords}
 * shows it) or as itself (as a text built by hand would).
 *
 * <p>Call it on the FX thread, after the screen was brought up to date, from any UI test:
 * {@code robot.interact(() -> SceneTextCheck.assertClean(stage.getScene()))}, or collect the
 * findings with {@link #problems(Node)} to add context of one's own. The seat-number rule
 * reads English sentences (names are the subjects of "wins", "has", "to move" ...), so it only
 * finds something in English; the other two rules hold in every language.
 */
public final class SceneTextCheck {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d+(,[^}]*)?}");
    /** A dotted lower-camel identifier with no spaces, as every bundle key is; file names are not keys. */
    private static final Pattern KEY = Pattern.compile(
            "(?<![\\w.])[a-z][a-zA-Z0-9]*(\\.[a-zA-Z][a-zA-Z0-9]*)+(?![\\w.(])");
    /** What {@code GameWords} shows for a missing key; it also finds keys without a dot. */
    private static final Pattern MISSING = Pattern.compile(
            Pattern.quote(GameWords.MISSING_OPEN) + "[^" + GameWords.MISSING_CLOSE + "]*" + GameWords.MISSING_CLOSE);
    private static final Pattern FILE_NAME = Pattern.compile("\\.(json|md|png|tabula|txt)$");
    /** A lone digit as the subject of a sentence, or as the one a verb is about. */
    private static final Pattern SEAT_NUMBER = Pattern.compile(
            "(^|[:;,.!]\\s|\\()\\d\\)?\\s+(wins|won|has|had|to move|to roll|passes|repeated|plays|played|draws|takes|deals|is)\\b"
                    + "|\\b(wins|beats)\\s+\\d\\b(?!\\s*(points?|cards?|pawns?|pieces?|discs?|moves?|of|[-–:/×x]))");

    private SceneTextCheck() {
    }

    /** Fails with every finding in {@code scene}. */
    public static void assertClean(Scene scene) {
        assertClean(scene.getRoot());
    }

    /** Fails with every finding under {@code root}. */
    public static void assertClean(Node root) {
        assertThat(problems(root)).as("visible texts with placeholders, seat numbers or message keys").isEmpty();
    }

    /** The findings under {@code root}, one line each: what is wrong, the text, and the node's id. */
    public static List<String> problems(Node root) {
        List<String> found = new ArrayList<>();
        walk(root, found);
        return found;
    }

    /** The findings in one text (exposed so that a rule can be tested without a scene). */
    public static List<String> problemsIn(String text) {
        List<String> found = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return found;
        }
        if (PLACEHOLDER.matcher(text).find()) {
            found.add("placeholder");
        }
        Matcher missing = MISSING.matcher(text);
        while (missing.find()) {
            found.add("missing message " + missing.group());
        }
        Matcher key = KEY.matcher(MISSING.matcher(text).replaceAll(" "));
        while (key.find()) {
            if (!FILE_NAME.matcher(key.group()).find()) {
                found.add("message key '" + key.group() + "'");
            }
        }
        if (SEAT_NUMBER.matcher(text).find()) {
            found.add("seat number");
        }
        return found;
    }

    /**
     * The visible labels under {@code root} that show their text cut short (an ellipsis in place
     * of the end), one line each: a separate check, since only a screen laid out at a given
     * window size can say whether it clips.
     */
    public static List<String> clipped(Node root) {
        List<String> found = new ArrayList<>();
        collectClipped(root, found);
        return found;
    }

    private static void collectClipped(Node node, List<String> found) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            for (Node child : labeled.getChildrenUnmodifiable()) {
                if (child instanceof Text shown && child.isVisible() && !shown.getText().equals(labeled.getText())) {
                    found.add("\"" + labeled.getText() + "\" shows as \"" + shown.getText() + "\" (" + describe(node) + ")");
                }
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectClipped(child, found);
            }
        }
    }

    private static void walk(Node node, List<String> found) {
        if (!node.isVisible()) {
            return;
        }
        String text = null;
        if (node instanceof Labeled labeled) {
            text = labeled.getText();
        } else if (node instanceof Text shape && !(node.getParent() instanceof Labeled)) {
            // a Labeled's own Text is its (possibly clipped) text again
            text = shape.getText();
        } else if (node instanceof TextInputControl input) {
            text = input.getText();
        }
        for (String problem : problemsIn(text)) {
            found.add(problem + " in \"" + text + "\" (" + describe(node) + ")");
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                walk(child, found);
            }
        }
    }

    private static String describe(Node node) {
        StringBuilder path = new StringBuilder(node.getClass().getSimpleName());
        for (Node at = node; at != null; at = at.getParent()) {
            if (at.getId() != null) {
                path.append(" in #").append(at.getId());
                break;
            }
        }
        return path.toString();
    }
}
