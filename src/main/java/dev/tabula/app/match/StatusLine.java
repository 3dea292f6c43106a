package dev.tabula.app.match;

import dev.tabula.app.common.I18n;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The line under the board: in words, what the player to move may do (the game's status
 * sentence), and while a computer thinks, a spinner with its name.
 */
final class StatusLine {
    private static final String REFUSED = "status-refused";
    private final I18n i18n;
    private final Label status = new Label();
    private final HBox thinking = new HBox();
    private final Label thinkingLabel = new Label();
    private final HBox line;
    /** What the status said before the refusal now shown, for {@link #withdrawRefusal}. */
    private String beforeRefusal = "";

    StatusLine(I18n i18n) {
        this.i18n = i18n;
        status.setId("status");
        status.setMaxWidth(Double.MAX_VALUE);
        status.setWrapText(true);
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.getStyleClass().add("thinking-spinner");
        spinner.setMaxSize(18, 18);
        spinner.setPrefSize(18, 18);
        thinkingLabel.setId("thinking-label");
        thinkingLabel.setMinWidth(Region.USE_PREF_SIZE);
        thinking.getChildren().setAll(spinner, thinkingLabel);
        thinking.setId("thinking");
        thinking.getStyleClass().add("thinking");
        thinking.setAlignment(Pos.CENTER_LEFT);
        showThinking(null);
        HBox.setHgrow(status, Priority.ALWAYS);
        line = new HBox(thinking, status);
        line.getStyleClass().add("status-line");
        line.setAlignment(Pos.CENTER_LEFT);
    }

    Node node() {
        return line;
    }

    void showStatus(String sentence) {
        status.getStyleClass().remove(REFUSED);
        status.setText(sentence);
        beforeRefusal = sentence;
    }

    /** Says why the board refused a click; marked until the next {@link #showStatus}. */
    void showRefusal(String why) {
        if (!status.getStyleClass().contains(REFUSED)) {
            status.getStyleClass().add(REFUSED);
        }
        status.setText(why);
    }

    /** Takes a refusal back once the player did what it asked: the status before it shows again. */
    void withdrawRefusal() {
        if (status.getStyleClass().remove(REFUSED)) {
            status.setText(beforeRefusal);
        }
    }

    /** Shows that the seat named {@code name} is thinking, or nobody (null). */
    void showThinking(String name) {
        boolean on = name != null;
        thinking.setVisible(on);
        thinking.setManaged(on);
        thinkingLabel.setText(on ? i18n.text("computer.thinking", name) : "");
    }
}
