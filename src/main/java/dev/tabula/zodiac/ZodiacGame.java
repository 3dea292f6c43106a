package dev.tabula.zodiac;

import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;

/**
 * ZODIAC (Mitsuo Yamamoto, Logy Games 2015) as ruled in {@code shared/rules/zodiac.md}: two
 * players, seat 0 Black and seat 1 White, six reversible discs and two red neutral discs on a
 * twelve-point star.
 */
public final class ZodiacGame implements Game {
    public static final String ID = "zodiac";

    private static final GameInfo INFO = new GameInfo(ID, "Zodiac", 2, 2, ZodiacRules.SPECS);

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public ZodiacState start(Setup setup) {
        ZodiacRules rules = ZodiacRules.from(setup.options());
        int first = switch (rules.firstPlayer()) {
            case BLACK -> Discs.BLACK_SEAT;
            case WHITE -> Discs.WHITE_SEAT;
            case RANDOM -> Rng.fromState(setup.seed()).nextInt(2);
        };
        return ZodiacState.start(rules, first);
    }

    /** Parses {@code O4-I1} directly: the two points name the move (see {@link ZodiacMove}). */
    @Override
    public Move parseMove(State state, String text) {
        String[] parts = text.strip().split("\\s*-\\s*");
        if (parts.length == 2) {
            int from = Star.parse(parts[0]);
            int to = Star.parse(parts[1]);
            if (from >= 0 && to >= 0 && from != to && state.legalMoves().contains(ZodiacMove.of(from, to))) {
                return ZodiacMove.of(from, to);
            }
        }
        throw new IllegalMoveException(state.isTerminal()
                ? "'" + text + "' comes after the end of the game"
                : "'" + text + "' is not a legal move here");
    }
}
