package dev.tabula.app.spi;

import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;

/** What the shell gives a board view: the seats, the player's settings, the words, and a way to move. */
public interface ViewContext {

    /** This game's bundle in the interface language. */
    ResourceBundle messages();

    List<Seat> seats();

    /** Whether to light up legal destinations (experts turn it off). */
    boolean highlightMoves();

    /**
     * The player's choice for one of this game's view preferences ({@link GameUi#viewPreferences},
     * by its key), or {@code defaultValue} when the player never chose: how the board behaves
     * for this player, kept in the settings and never in the match file.
     */
    default String preference(String key, String defaultValue) {
        return defaultValue;
    }

    /** How long a move animation lasts, in milliseconds; 0 means no animation. */
    int animationMillis();

    /**
     * The font family to name for words the board sizes and draws itself (text nodes the scene's
     * style sheet does not reach), or null for the board's own: the family the interface's
     * language needs where JavaFX would not find one by itself (Chinese, Japanese, Korean).
     */
    default String textFamily() {
        return null;
    }

    /** What this board is shown for: a match (the default), a lesson or a review. */
    default BoardUse use() {
        return BoardUse.MATCH;
    }

    /**
     * Whether a person may act on the board now: false while the computer is to move, during a
     * replay of the move list, or after the game ended.
     */
    boolean canAct();

    /**
     * The time in nanoseconds, for what a view must time itself (the hot-seat cover's short
     * guard); tests move it by hand instead of waiting.
     */
    default long nanoTime() {
        return System.nanoTime();
    }

    /**
     * Where a view runs work that must not hold up the JavaFX thread (the Zodiac view's move
     * values): the app's computer helpers; a test's runs it at once or when the test steps it.
     * The view hands its answers back with {@code Platform.runLater}.
     */
    Executor background();

    /**
     * The moves that led to the position shown, first to last (up to the browsed move while the
     * move list is browsed), so that a view can mark a whole last turn after undo or loading a
     * file. Empty when the context does not know them.
     */
    default List<Move> movesToShown() {
        return List.of();
    }

    /**
     * Tells the player why a click or key was refused, in one sentence of the game's words
     * ("That piece cannot move: ..."); the shell shows it in the status line until the next move.
     */
    default void refused(String why) {
    }

    /**
     * Takes back the sentence of the last {@link #refused} call, if it still stands: the player
     * has since done what the board asked (picked a piece that can move, opened a hand), so the
     * refusal no longer applies and the status line says again whose turn it is.
     */
    default void refusalAnswered() {
    }

    /**
     * Says that the board's {@link BoardView#isCovered} changed without a new position (a hand
     * opened or covered again), so that the shell can enable or disable what depends on it.
     */
    default void coverChanged() {
    }

    /**
     * Says that the moment {@code cue} is being shown (a capture as its animation starts, the dice
     * as they land) so that the shell can sound it; the shell alone knows the player's volume.
     */
    default void cue(Cue cue) {
    }

    /** Plays a legal move for the person at the board. */
    void play(Move move);

    /**
     * Rolls the dice (or resolves whatever chance event is due) for the person at the board, with
     * the match's own generator: the face cannot draw the outcome itself, since the views it holds
     * carry a generator of their own, never the match's.
     */
    void roll();
}
