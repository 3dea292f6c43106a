package dev.tabula.app;

import dev.tabula.core.Seat;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * One seat in the new-match dialog. Today it is a name; the computer-player issue adds a
 * "Person / Computer" choice and a level to this row, and {@link #toSeat} then returns
 * {@code Seat.computer(name, level)} for it.
 */
final class SeatRow {
    private final String defaultName;
    private final TextField name = new TextField();
    private final HBox node;

    SeatRow(int index, String label, String defaultName) {
        this.defaultName = defaultName;
        name.setText(defaultName);
        name.setPromptText(defaultName);
        name.setId("seat-name-" + index);
        name.setPrefColumnCount(16);
        Label caption = new Label(label);
        caption.getStyleClass().add("seat-caption");
        caption.setLabelFor(name);
        caption.setMinWidth(Label.USE_PREF_SIZE);
        HBox.setHgrow(name, Priority.ALWAYS);
        node = new HBox(caption, name);
        node.getStyleClass().add("seat-row");
        node.setAlignment(Pos.CENTER_LEFT);
    }

    HBox node() {
        return node;
    }

    void setName(String text) {
        name.setText(text);
    }

    /** The seat as chosen; a blank name becomes the default name. */
    Seat toSeat() {
        String chosen = name.getText() == null || name.getText().isBlank() ? defaultName : name.getText();
        return Seat.person(chosen);
    }
}
