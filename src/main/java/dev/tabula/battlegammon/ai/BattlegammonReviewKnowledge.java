package dev.tabula.battlegammon.ai;

import dev.tabula.ai.review.MarkScale;
import dev.tabula.ai.review.Reason;
import dev.tabula.ai.review.ReviewCapabilities;
import dev.tabula.ai.review.ReviewKnowledge;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.Optional;

/**
 * What Battlegammon offers a review. Its moves differ by a few per cent of winning chance, so its
 * marks come at half the default steps. A roll's value is the race estimate at the end of the
 * turn, its dice played the way the estimate likes best ({@link GreedyLeaf#turnEnd}): the same
 * every time, cheap enough for every outcome of every roll. A move fell short because it missed
 * a win at once, a pawn into the goal, a crossing into the enemy half or covering an enemy pawn,
 * because it freed an enemy pawn it covered, or else because it lost ground in that race.
 */
public final class BattlegammonReviewKnowledge implements ReviewKnowledge {
    static final MarkScale SCALE = new MarkScale(0.01, 0.025, 0.05, 0.10);

    @Override
    public String gameId() {
        return Battlegammon.ID;
    }

    @Override
    public ReviewCapabilities capabilities() {
        return ReviewCapabilities.builder()
                .scale(SCALE)
                .rollValue(BattlegammonReviewKnowledge::turnEndChance)
                .reasons(BattlegammonReviewKnowledge::why)
                .build();
    }

    /** {@code seat}'s chance at the end of the turn under way, played the way the race estimate likes best. */
    static double turnEndChance(State state, int seat) {
        BattlegammonState game = (BattlegammonState) state;
        double black = GreedyLeaf.turnEnd(game);
        return game.sideOf(seat) == Track.BLACK ? black : 1 - black;
    }

    static Optional<Reason> why(State state, Move played, Move best) {
        BattlegammonState game = (BattlegammonState) state;
        if (PawnScore.score(game, best) >= PawnScore.WINS && PawnScore.score(game, played) < PawnScore.WINS) {
            return Optional.of(Reason.WIN_MISSED);
        }
        if (PawnScore.reachesGoal(game, best) && !PawnScore.reachesGoal(game, played)) {
            return Optional.of(Reason.GOAL_MISSED);
        }
        if (PawnScore.crossesIntoEnemyHalf(game, best) && !PawnScore.crossesIntoEnemyHalf(game, played)) {
            return Optional.of(Reason.CROSSING_MISSED);
        }
        if (PawnScore.covers(game, best) && !PawnScore.covers(game, played)) {
            return Optional.of(Reason.COVER_MISSED);
        }
        if (PawnScore.uncovers(game, played) && !PawnScore.uncovers(game, best)) {
            return Optional.of(Reason.COVER_LIFTED);
        }
        int seat = game.currentSeat();
        return turnEndChance(game.apply(played), seat) < turnEndChance(game.apply(best), seat)
                ? Optional.of(Reason.RACE_LOST) : Optional.empty();
    }
}
