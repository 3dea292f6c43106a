package dev.tabula.learn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import org.junit.jupiter.api.Test;

/** A person's way through a lesson: moves taken or refused, Next, Back, Again and the final game. */
class LessonPlayTest {
    private static final Game ZOLA = GameCatalog.installed().require("zola");
    private static final Game DICE = GameCatalog.installed().require("battlegammon");

    @Test
    void theStepsMoveIsTakenAndSaysWhatHappened() {
        LessonPlay play = LessonPlay.at(Lessons.of("zola").orElseThrow(), ZOLA, 0);
        assertThat(play.textKey()).isEqualTo("zola.capture.task");
        assertThat(play.marked()).extracting(Move::notation).containsExactly("c3xd3");

        LessonPlay.Attempt attempt = play.attempt(ZOLA.parseMove(play.position(), "c3xd3"));

        assertThat(attempt.accepted()).isTrue();
        assertThat(attempt.play().phase()).isEqualTo(LessonPlay.Phase.DONE);
        assertThat(attempt.play().textKey()).isEqualTo("zola.capture.done");
        assertThat(attempt.play().marked()).isEmpty();
        assertThat(attempt.play().attempt(ZOLA.parseMove(attempt.play().position(), "e2xd2")).accepted())
                .as("a done step takes no more moves").isFalse();
    }

    @Test
    void anotherLegalMoveIsRefusedAndChangesNothing() {
        LessonPlay play = LessonPlay.at(Lessons.of("zola").orElseThrow(), ZOLA, 0);

        LessonPlay.Attempt attempt = play.attempt(ZOLA.parseMove(play.position(), "a1xb1"));

        assertThat(attempt.accepted()).isFalse();
        assertThat(attempt.play()).isSameAs(play);
        assertThat(play.refusalKey()).isEqualTo("zola.capture.refusal");
    }

    @Test
    void nextBackAndAgainWalkTheStepsAndEndInTheFinalGame() {
        Lesson lesson = Lessons.of("zola").orElseThrow();
        LessonPlay last = LessonPlay.at(lesson, ZOLA, lesson.steps().size() - 1);
        assertThat(last.next()).as("Next before the step's move").isSameAs(last);
        assertThat(last.mayGoOn()).isFalse();
        LessonPlay lastDone = last.attempt(ZOLA.parseMove(last.position(), "f2xe2")).play();
        assertThat(lastDone.mayGoOn()).isTrue();

        LessonPlay fin = lastDone.next();

        assertThat(fin.phase()).isEqualTo(LessonPlay.Phase.FINAL);
        assertThat(fin.textKey()).isEqualTo("lesson.final");
        assertThat(fin.step()).isEqualTo(lesson.steps().size());
        assertThat(fin.back().step()).isEqualTo(lesson.steps().size() - 1);
        assertThat(LessonPlay.at(lesson, ZOLA, 0).back().step()).isZero();
        assertThat(LessonPlay.at(lesson, ZOLA, 99).phase()).as("a saved step past the end").isEqualTo(LessonPlay.Phase.FINAL);
        LessonPlay done = LessonPlay.at(lesson, ZOLA, 1).attempt(ZOLA.parseMove(lesson.position(ZOLA, 1), "d4-e4")).play();
        assertThat(done.again().phase()).isEqualTo(LessonPlay.Phase.TASK);
        assertThat(done.again().position()).isEqualTo(lesson.position(ZOLA, 1));
    }

    @Test
    void aRollStepTakesTheDiceAndNoMove() {
        LessonPlay play = LessonPlay.at(Lessons.of("battlegammon").orElseThrow(), DICE, 0);
        assertThat(play.marked()).isEmpty();

        LessonPlay.Attempt rolled = play.roll();

        assertThat(rolled.accepted()).isTrue();
        assertThat(rolled.play().position().isChance()).isFalse();
        assertThat(LessonPlay.at(Lessons.of("battlegammon").orElseThrow(), DICE, 1).roll().accepted())
                .as("no dice to throw where a pawn must move").isFalse();
    }
}
