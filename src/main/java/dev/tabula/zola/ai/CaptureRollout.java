package dev.tabula.zola.ai;

import dev.tabula.ai.RolloutPolicy;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.List;

/**
 * Zola's rollout policy: the last capture wins, so a rollout captures when it can (with
 * probability {@value #CAPTURE_BIAS}, a capture drawn uniformly), else plays any move. Measured
 * on 6x6 (docs/ai.md): capture-biased rollouts won 15 of 20 games against uniform ones at the
 * same budget.
 */
final class CaptureRollout implements RolloutPolicy {
    /** The chance that a rollout plays a capture when one exists (else any move, uniformly). */
    static final double CAPTURE_BIAS = 0.8;

    @Override
    public Move move(State state, Rng rng) {
        List<Move> moves = state.legalMoves();
        int n = moves.size();
        if (rng.nextDouble() < CAPTURE_BIAS) {
            int captures = 0;
            for (int i = 0; i < n; i++) {
                captures += CapturesFirst.isCapture(moves.get(i)) ? 1 : 0;
            }
            if (captures > 0) {
                int pick = rng.nextInt(captures);
                for (int i = 0; i < n; i++) {
                    if (CapturesFirst.isCapture(moves.get(i)) && pick-- == 0) {
                        return moves.get(i);
                    }
                }
            }
        }
        return moves.get(rng.nextInt(n));
    }
}
