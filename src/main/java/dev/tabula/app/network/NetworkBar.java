package dev.tabula.app.network;

import dev.tabula.app.common.I18n;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The notice over the board of a network match, at both ends: the network's news (a friend gone or
 * back, a lost connection, how an undo was settled), and the question of an undo someone asks,
 * with Agree and Keep the moves for the people who must answer it. It never covers the board's
 * middle, and it stays until the next news or the next move.
 */
public final class NetworkBar {
    private final HBox bar = new HBox(10);
    private final Label text = new Label();
    private final Button agree = new Button();
    private final Button refuse = new Button();
    private Consumer<Boolean> answer;

    public NetworkBar(I18n i18n) {
        text.setId("network-bar-text");
        text.setWrapText(true);
        text.setMinHeight(Region.USE_PREF_SIZE);
        agree.setText(i18n.text("network.undo.agree"));
        agree.setId("undo-agree");
        agree.getStyleClass().add("primary");
        agree.setMinWidth(Region.USE_PREF_SIZE);
        agree.setOnAction(event -> answered(true));
        refuse.setText(i18n.text("network.undo.refuse"));
        refuse.setId("undo-refuse");
        refuse.setMinWidth(Region.USE_PREF_SIZE);
        refuse.setOnAction(event -> answered(false));
        bar.getChildren().setAll(text, agree, refuse);
        bar.setId("network-bar");
        bar.getStyleClass().add("notice");
        bar.setAlignment(Pos.CENTER);
        bar.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        bar.setMaxWidth(560);
        hide();
    }

    public Node node() {
        return bar;
    }

    /** Asks {@code question}; the answer (true to agree) goes to {@code answered}, once. */
    public void ask(String question, Consumer<Boolean> answered) {
        this.answer = answered;
        show(question, true);
    }

    /** Says {@code news}, with no question. */
    public void say(String news) {
        answer = null;
        show(news, false);
    }

    /** Whether a question waits for the people here. */
    public boolean isAsking() {
        return answer != null;
    }

    public String text() {
        return text.getText();
    }

    public void hide() {
        answer = null;
        bar.setVisible(false);
        bar.setManaged(false);
    }

    private void show(String words, boolean asking) {
        text.setText(words);
        agree.setVisible(asking);
        agree.setManaged(asking);
        refuse.setVisible(asking);
        refuse.setManaged(asking);
        bar.setManaged(true);
        bar.setVisible(true);
    }

    private void answered(boolean yes) {
        Consumer<Boolean> waiting = answer;
        answer = null;
        agree.setVisible(false);
        agree.setManaged(false);
        refuse.setVisible(false);
        refuse.setManaged(false);
        if (waiting != null) {
            waiting.accept(yes);
        }
    }
}
