package dev.tabula.zola.ai;

import dev.tabula.ai.SearchEvaluation;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;

/**
 * A Zola position's value for the side to move, in pieces: the material difference, plus smaller
 * terms for mobility (moves available to each side), for a piece of the mover's that the
 * opponent could capture (hanging), for pieces each side could capture (threats), and for
 * standing far from the centre (a piece there can only be taken by pieces as far out, and takes
 * along more lines). The weights are what the measurements in docs/ai.md chose.
 *
 * @param mobility a move more than the opponent's, in pieces
 * @param hanging  the mover has a piece the opponent could capture (after a quiet move it may lose one)
 * @param threat   each enemy piece the mover could capture, less each of its own the opponent could
 * @param outside  a piece on the outermost ring rather than at the centre
 */
public record ZolaEvaluation(double mobility, double hanging, double threat, double outside) implements SearchEvaluation {

    /** Material alone. */
    public static final ZolaEvaluation MATERIAL = new ZolaEvaluation(0, 0, 0, 0);
    /** The weights the measurements chose (docs/ai.md, "Zola knowledge"). */
    public static final ZolaEvaluation TUNED = new ZolaEvaluation(0.03, 0.3, 0.1, 0.2);

    @Override
    public double score(State state) {
        ZolaState zola = (ZolaState) state;
        byte me = zola.colourToMove();
        byte enemy = me == ZolaState.RED ? ZolaState.BLUE : ZolaState.RED;
        double score = zola.pieces(me) - zola.pieces(enemy);
        if (mobility != 0) {
            score += mobility * (zola.moveCount(me) - zola.moveCount(enemy));
        }
        if (hanging != 0 || threat != 0) {
            int mine = zola.piecesEnPrise(me);
            int theirs = zola.piecesEnPrise(enemy);
            // standing pat, the mover plays a quiet move and the opponent then takes a hanging piece
            score += threat * (theirs - mine) - (mine > 0 ? hanging : 0);
        }
        if (outside != 0) {
            score += outside * (farness(zola, me) - farness(zola, enemy));
        }
        return score;
    }

    /** The sum over {@code colour}'s pieces of their distance to the centre, as a share of the corners'. */
    private static double farness(ZolaState zola, byte colour) {
        int squares = zola.size() * zola.size();
        long total = 0;
        for (long bits = zola.piecesLo(colour); bits != 0; bits &= bits - 1) {
            total += zola.distanceToCentre(Long.numberOfTrailingZeros(bits));
        }
        for (long bits = zola.piecesHi(colour); bits != 0; bits &= bits - 1) {
            total += zola.distanceToCentre(64 + Long.numberOfTrailingZeros(bits));
        }
        return total / (double) zola.distanceToCentre(squares - 1);
    }

    @Override
    public boolean isTactical(State state, Move move) {
        return move instanceof ZolaMove zolaMove && zolaMove.isCapture();
    }

    @Override
    public boolean continuesExchange(Move previous, Move move) {
        return previous instanceof ZolaMove taken && move instanceof ZolaMove retaken && taken.to() == retaken.to();
    }

    @Override
    public long hash(State state) {
        return ((ZolaState) state).hash64();
    }
}
