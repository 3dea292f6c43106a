package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.lesson.LessonScreen;
import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonPlay;
import dev.tabula.learn.LessonStep;
import dev.tabula.learn.Lessons;
import dev.tabula.testing.SceneTextCheck;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every game's lesson through its own board on the lesson screen: opened from the card's Learn,
 * each step's move handed on the way the board hands a move (or the dice thrown), taken, and its
 * words on screen with no missing key; Next after each, and the final game offered at the end.
 * {@link LessonUiTest} clicks a whole lesson; this one shows that every game's board takes part.
 */
class EveryLessonUiTest extends ShellUiTest {

    @Test
    void everyLessonPlaysThroughOnItsBoard() {
        for (Lesson lesson : Lessons.all()) {
            robot.interact(shell()::showPicker);
            click("#learn-" + lesson.gameId());
            assertThat(robot.lookup("#lesson-screen").tryQuery()).as(lesson.gameId()).isPresent();
            for (int step = 0; step < lesson.steps().size(); step++) {
                LessonStep definition = lesson.steps().get(step);
                LessonScreen screen = onFx(() -> shell().lessonScreen());
                assertThat(screen.play().step()).as(definition.key()).isEqualTo(step);
                SceneTextCheck.assertClean(stage.getScene());
                assertNothingThatMeansNothingInALesson(lesson.gameId(), definition.key());
                handOn(screen, definition);
                assertThat(onFx(() -> screen.play().phase())).as(definition.key()).isEqualTo(LessonPlay.Phase.DONE);
                SceneTextCheck.assertClean(stage.getScene());
                click("#lesson-next");
            }
            assertThat(onFx(() -> shell().lessonScreen().play().phase())).isEqualTo(LessonPlay.Phase.FINAL);
            assertThat(visible("#lesson-play")).isTrue();
            SceneTextCheck.assertClean(stage.getScene());
        }
    }

    /**
     * A lesson's positions are set up step by step and its task is the player's to find, so
     * Battlegammon's board counts no rolls there (its chart would say "no rolls yet" for ever) and
     * Zodiac's offers no move values from the solved game (they would give the answer away).
     */
    private void assertNothingThatMeansNothingInALesson(String gameId, String step) {
        assertThat(visible("#dice-stats")).as("%s: the dice statistics", step).isFalse();
        assertThat(robot.lookup("#move-values").tryQuery()).as("%s: the move values", step).isEmpty();
        if (gameId.equals("battlegammon")) {
            assertThat(visible("#die-1")).as("%s: the dice, beside which the chart stood", step).isTrue();
        }
    }

    /** The step's move as the board hands it on: the dice thrown, or the legal move named. */
    static void handOn(LessonScreen screen, LessonStep step) {
        onFx(() -> {
            State position = screen.play().position();
            if (step.expected().contains(LessonStep.ROLL)) {
                screen.roll();
                return null;
            }
            Game game = screen.play().game();
            List<Move> moves = position.legalMoves().stream()
                    .filter(move -> step.expected().contains(move.notation())).toList();
            screen.attempt(moves.isEmpty() ? game.parseMove(position, step.expected().iterator().next()) : moves.get(0));
            return null;
        });
    }
}
