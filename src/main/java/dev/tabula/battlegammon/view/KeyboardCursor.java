package dev.tabula.battlegammon.view;

import dev.tabula.battlegammon.Track;
import javafx.scene.input.KeyCode;

/**
 * The keyboard's cursor over the snake. It is drawn only once the arrow keys or Enter moved it
 * since the last click (a mouse player never sees it, now or after an undo); the first key starts
 * it at the side's home, not where the mouse clicked last.
 */
final class KeyboardCursor {
    private boolean shown;
    private int at;

    /** A click at {@code position}: the cursor is there, and hidden. */
    void clicked(int position) {
        at = position;
    }

    void mouseUsed() {
        shown = false;
    }

    /** Where the cursor is drawn, or 0 when it is not. */
    int drawnAt() {
        return shown ? at : 0;
    }

    /** Where Enter or Space acts for {@code side}: its home the first time, the cursor's square after. */
    int target(int side) {
        if (!shown) {
            shown = true;
            at = 0;
        }
        return at == 0 ? Track.home(side) : at;
    }

    /** Moves the cursor by an arrow key: along a row, or up and down between the rows. */
    void move(KeyCode code, int side) {
        shown = true;
        if (at == 0) {
            at = Track.home(side);
            return;
        }
        int row = TrackGeometry.row(at);
        int column = TrackGeometry.column(at);
        switch (code) {
            case LEFT -> column = Math.max(0, column - 1);
            case RIGHT -> column = Math.min(TrackGeometry.COLUMNS - 1, column + 1);
            case UP -> row = 0;
            default -> row = 1;
        }
        at = TrackGeometry.positionAt(row, column);
    }
}
