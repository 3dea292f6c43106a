package dev.tabula.app.spi;

import dev.tabula.core.Move;
import javafx.scene.layout.Region;

/**
 * The interactive board of one match. The shell owns the match and tells the view what to show;
 * the view reports a person's completed move through {@link ViewContext#play}. Views never
 * change the match themselves, and illegal clicks change nothing. A view never holds the match's
 * real state either: it is shown a {@link Sight}, what the people at this screen may see.
 */
public interface BoardView {

    /** The node to place in the match screen; it fills whatever size it is given. */
    Region node();

    /**
     * Shows the position {@code sight} sees. {@code lastMove} led to it from the previous one
     * (null at the start or when jumping in the move list); {@code animate} asks for the short
     * move animation.
     */
    void show(Sight sight, Move lastMove, boolean animate);

    /**
     * Whether the board hides the position from the person in front of it just now (the hot-seat
     * cover between two players of a card game): while it does, nothing else on the screen may
     * say what that seat holds (the shell's Hint waits).
     */
    default boolean isCovered() {
        return false;
    }

    /**
     * Draws {@code marks} over the position shown until the next {@link #show} or the next call
     * (an empty list clears them). They never change what may be clicked. Every board draws them
     * with {@link MarkPainter}, so that a hint looks the same in every game.
     */
    void mark(java.util.List<BoardMark> marks);

    /** Called when the match screen goes away: stop animations and timers. */
    default void dispose() {
    }
}
