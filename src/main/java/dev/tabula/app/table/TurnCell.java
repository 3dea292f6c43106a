package dev.tabula.app.table;

import dev.tabula.app.common.I18n;
import dev.tabula.app.spi.TurnEntry;
import java.util.function.IntSupplier;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.shape.Circle;

/**
 * A row of the move list: the turn's number, a dot in the colour of the seat that played it, the
 * turn in words; marked ({@code :current}, a ▶) when the position shown lies in this turn, and
 * greyed while its moves are undone.
 */
final class TurnCell extends ListCell<TurnEntry> {
    static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");
    private static final PseudoClass UNDONE = PseudoClass.getPseudoClass("undone");

    /** Room the marker, the number, the dot, the gaps and a scroll bar take beside the text, in em. */
    private static final double TEXT_INSET_EM = 7;
    private final I18n i18n;
    /** How many plies of the line are in effect; turns that start at or after it are undone. */
    private final IntSupplier inEffect;
    /** The ply of the position on screen (live or browsed). */
    private final IntSupplier shownPly;
    private final Label marker = new Label();
    private final Label number = new Label();
    /** The seat's dot: 5 pixels at the usual 13-pixel text. */
    private static final double DOT_RADIUS_EM = 0.38;
    private final Circle dot = new Circle(5);
    private final Label text = new Label();
    private final HBox row = new HBox(6, marker, number, dot, text);

    TurnCell(I18n i18n, IntSupplier inEffect, IntSupplier shownPly) {
        this.i18n = i18n;
        this.inEffect = inEffect;
        this.shownPly = shownPly;
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        marker.getStyleClass().add("turn-marker");
        marker.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        number.getStyleClass().add("turn-number");
        number.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        dot.getStyleClass().add("turn-seat");
        // the seat's dot is the size of a letter at every window size (the text grows with the window)
        dot.radiusProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> DOT_RADIUS_EM * getFont().getSize(), fontProperty()));
        text.getStyleClass().add("turn-text");
        text.setWrapText(true);
        text.setMinWidth(0);
        HBox.setHgrow(text, Priority.ALWAYS);
        // wrap within the list's width (less the marker, number and dot), never scroll sideways
        listViewProperty().addListener((obs, old, list) -> {
            text.maxWidthProperty().unbind();
            if (list != null) {
                // the font as it is now, not at the binding: a window that grows makes the em larger
                text.maxWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                        () -> list.getWidth() - TEXT_INSET_EM * getFont().getSize(), list.widthProperty(), fontProperty()));
            }
        });
    }

    @Override
    protected void updateItem(TurnEntry entry, boolean empty) {
        super.updateItem(entry, empty);
        setText(null);
        if (empty || entry == null) {
            setGraphic(null);
            setAccessibleText(null);
            setId(null);
            pseudoClassStateChanged(CURRENT, false);
            pseudoClassStateChanged(UNDONE, false);
            setOpacity(1);
            return;
        }
        boolean current = entry.contains(shownPly.getAsInt());
        boolean undone = entry.firstPly() >= inEffect.getAsInt();
        marker.setText(current ? "▶" : "");
        number.setText(i18n.text("match.moveEntry.number", getIndex() + 1));
        dot.setFill(entry.colour());
        text.setText(entry.text());
        setGraphic(row);
        setId("turn-" + (getIndex() + 1)); // what a test clicks
        setAccessibleText(i18n.text("match.moveEntry", getIndex() + 1, entry.text()));
        pseudoClassStateChanged(CURRENT, current);
        pseudoClassStateChanged(UNDONE, undone);
        setOpacity(undone ? 0.5 : 1);
    }
}
