package dev.tabula.battlegammon.ai;

import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.Move;

/**
 * Battlegammon's quick greedy score of one pawn move, the source of its rollout policy and its
 * priors: winning at once, reaching the goal, crossing into the enemy half, covering a lone enemy
 * pawn (it cannot move while covered), then simply the longer step.
 */
final class PawnScore {
    /** The score of a move that wins at once, and above every other. */
    static final int WINS = 1000;

    private PawnScore() {
    }

    /** The score of {@code move} at {@code state}, at most {@value #WINS}; a pass scores 0. */
    static int score(BattlegammonState state, Move move) {
        if (!(move instanceof PawnMove pawn)) {
            return 0;
        }
        int side = state.side();
        int to = pawn.to(side);
        boolean scores = to == Track.goal(side);
        boolean crosses = crosses(side, pawn);
        if ((scores && state.inGoal(side) + 1 >= Track.GOAL_TO_WIN)
                || (crosses && state.inEnemyHalf(side) + 1 >= Track.ENEMY_HALF_TO_WIN)) {
            return WINS;
        }
        int score = pawn.pips() + (scores ? 300 : 0) + (crosses ? 200 : 0);
        if (!scores) {
            if (coversAt(state, to)) {
                score += 100; // covers an enemy pawn
            }
        }
        if (uncovers(state, pawn)) {
            score -= 80;
        }
        return Math.min(score, WINS - 1);
    }

    /** Whether {@code move} brings a pawn into the goal. */
    static boolean reachesGoal(BattlegammonState state, Move move) {
        return move instanceof PawnMove pawn && pawn.to(state.side()) == Track.goal(state.side());
    }

    /** Whether {@code move} crosses a pawn into the enemy half. */
    static boolean crossesIntoEnemyHalf(BattlegammonState state, Move move) {
        return move instanceof PawnMove pawn && crosses(state.side(), pawn);
    }

    private static boolean crosses(int side, PawnMove pawn) {
        return Track.inEnemyHalf(side, pawn.to(side)) && !Track.inEnemyHalf(side, pawn.from());
    }

    /** Whether {@code move} lifts the pawn off an enemy pawn it covered, freeing it. */
    static boolean uncovers(BattlegammonState state, Move move) {
        if (!(move instanceof PawnMove pawn)) {
            return false;
        }
        int from = pawn.from();
        return from != Track.home(state.side()) && Track.count(state.codeAt(from)) == 2
                && Track.bottom(state.codeAt(from)) != Track.colourOf(state.side());
    }

    /** Whether {@code move} lands on an enemy pawn, covering it (it cannot move while covered). */
    static boolean covers(BattlegammonState state, Move move) {
        if (!(move instanceof PawnMove pawn)) {
            return false;
        }
        int to = pawn.to(state.side());
        return to != Track.goal(state.side()) && coversAt(state, to);
    }

    private static boolean coversAt(BattlegammonState state, int to) {
        int code = state.codeAt(to);
        return code != 0 && Track.top(code) != Track.colourOf(state.side());
    }
}
