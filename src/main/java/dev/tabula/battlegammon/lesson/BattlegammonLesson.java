package dev.tabula.battlegammon.lesson;

import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.State;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonSource;
import dev.tabula.learn.LessonStep;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Battlegammon in six steps, the learner playing Black (seat 0, who moves first, from 24 down to
 * 1): throwing the dice, moving one pawn with each die, stacking on a lone white pawn (which is
 * the game's way of blocking: no capture), entering the goal with the exact number, and winning
 * with a third pawn in the goal. The dice are the ones the lesson's seed throws.
 */
public final class BattlegammonLesson implements LessonSource {
    static final String BUNDLE = "dev.tabula.battlegammon.lesson.messages";
    private static final List<String> TO_STACK = List.of("*", "16/3", "19/4", "*", "9/5", "8/3", "*");
    private static final List<String> TO_GOAL = List.of("*", "16/3", "19/4", "*", "8/5", "8/3", "*", "15/5",
            "24/6", "*", "11/3", "1/4", "*", "18/4", "10/3", "*", "5/5", "1/4", "*");
    private static final List<String> TO_WIN = List.of("*", "16/3", "19/4", "*", "9/3", "5/5", "*", "13/6", "19/5",
            "*", "8/4", "1/3", "*", "15/4", "14/3", "*", "8/5", "9/4", "*", "24/2", "7/6", "*", "13/4", "12/1", "*",
            "24/2", "24/5", "*", "1/5", "1/5", "*", "22/3", "20/3", "*", "12/4", "6/4", "*", "24/3", "11/5", "*",
            "16/4", "10/2", "*", "11/4", "19/3", "*", "1/1", "13/2", "*", "7/6", "6/4", "*", "10/5", "4/6", "*");

    @Override
    public Lesson lesson() {
        return new Lesson(Battlegammon.ID, BUNDLE, 2, Map.of(), 1, 0, List.of(
                new LessonStep("battlegammon.dice", List.of(), Set.of(LessonStep.ROLL),
                        (before, after) -> before.isChance() && !after.isChance()
                                && game(after).rolledLow() == 3 && game(after).rolledHigh() == 4),
                new LessonStep("battlegammon.move", List.of("*"), Set.of("16/3"),
                        (before, after) -> pawns(after, 16) == 0 && pawns(after, 13) == 1
                                && game(after).diceToPlay()[1] == 0 && game(after).diceToPlay()[0] == 4),
                new LessonStep("battlegammon.other", List.of("*", "16/3"), Set.of("19/4"),
                        (before, after) -> pawns(after, 19) == 1 && pawns(after, 15) == 1 && after.isChance()),
                new LessonStep("battlegammon.stack", TO_STACK, Set.of("20/6"),
                        (before, after) -> pawns(before, 14) == 1 && pawns(after, 14) == 2
                                && Track.top(game(after).codeAt(14)) == Track.BLACK_PAWN
                                && Track.bottom(game(after).codeAt(14)) == Track.WHITE_PAWN),
                new LessonStep("battlegammon.goal", TO_GOAL, Set.of("7/6"),
                        (before, after) -> game(after).inGoal(Track.BLACK) == game(before).inGoal(Track.BLACK) + 1
                                && !after.isTerminal()),
                new LessonStep("battlegammon.win", TO_WIN, Set.of("2/1"),
                        (before, after) -> after.isTerminal() && after.outcome().winners().equals(List.of(0))
                                && game(after).inGoal(Track.BLACK) == Track.GOAL_TO_WIN)),
                Map.of());
    }

    private static BattlegammonState game(State state) {
        return (BattlegammonState) state;
    }

    private static int pawns(State state, int position) {
        return Track.count(game(state).codeAt(position));
    }
}
