package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.common.Language;
import dev.tabula.core.Seat;
import dev.tabula.learn.LessonPlay;
import dev.tabula.learn.LessonProgress;
import dev.tabula.testing.FxWait;
import java.nio.file.Files;
import java.util.List;
import javafx.scene.control.Label;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Zola lesson played through as a newcomer plays it, by clicks: "Learn" on the card, each
 * step's move clicked on the board (another move and a wrong click refused with the step's
 * sentence), Next after each (and not before), and at the end the short game against Easy with a hint already
 * asked for. And a lesson left halfway resumes where it was left, also in the next run.
 */
class LessonUiTest extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();

    @BeforeEach
    void stepTheComputersByHand() {
        robot.interact(() -> shell().computers = computers);
    }

    private String text(String query) {
        return onFx(() -> robot.lookup(query).queryAs(Label.class).getText());
    }

    private LessonPlay lesson() {
        return onFx(() -> shell().lessonScreen().play());
    }

    /** Clicks a Zola move's two squares ("c3xd3", "d4-e4"). */
    private void clickZola(String notation) {
        String[] squares = notation.split("[x-]");
        click("#cell-" + squares[0]);
        click("#cell-" + squares[1]);
    }

    private void openZolaLesson() {
        click("#learn-zola");
        assertThat(robot.lookup("#lesson-screen").tryQuery()).isPresent();
        javafx.scene.Parent root = robot.lookup("#lesson-screen").query().getScene().getRoot();
        FxWait.until(() -> robot.lookup("#cell-a1").tryQuery().isPresent(), root.needsLayoutProperty());
    }

    @Test
    void aWholeLessonByClicksEndsInAGameAgainstEasyWithAHint() {
        openZolaLesson();
        assertThat(text("#lesson-counter")).isEqualTo("Step 1 of 4");
        assertThat(text("#lesson-text")).startsWith("The board starts full");

        clickZola("a1xb1"); // legal, but not what the step teaches
        assertThat(text("#lesson-status")).isEqualTo("That is not this step’s move: here you must capture d3 with the red piece on c3.");
        assertThat(lesson().phase()).isEqualTo(LessonPlay.Phase.TASK);
        click("#cell-b1"); // a blue piece: the board itself refuses, the step says what to do
        assertThat(text("#lesson-status")).startsWith("That is not this step’s move");

        List<String> moves = List.of("c3xd3", "d4-e4", "e1xe4", "f2xe2");
        List<String> done = List.of("Captured: your piece stands on d3.", "Stepped: e4 is farther",
                "Captured from three squares away.", "You captured Blue’s last piece and won.");
        for (int step = 0; step < moves.size(); step++) {
            assertThat(text("#lesson-counter")).isEqualTo("Step " + (step + 1) + " of 4");
            clickZola(moves.get(step));
            assertThat(lesson().phase()).as(moves.get(step)).isEqualTo(LessonPlay.Phase.DONE);
            assertThat(text("#lesson-text")).startsWith(done.get(step));
            assertThat(text("#lesson-status")).isEmpty();
            click("#lesson-next");
        }

        assertThat(lesson().phase()).isEqualTo(LessonPlay.Phase.FINAL);
        assertThat(text("#lesson-text")).startsWith("That is all of Zola.");
        click("#lesson-play");

        assertThat(robot.lookup("#match-screen").tryQuery()).isPresent();
        List<Seat> seats = match().seats();
        assertThat(seats.get(0).computer()).isFalse();
        assertThat(seats.get(1)).extracting(Seat::computer, Seat::level).containsExactly(true, "easy");
        assertThat(text("#status")).as("the hint is asked for by itself").isEqualTo("Looking for a good move…");
        computers.runUntilIdle();
        assertThat(text("#status")).startsWith("Hint: ");
    }

    /** Next leads on only once the step's move is made: a refused move or Back holds the learner at the task. */
    @Test
    void nextWaitsForTheStepsMove() {
        openZolaLesson();
        assertThat(nextDisabled()).as("before the step's move").isTrue();
        click("#lesson-next");
        assertThat(text("#lesson-counter")).isEqualTo("Step 1 of 4");
        assertThat(lesson().phase()).isEqualTo(LessonPlay.Phase.TASK);

        clickZola("a1xb1"); // legal, refused by the step
        assertThat(nextDisabled()).as("after a refused move").isTrue();

        clickZola("c3xd3");
        assertThat(nextDisabled()).as("once the step's move is made").isFalse();
        click("#lesson-next");
        assertThat(text("#lesson-counter")).isEqualTo("Step 2 of 4");
        assertThat(nextDisabled()).as("the next step's move is still to make").isTrue();

        click("#lesson-back");
        assertThat(text("#lesson-counter")).isEqualTo("Step 1 of 4");
        assertThat(nextDisabled()).as("a step gone back to is done again").isTrue();
    }

    private boolean nextDisabled() {
        return onFx(() -> robot.lookup("#lesson-next").query().isDisabled());
    }

    @Test
    void aLessonLeftHalfwayResumesAtTheStepAfterTheLastDone() throws Exception {
        openZolaLesson();
        clickZola("c3xd3");
        click("#lesson-next");
        assertThat(text("#lesson-counter")).isEqualTo("Step 2 of 4");
        click("#lesson-leave");
        assertThat(robot.lookup("#game-cards").tryQuery()).isPresent();
        settle();
        assertThat(LessonProgress.read(home.resolve(LessonProgress.FILE_NAME)).stepOf("zola")).isEqualTo(1);

        openZolaLesson();

        assertThat(text("#lesson-counter")).isEqualTo("Step 2 of 4");
        clickZola("d4-e4");
        click("#lesson-leave");
        settle();
        assertThat(Files.readString(home.resolve(LessonProgress.FILE_NAME))).contains("\"zola\" : 2");
    }

    @Test
    void aLessonResumesInTheNextRunFromTheFileItWrote() throws Exception {
        // what an earlier run left in the data folder, read when a lesson opens
        Files.writeString(home.resolve(LessonProgress.FILE_NAME), LessonProgress.none().with("zola", 3).write());

        openZolaLesson();

        assertThat(text("#lesson-counter")).isEqualTo("Step 4 of 4");
        assertThat(text("#lesson-text")).startsWith("Blue has one piece left");
        click("#lesson-back");
        assertThat(text("#lesson-counter")).isEqualTo("Step 3 of 4");
    }

    @Test
    void aLanguageSwitchKeepsTheLessonAtItsStep() {
        openZolaLesson();
        clickZola("c3xd3");
        click("#lesson-next");

        robot.interact(() -> shell().switchLanguage(Language.fromTag("es").orElseThrow()));

        assertThat(robot.lookup("#lesson-screen").tryQuery()).isPresent();
        assertThat(text("#lesson-counter")).isEqualTo("Paso 2 de 4");
        assertThat(text("#lesson-text")).startsWith("Una jugada que no captura es un paso");
    }
}
