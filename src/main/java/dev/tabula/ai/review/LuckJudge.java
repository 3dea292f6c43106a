package dev.tabula.ai.review;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.Optional;

/**
 * The luck of a roll, where the game values the position after a roll ({@link RollValue}): the
 * roller's value after the roll it got minus the average over every outcome of that roll. Rolls
 * are public, so this reveals nothing a seat could not see.
 */
final class LuckJudge {
    private final RollValue rollValue;

    LuckJudge(RollValue rollValue) {
        this.rollValue = rollValue;
    }

    /** The luck of outcome {@code rolled} at chance state {@code state}, or empty when no seat decides after it. */
    Optional<RollReview> judge(int ply, State state, Move rolled) {
        State after = state.apply(rolled);
        if (after.isChance() || after.isTerminal()) {
            return Optional.empty();
        }
        int seat = after.currentSeat();
        double average = 0;
        for (ChanceOutcome outcome : state.chanceOutcomes()) {
            average += outcome.probability() * rollValue.value(state.apply(outcome.move()), seat);
        }
        return Optional.of(new RollReview(ply, seat, rolled, rollValue.value(after, seat), average));
    }
}
