package dev.tabula.zodiac.lesson;

import dev.tabula.core.State;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonSource;
import dev.tabula.learn.LessonStep;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacState;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Zodiac in four steps, the learner playing Black (seat 0, who moves first with this seed): a
 * jump over one white disc, which turns it black; a jump over two, which turns both over (one of
 * them the learner's own); a step of a red neutral disc; and filling the six inner points with a
 * black majority, which wins.
 */
public final class ZodiacLesson implements LessonSource {
    static final String BUNDLE = "dev.tabula.zodiac.lesson.messages";

    @Override
    public Lesson lesson() {
        return new Lesson(ZodiacGame.ID, BUNDLE, 2, Map.of(), 1, Discs.BLACK_SEAT, List.of(
                new LessonStep("zodiac.jump", List.of("O8-I11", "O2-I5"), Set.of("O4-I7"),
                        (before, after) -> flipped(before, after) == 1
                                && disc(after, "I5") == Discs.BLACK && disc(after, "I7") == Discs.BLACK),
                new LessonStep("zodiac.jumpTwo", List.of("O8-I11", "I3-I5", "I9-I7", "O6-I9"), Set.of("O12-O8"),
                        (before, after) -> flipped(before, after) == 2
                                && disc(after, "I11") == Discs.WHITE && disc(after, "I9") == Discs.BLACK),
                new LessonStep("zodiac.neutral", List.of(), Set.of("I3-I1"),
                        (before, after) -> flipped(before, after) == 0
                                && disc(after, "I1") == Discs.RED && disc(after, "I3") == Discs.EMPTY),
                new LessonStep("zodiac.win", List.of("O4-I1", "O10-I7", "O8-I5", "O2-I11"), Set.of("O12-O4"),
                        (before, after) -> after.isTerminal()
                                && after.outcome().winners().equals(List.of(Discs.BLACK_SEAT))
                                && after.outcome().reason().equals(ZodiacState.END_RING)
                                && innerFull(after))),
                Map.of());
    }

    private static int disc(State state, String point) {
        return ((ZodiacState) state).at(Star.parse(point));
    }

    /** How many discs that stood before and still stand show the other colour now. */
    private static int flipped(State before, State after) {
        int count = 0;
        for (int point = 0; point < Star.POINTS; point++) {
            int was = ((ZodiacState) before).at(point);
            int is = ((ZodiacState) after).at(point);
            if ((was == Discs.BLACK && is == Discs.WHITE) || (was == Discs.WHITE && is == Discs.BLACK)) {
                count++;
            }
        }
        return count;
    }

    private static boolean innerFull(State state) {
        for (int point : Star.INNER) {
            if (((ZodiacState) state).at(point) == Discs.EMPTY) {
                return false;
            }
        }
        return true;
    }
}
