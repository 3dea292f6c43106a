package dev.tabula.zola.lesson;

import dev.tabula.core.State;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonSource;
import dev.tabula.learn.LessonStep;
import dev.tabula.learn.StepCheck;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaState;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Zola in four steps on the 6x6 board, the learner playing Red (who moves first): a capture
 * that does not go farther from the centre, a step that must go farther, a long capture along a
 * line, and the capture of the last piece. The lines were found by playing from the start, so
 * each position is one a real match reaches.
 */
public final class ZolaLesson implements LessonSource {
    static final String BUNDLE = "dev.tabula.zola.lesson.messages";

    @Override
    public Lesson lesson() {
        return new Lesson(ZolaGame.ID, BUNDLE, 2, Map.of(), 1, 0, List.of(
                new LessonStep("zola.capture", List.of(), Set.of("c3xd3"),
                        both(ZolaLesson::oneBlueTaken, ZolaLesson::notFarther)),
                new LessonStep("zola.step", List.of("e5xd5", "e4xd5"), Set.of("d4-e4"),
                        both(ZolaLesson::nothingTaken, ZolaLesson::farther)),
                new LessonStep("zola.long", List.of("e3xd3", "e2xd2"), Set.of("e1xe4"),
                        both(ZolaLesson::oneBlueTaken, ZolaLesson::notFarther)),
                new LessonStep("zola.win", List.of("f6xf5", "c2xd2", "a3xa4", "c6xc5", "d6xd5", "e6xd5", "c1xd1",
                        "c5xd4", "f4xf3", "d5-c6", "d1xe2", "d2xe3", "e5-e6", "b3xc3", "f3xe4", "d4-d5", "e4xd5",
                        "e3-f3", "a5xb5", "a6xa4", "d5xc4", "d3-c2", "f5xf3", "b1xe1", "b4xc3", "c6xf3", "a1xa2",
                        "c2xc3", "b5-a5", "a4xc4", "b6-a6", "c4-b5", "f2xe1", "b5xb2", "a2xb2", "c3-d2", "a5xd2",
                        "f3-f2", "e1xf2", "f1xe2"), Set.of("f2xe2"),
                        (before, after) -> after.isTerminal() && after.outcome().winners().equals(List.of(0))
                                && ((ZolaState) after).pieces(ZolaState.BLUE) == 0)),
                Map.of());
    }

    private static StepCheck both(StepCheck first, StepCheck second) {
        return (before, after) -> first.holds(before, after) && second.holds(before, after);
    }

    private static boolean oneBlueTaken(State before, State after) {
        return ((ZolaState) after).pieces(ZolaState.BLUE) == ((ZolaState) before).pieces(ZolaState.BLUE) - 1;
    }

    private static boolean nothingTaken(State before, State after) {
        return ((ZolaState) after).pieces(ZolaState.BLUE) == ((ZolaState) before).pieces(ZolaState.BLUE);
    }

    /** The squares Red left and reached (the one Red square that is new, the one that is gone). */
    private static int[] fromTo(State before, State after) {
        ZolaState b = (ZolaState) before;
        ZolaState a = (ZolaState) after;
        int from = -1;
        int to = -1;
        for (int square = 0; square < b.size() * b.size(); square++) {
            boolean wasRed = b.colourAt(square) == ZolaState.RED;
            boolean isRed = a.colourAt(square) == ZolaState.RED;
            if (wasRed && !isRed) {
                from = square;
            } else if (!wasRed && isRed) {
                to = square;
            }
        }
        return new int[] {from, to};
    }

    private static boolean notFarther(State before, State after) {
        int[] move = fromTo(before, after);
        ZolaState b = (ZolaState) before;
        return move[0] >= 0 && move[1] >= 0 && b.distanceToCentre(move[1]) <= b.distanceToCentre(move[0]);
    }

    private static boolean farther(State before, State after) {
        int[] move = fromTo(before, after);
        ZolaState b = (ZolaState) before;
        return move[0] >= 0 && move[1] >= 0 && b.distanceToCentre(move[1]) > b.distanceToCentre(move[0]);
    }
}
