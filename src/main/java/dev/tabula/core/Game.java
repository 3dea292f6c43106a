package dev.tabula.core;

import java.util.Locale;

/**
 * The rules of one game: a descriptor, the start state and the notation parser.
 *
 * <p>Games are found through {@link java.util.ServiceLoader} (see {@link GameCatalog}); each game
 * package registers one implementation in {@code META-INF/services/dev.tabula.core.Game}.
 * Implementations are stateless and thread-safe.
 */
public interface Game {

    GameInfo info();

    /** The first state of a new game. The setup has been validated against {@link #info()}. */
    State start(Setup setup);

    /** Starts a game with the given seat count and options (validated here), seeded with {@code seed}. */
    default State start(int seats, java.util.Map<String, String> options, long seed) {
        info().checkSeats(seats);
        return start(new Setup(seats, info().resolveOptions(options), seed));
    }

    /**
     * Whether the seed can change anything in a match of this game, under its default options or
     * any one of them changed (Zodiac's random first player): false when the start states drawn
     * from several seeds are all equal, because states are values and every later state follows
     * from the state and the moves alone (Zola). The new-match dialog offers a seed only where it
     * can matter.
     */
    default boolean seedCanMatter() {
        if (seedMatters(java.util.Map.of())) {
            return true;
        }
        for (OptionSpec spec : info().options()) {
            for (String value : spec.values()) {
                if (seedMatters(java.util.Map.of(spec.key(), value))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether starts with {@code options} at the smallest table differ from one seed to another:
     * the new-match dialog asks for a seed only while the options chosen leave something to
     * chance (Zodiac's first player drawn at random).
     */
    default boolean seedMatters(java.util.Map<String, String> options) {
        State first = start(info().minSeats(), options, 1);
        for (long seed = 2; seed <= 8; seed++) {
            if (!start(info().minSeats(), options, seed).equals(first)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The move that {@code text} denotes in {@code state}: a legal move or, at a chance state, a
     * chance outcome. The default compares with the notation of every candidate, ignoring case
     * and surrounding blanks; games whose notation has synonyms override it.
     *
     * @throws IllegalMoveException when the text names no legal move here
     */
    default Move parseMove(State state, String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT);
        if (state.isChance()) {
            for (ChanceOutcome outcome : state.chanceOutcomes()) {
                if (outcome.move().notation().toLowerCase(Locale.ROOT).equals(wanted)) {
                    return outcome.move();
                }
            }
        } else {
            for (Move move : state.legalMoves()) {
                if (move.notation().toLowerCase(Locale.ROOT).equals(wanted)) {
                    return move;
                }
            }
        }
        throw IllegalMoveException.noLegalMove(state, text);
    }
}
