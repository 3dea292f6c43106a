package dev.tabula.app.common;

import java.util.concurrent.Executor;

/**
 * The player's settings as a game's board reads them through its {@link dev.tabula.app.spi.ViewContext}:
 * the same five answers on every screen that shows a board, whoever holds the settings (the
 * player's {@code Settings}, a lesson's host, or a review's board, which uses none).
 */
public interface BoardSettings {
    /** Whether to light up legal destinations. */
    boolean highlightMoves();

    /** How long a move animation lasts, in milliseconds; 0 means none. */
    int animationMillis();

    /** The player's choice for one of {@code gameId}'s view preferences, or {@code defaultValue}. */
    String preference(String gameId, String key, String defaultValue);

    /** Where the board runs work that must not hold up the JavaFX thread. */
    Executor background();

    /** The time in nanoseconds the board times itself with (tests move it by hand). */
    long nanoTime();

    /**
     * A board that only shows positions (a review's): no highlights, no animation, every
     * preference at its default, the system's time; its work runs on {@code background}.
     */
    static BoardSettings still(Executor background) {
        return new BoardSettings() {
            @Override
            public boolean highlightMoves() {
                return false;
            }

            @Override
            public int animationMillis() {
                return 0;
            }

            @Override
            public String preference(String gameId, String key, String defaultValue) {
                return defaultValue;
            }

            @Override
            public Executor background() {
                return background;
            }

            @Override
            public long nanoTime() {
                return System.nanoTime();
            }
        };
    }
}
