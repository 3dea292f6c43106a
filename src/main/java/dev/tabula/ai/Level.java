package dev.tabula.ai;

import dev.tabula.core.TabulaException;
import java.util.Locale;

/**
 * The strengths of the computer player, the same for every game: each is a list of strategies
 * ({@link Composer}), built for what the game offers. The iteration budgets are what the arena
 * plays with; in the app the player's time per move ({@code Settings.thinkMillis}) caps Easy and
 * Medium as well, and is the time Hard thinks for.
 */
public enum Level {
    /**
     * A very short search (60 iterations) with random rollouts (cut off by the game's evaluation,
     * if any), and about two moves in three (65 %) played at random: it still beats random play
     * clearly, but loses clearly to a player who takes what is on offer and avoids what loses at
     * once (the {@code greedy} baseline, docs/ai.md), as a beginner does. With 100 iterations and
     * every other move at random it was level with greedy in Zola.
     */
    EASY,
    /**
     * A real search with the game's knowledge, but a small one (1,000 iterations), and now and
     * then (5 %) a random move. With 500 iterations and 15 % random moves it was only level with
     * greedy in Zodijak, where a random card is costly (docs/ai.md).
     */
    MEDIUM,
    /**
     * The full search with the game's knowledge, or the game's perfect player where there is one.
     * It thinks for the whole time it is given (the player's "time per move"), stopping early only
     * when its move is clear or proved; with no time limit (the arena) it searches 12,000 iterations.
     * It values new leaves the game's stronger way where the game has one ({@link LeafValue}), and
     * under a time limit thinks depth-first where the game says that is stronger (Zola).
     */
    HARD;

    /** The lower-case name used on the command line and in {@code Seat.level()}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The level named {@code id} ({@code easy}, {@code medium}, {@code hard}), ignoring case. */
    public static Level parse(String id) {
        for (Level level : values()) {
            if (level.id().equalsIgnoreCase(id.strip())) {
                return level;
            }
        }
        throw new TabulaException("unknown level '" + id + "'; known levels: easy, medium, hard");
    }
}
