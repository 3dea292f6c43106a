package dev.tabula.ai;

import dev.tabula.core.TabulaException;
import java.util.List;
import java.util.Locale;

/** Makes the players the app and the arena know by name: {@code random} and the {@link Level}s. */
public final class Players {
    public static final String RANDOM = "random";
    /** Every name {@link #create} accepts. */
    public static final List<String> NAMES = List.of(RANDOM, "easy", "medium", "hard");

    private Players() {
    }

    /** The computer player of {@code level} for game {@code gameId}, with its game's knowledge. */
    public static SearchPlayer forLevel(Level level, String gameId, long seed) {
        GameKnowledge knowledge = GameKnowledge.forGame(gameId);
        if (level.settings().usePerfectPlay()) {
            knowledge.preparePerfectPlay();
        }
        return new SearchPlayer(level.id(), level.settings(), knowledge, seed);
    }

    /** The player named {@code name} ({@code random}, {@code easy}, {@code medium}, {@code hard}). */
    public static Player create(String name, String gameId, long seed) {
        String key = name.strip().toLowerCase(Locale.ROOT);
        if (key.equals(RANDOM)) {
            return new RandomPlayer(seed);
        }
        if (!NAMES.contains(key)) {
            throw new TabulaException("unknown player '" + name + "'; known players: " + String.join(", ", NAMES));
        }
        return forLevel(Level.parse(key), gameId, seed);
    }
}
