package dev.tabula.app.lesson;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.RefusalCue;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonPlay;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * A game's lesson on screen: the game's own board on each step's prepared position, the step's
 * move drawn on it ({@link BoardMark.Kind#LESSON}), the task beside it, a sentence saying why any
 * other click is refused, and once the move is made what just happened; Back, Again, Next and
 * Leave. Every step reached is kept in the data folder, so the lesson resumes where it was left.
 * After the last step it offers the short game against the computer on Easy.
 */
public final class LessonScreen {
    /** The lesson screen's own words (buttons, step counter), in the six languages. */
    public static final String BUNDLE = "dev.tabula.app.lesson.messages";

    private final LessonHost host;
    private final Lesson lesson;
    private final GameUi ui;
    private final ResourceBundle words;
    private final ResourceBundle lessonWords;
    private final List<Seat> seats;
    private LessonPlay play;
    private BoardView board;

    private final Label title = new Label();
    private final Label counter = new Label();
    private final Label text = new Label();
    private final Label status = new Label();
    private final Button back = new Button();
    private final Button again = new Button();
    private final Button next = new Button();
    private final Button leave = new Button();
    private final Button finalGame = new Button();

    public LessonScreen(LessonHost host, Lesson lesson, Game game, GameUi ui) {
        this.host = host;
        this.lesson = lesson;
        this.ui = ui;
        this.words = host.bundle(BUNDLE);
        this.lessonWords = host.bundle(lesson.bundle());
        this.seats = seatsFor(lesson, host.bundle(ui.bundleBaseName()), words);
        this.play = LessonPlay.at(lesson, game, host.progress().stepOf(lesson.gameId()));
    }

    /**
     * The learner at the lesson's seat, named as the game names that seat ("Black", "Player 1"):
     * the boards put the name into sentences of their own ("{0} deals", "{0} has no move"), which
     * agree with a name, not with "you"; the computer on Easy at the others.
     */
    static List<Seat> seatsFor(Lesson lesson, ResourceBundle gameWords, ResourceBundle words) {
        List<Seat> seats = new ArrayList<>();
        for (int seat = 0; seat < lesson.seats(); seat++) {
            seats.add(seat == lesson.learner() ? Seat.person(GameWords.format(gameWords, "seat." + seat))
                    : Seat.computer(GameWords.format(words, "lesson.computer"), "easy"));
        }
        return List.copyOf(seats);
    }

    public BorderPane build() {
        board = ui.createView(new LessonBoardContext(host, lesson.gameId(), host.bundle(ui.bundleBaseName()), seats, this));
        title.setText(GameWords.format(lessonWords, "lesson.title"));
        title.getStyleClass().add("section-title");
        counter.setId("lesson-counter");
        counter.getStyleClass().add("muted");
        leave.setId("lesson-leave");
        leave.setText(GameWords.format(words, "lesson.leave"));
        leave.setOnAction(event -> host.leave());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox top = new HBox(title, counter, spacer, leave);
        top.setAlignment(Pos.CENTER_LEFT);
        top.getStyleClass().add("lesson-top");

        Label intro = new Label(GameWords.format(lessonWords, "lesson.intro"));
        intro.setId("lesson-intro");
        intro.setWrapText(true);
        intro.getStyleClass().add("muted");
        text.setId("lesson-text");
        text.setWrapText(true);
        text.getStyleClass().add("lesson-text");
        status.setId("lesson-status");
        status.setWrapText(true);
        status.getStyleClass().add("lesson-status");
        back.setId("lesson-back");
        back.setText(GameWords.format(words, "lesson.back"));
        back.setOnAction(event -> go(play.back()));
        again.setId("lesson-again");
        again.setText(GameWords.format(words, "lesson.again"));
        again.setOnAction(event -> go(play.phase() == LessonPlay.Phase.FINAL
                ? LessonPlay.at(lesson, play.game(), 0) : play.again()));
        next.setId("lesson-next");
        next.setText(GameWords.format(words, "lesson.next"));
        next.getStyleClass().add("primary");
        next.setOnAction(event -> go(play.next()));
        finalGame.setId("lesson-play");
        finalGame.setText(GameWords.format(words, "lesson.playGame"));
        finalGame.getStyleClass().add("primary");
        finalGame.setOnAction(event -> host.playFinalGame(lesson, seats));
        for (Button button : List.of(back, again, next, leave, finalGame)) {
            button.setMinWidth(Region.USE_PREF_SIZE); // a button's words are never cut short
        }
        HBox buttons = new HBox(back, again, next);
        buttons.getStyleClass().add("lesson-buttons");
        VBox panel = new VBox(intro, text, status, buttons, finalGame);
        panel.setId("lesson-panel");
        panel.getStyleClass().add("lesson-panel");

        BorderPane root = new BorderPane();
        root.setId("lesson-screen");
        root.getStyleClass().add("lesson-screen");
        root.getStylesheets().add(LessonScreen.class.getResource("lesson.css").toExternalForm());
        root.setTop(top);
        board.node().setMinSize(0, 0);
        StackPane centre = new StackPane(board.node());
        centre.getStyleClass().add("board-area");
        root.setCenter(centre);
        root.setRight(panel);
        show(null);
        return root;
    }

    /** The lesson as it is now (for tests, and for the shell's record of where it was left). */
    public LessonPlay play() {
        return play;
    }

    /** Whether the board takes a move now: only while a step waits for one. */
    boolean waitsForMove() {
        return play.phase() == LessonPlay.Phase.TASK;
    }

    /** The board handed on a move (its way to play): the step's move completes it, any other is refused. */
    public void attempt(Move move) {
        answer(play.attempt(move), move);
    }

    /** The board asked for the dice. */
    public void roll() {
        answer(play.roll(), null);
    }

    /** The board refused a click itself (an illegal one): the step says what to do instead. */
    void refuse() {
        String key = play.phase() == LessonPlay.Phase.TASK ? play.refusalKey() : null;
        showRefusal(key == null ? GameWords.format(words, "lesson.pressNext") : GameWords.format(lessonWords, key));
    }

    private void answer(LessonPlay.Attempt attempt, Move move) {
        if (!attempt.accepted()) {
            show(null); // the board drops whatever it had picked up and shows the step's position again
            refuse();
            return;
        }
        play = attempt.play();
        // resumed later, the lesson goes on after the step just done
        host.saveProgress(host.progress().with(lesson.gameId(), play.step() + 1));
        show(move);
    }

    private void showRefusal(String sentence) {
        status.setText(sentence);
        status.getStyleClass().setAll("lesson-status", "status-refused");
        RefusalCue.shake(status, host.animationMillis());
    }

    private void go(LessonPlay to) {
        play = to;
        host.saveProgress(host.progress().with(lesson.gameId(), play.step()));
        show(null);
    }

    /** Draws the lesson as it is: the board, its mark, the sentence, the buttons. */
    private void show(Move lastMove) {
        boolean atEnd = play.phase() == LessonPlay.Phase.FINAL;
        State position = atEnd ? lesson.start(play.game()) : play.position();
        board.show(Sight.of(position, seats), lastMove, lastMove != null);
        List<BoardMark> marks = play.marked().stream().map(move -> BoardMark.of(BoardMark.Kind.LESSON, move)).toList();
        board.mark(marks);
        text.setText(GameWords.format(lessonWords, play.textKey()));
        status.setText("");
        status.getStyleClass().setAll("lesson-status");
        counter.setText(atEnd ? GameWords.format(words, "lesson.counter.final")
                : GameWords.format(words, "lesson.counter", play.step() + 1, lesson.steps().size()));
        back.setDisable(play.step() == 0);
        next.setDisable(!play.mayGoOn()); // the step's move first: the task above says which
        next.setVisible(!atEnd);
        next.setManaged(!atEnd);
        finalGame.setVisible(atEnd);
        finalGame.setManaged(atEnd);
        again.setText(GameWords.format(words, atEnd ? "lesson.restart" : "lesson.again"));
    }

    /** Called when the screen goes away: the board stops its animations and timers. */
    public void dispose() {
        if (board != null) {
            board.dispose();
        }
    }
}
