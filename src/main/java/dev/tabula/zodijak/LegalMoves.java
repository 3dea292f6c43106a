package dev.tabula.zodijak;

import dev.tabula.core.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * Which moves the seat to act has, phase by phase: the plays come from {@link PlayFinder}, the
 * rest (draw, take, pass, next, sign) is decided here. Both the list and the direct check of one
 * move live side by side so that they cannot drift apart.
 */
final class LegalMoves {

    private LegalMoves() {
    }

    /** Whether {@code move} is legal in {@code s}, checked directly rather than against the whole list. */
    static boolean isLegal(ZodijakState s, Move move) {
        if (!(move instanceof ZodijakMove zm)) {
            return false;
        }
        ZodijakTable t = s.table();
        return switch (t.phase) {
            case MATCH_OVER -> false;
            case HAND_OVER -> zm == ZodijakMove.NEXT;
            case SIGNS -> zm instanceof ZodijakMove.ChooseSign choose && signAvailable(t, choose.sign());
            case PLAY -> {
                if (zm instanceof ZodijakMove.Play play) {
                    yield s.isLegalPlay(play.cards(), play.namedSuit());
                }
                if (zm == ZodijakMove.TAKE) {
                    yield t.pendingKind != ZodijakState.PENDING_NONE;
                }
                if (t.pendingKind != ZodijakState.PENDING_NONE) {
                    yield false;
                }
                if (zm == ZodijakMove.DRAW) {
                    yield s.canDrawAny() && (t.rules.voluntaryDraw() || !PlayFinder.hasPlay(s));
                }
                yield zm == ZodijakMove.PASS && !s.canDrawAny() && !PlayFinder.hasPlay(s);
            }
        };
    }

    /** The legal moves of {@code s}, plays first. */
    static List<Move> list(ZodijakState s) {
        ZodijakTable t = s.table();
        List<Move> moves = new ArrayList<>();
        switch (t.phase) {
            case MATCH_OVER -> {
            }
            case HAND_OVER -> moves.add(ZodijakMove.NEXT);
            case SIGNS -> {
                for (Sign sign : Sign.values()) {
                    if (signAvailable(t, sign)) {
                        moves.add(ZodijakMove.ChooseSign.of(sign));
                    }
                }
            }
            case PLAY -> {
                PlayFinder.addPlays(s, moves);
                if (t.pendingKind != ZodijakState.PENDING_NONE) {
                    moves.add(ZodijakMove.TAKE);
                } else if (s.canDrawAny() && (t.rules.voluntaryDraw() || moves.isEmpty())) {
                    moves.add(ZodijakMove.DRAW);
                } else if (moves.isEmpty()) {
                    moves.add(ZodijakMove.PASS);
                }
            }
        }
        return moves;
    }

    /** Under {@code uniqueSigns} a seat may not take a sign a seat before it has just declared. */
    private static boolean signAvailable(ZodijakTable t, Sign sign) {
        if (!t.rules.uniqueSigns()) {
            return true;
        }
        for (int q = 0; q < t.current; q++) {
            if (t.signs[q] == sign) {
                return false;
            }
        }
        return true;
    }
}
