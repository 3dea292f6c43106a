package dev.tabula.app.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonProgress;
import dev.tabula.learn.Lessons;
import dev.tabula.testing.FxWait;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.ServiceLoader;
import java.util.concurrent.Executor;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * What the lesson screen tells the game's board, seen through a board that records it: the step's
 * moves marked as {@link BoardMark.Kind#LESSON} while the step waits, no mark once it is done, the
 * position shown again after a refused move, and the refusal said when the board refuses a click.
 */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class LessonScreenMarksUiTest {
    private static final Game ZOLA = GameCatalog.installed().require("zola");
    private static final Lesson LESSON = Lessons.of("zola").orElseThrow();

    /** What the screen told the board, in order. */
    private final List<List<BoardMark>> marks = new ArrayList<>();
    private final List<Sight> shown = new ArrayList<>();
    private final List<LessonProgress> saved = new ArrayList<>();
    private LessonScreen screen;
    private Scene scene;
    /** What the board was given to work with. */
    private dev.tabula.app.spi.ViewContext boardContext;

    /** A board that only records: the lesson screen is what is tested, not a game's drawing. */
    private final class RecordingBoard implements BoardView {
        private final Region node = new Region();

        @Override
        public Region node() {
            return node;
        }

        @Override
        public void show(Sight sight, Move lastMove, boolean animate) {
            shown.add(sight);
        }

        @Override
        public void mark(List<BoardMark> drawn) {
            marks.add(List.copyOf(drawn));
        }
    }

    private final class Host implements LessonHost {
        private LessonProgress progress = LessonProgress.none();

        @Override
        public ResourceBundle bundle(String baseName) {
            return ResourceBundle.getBundle(baseName, Locale.ROOT,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        }

        @Override
        public void leave() {
        }

        @Override
        public void playFinalGame(Lesson lesson, List<Seat> seats) {
        }

        @Override
        public LessonProgress progress() {
            return progress;
        }

        @Override
        public void saveProgress(LessonProgress changed) {
            progress = changed;
            saved.add(changed);
        }

        @Override
        public Executor background() {
            return Runnable::run;
        }

        @Override
        public int animationMillis() {
            return 0;
        }

        @Override
        public String preference(String gameId, String key, String defaultValue) {
            return defaultValue;
        }

        @Override
        public long nanoTime() {
            return 0;
        }
    }

    @Start
    void start(Stage stage) {
        GameUi zola = ServiceLoader.load(GameUi.class).stream().map(ServiceLoader.Provider::get)
                .filter(ui -> ui.gameId().equals("zola")).findFirst().orElseThrow();
        GameUi recording = new GameUi() {
            @Override
            public String gameId() {
                return zola.gameId();
            }

            @Override
            public String bundleBaseName() {
                return zola.bundleBaseName();
            }

            @Override
            public BoardView createView(dev.tabula.app.spi.ViewContext context) {
                boardContext = context;
                return new RecordingBoard();
            }

            @Override
            public Node preview(SeatView table, double size) {
                return zola.preview(table, size);
            }

            @Override
            public String status(SeatView table, List<Seat> seats, ResourceBundle messages) {
                return zola.status(table, seats, messages);
            }

            @Override
            public String seatSummary(SeatView table, int seat, ResourceBundle messages) {
                return zola.seatSummary(table, seat, messages);
            }
        };
        screen = new LessonScreen(new Host(), LESSON, ZOLA, recording);
        scene = new Scene(screen.build(), 1000, 700);
        stage.setScene(scene);
        stage.show();
    }

    private String status() {
        return FxWait.call(() -> ((Label) scene.lookup("#lesson-status")).getText());
    }

    /** The step's mark is the only one: the board's highlights of every legal move looked like it. */
    @Test
    void theBoardHighlightsNoOtherMoveWhateverTheSettings() {
        assertThat(boardContext.highlightMoves()).isFalse();
    }

    @Test
    void theStepsMoveIsMarkedWhileItWaitsAndNotOnceDone(FxRobot robot) {
        assertThat(marks).last().isEqualTo(List.of(BoardMark.of(BoardMark.Kind.LESSON,
                ZOLA.parseMove(LESSON.position(ZOLA, 0), "c3xd3"))));

        robot.interact(() -> screen.attempt(ZOLA.parseMove(LESSON.position(ZOLA, 0), "c3xd3")));

        assertThat(marks).last().isEqualTo(List.of());
        assertThat(saved).last().extracting(progress -> progress.stepOf("zola")).isEqualTo(1);
        robot.interact(() -> ((javafx.scene.control.Button) scene.lookup("#lesson-next")).fire());
        assertThat(marks).last().isEqualTo(List.of(BoardMark.of(BoardMark.Kind.LESSON,
                ZOLA.parseMove(LESSON.position(ZOLA, 1), "d4-e4"))));
    }

    @Test
    void aRefusedMoveShowsThePositionAgainWithItsMarkAndTheSentence(FxRobot robot) {
        int before = shown.size();

        robot.interact(() -> screen.attempt(ZOLA.parseMove(LESSON.position(ZOLA, 0), "a1xb1")));

        assertThat(shown).hasSize(before + 1);
        assertThat(shown).last().isEqualTo(Sight.of(LESSON.position(ZOLA, 0), LessonScreen.seatsFor(LESSON,
                new Host().bundle("dev.tabula.zola.view.messages"), new Host().bundle(LessonScreen.BUNDLE))));
        assertThat(marks).last().extracting(List::size).isEqualTo(1);
        assertThat(status()).isEqualTo("That is not this step’s move: here you must capture d3 with the red piece on c3.");
        assertThat(saved).as("nothing to keep").isEmpty();
    }

    @Test
    void aClickTheBoardRefusesItselfGetsTheStepsSentence(FxRobot robot) {
        robot.interact(() -> screen.refuse());
        assertThat(status()).startsWith("That is not this step’s move");

        robot.interact(() -> screen.attempt(ZOLA.parseMove(LESSON.position(ZOLA, 0), "c3xd3")));
        robot.interact(() -> screen.refuse());

        assertThat(status()).isEqualTo("Done: press Next for the following step.");
    }
}
