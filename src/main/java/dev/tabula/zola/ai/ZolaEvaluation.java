package dev.tabula.zola.ai;

import dev.tabula.ai.SearchEvaluation;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;

/**
 * A Zola position's value for the side to move, in pieces: the material difference plus a small
 * weight for each move the side has more than the opponent (mobility). Every step leads away from
 * the centre, so moves run out; a side with fewer of them must sooner make the capture it did not
 * want, or pass. Measured in docs/ai.md ("Zola knowledge"): mobility at 0.03 a move beat material
 * alone 38 of 40 games; twice the weight was no better, and a penalty for a piece the opponent
 * could capture made it worse.
 *
 * @param mobility a move more than the opponent has, in pieces
 */
public record ZolaEvaluation(double mobility) implements SearchEvaluation {

    /** Material alone. */
    public static final ZolaEvaluation MATERIAL = new ZolaEvaluation(0);
    /** Material and mobility, the weight the measurements chose. */
    public static final ZolaEvaluation TUNED = new ZolaEvaluation(0.03);

    @Override
    public double score(State state) {
        ZolaState zola = (ZolaState) state;
        byte me = zola.colourToMove();
        byte enemy = me == ZolaState.RED ? ZolaState.BLUE : ZolaState.RED;
        double score = zola.pieces(me) - zola.pieces(enemy);
        if (mobility != 0) {
            score += mobility * (zola.moveCount(me) - zola.moveCount(enemy));
        }
        return score;
    }

    @Override
    public boolean isTactical(State state, Move move) {
        return move instanceof ZolaMove zolaMove && zolaMove.isCapture();
    }

    @Override
    public boolean continuesExchange(Move previous, Move move) {
        return previous instanceof ZolaMove taken && move instanceof ZolaMove retaken && taken.to() == retaken.to();
    }

    /** The same logistic of the lead as the tree search's cut-off ({@link MaterialEstimate}). */
    @Override
    public double winChance(double score) {
        return 1 / (1 + Math.exp(-MaterialEstimate.PIECE_WEIGHT * score));
    }

    @Override
    public long hash(State state) {
        return ((ZolaState) state).hash64();
    }
}
