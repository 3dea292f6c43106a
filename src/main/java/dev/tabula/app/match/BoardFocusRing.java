package dev.tabula.app.match;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;

/**
 * A frame around the board while it has the focus and the player uses the keyboard, whichever
 * game it is: a player who tabs to the board sees at once that the arrow keys and Enter now
 * go there. As a browser's focus ring, it goes with the next click and comes back with a key.
 */
final class BoardFocusRing {
    private BoardFocusRing() {
    }

    /** The frame for {@code board}, watching the keys and clicks of {@code screen}. */
    static Region around(Node board, Node screen) {
        Region ring = new Region();
        ring.setId("board-focus-ring");
        ring.getStyleClass().add("board-focus-ring");
        ring.setMouseTransparent(true);
        BooleanProperty keyboard = new SimpleBooleanProperty(false);
        screen.addEventFilter(KeyEvent.KEY_PRESSED, event -> keyboard.set(true));
        screen.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> keyboard.set(false));
        ring.visibleProperty().bind(board.focusWithinProperty().and(keyboard));
        return ring;
    }
}
