package dev.tabula.zola.ai;

import dev.tabula.ai.TreePolicy;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaMove;

/** Zola's tree policy: the tree tries captures first (prior 1) and steps after (0). */
final class CapturesFirst implements TreePolicy {

    @Override
    public double prior(State state, Move move) {
        return isCapture(move) ? 1 : 0;
    }

    static boolean isCapture(Move move) {
        return move instanceof ZolaMove zolaMove && zolaMove.isCapture();
    }
}
