package dev.tabula.zodiac;

import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;

/**
 * ZODIAC (Mitsuo Yamamoto, Logy Games 2015) as ruled in {@code docs/rules/zodiac.md}: two
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

    /** Parses {@code O4-I1} (or a chain {@code O4-I1-O10}) by its points, ignoring case and blanks. */
    @Override
    public Move parseMove(State state, String text) {
        String[] parts = text.strip().split("\\s*-\\s*");
        if (parts.length >= 2) {
            int[] points = new int[parts.length];
            for (int i = 0; i < parts.length; i++) {
                points[i] = Star.parse(parts[i]);
            }
            for (Move move : state.legalMoves()) {
                ZodiacMove candidate = (ZodiacMove) move;
                if (candidate.from() == points[0]
                        && java.util.Arrays.equals(candidate.path(), java.util.Arrays.copyOfRange(points, 1, points.length))) {
                    return candidate;
                }
            }
        }
        throw IllegalMoveException.noLegalMove(state, text);
    }
}
