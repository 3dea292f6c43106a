package dev.tabula.app.review;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.review.MatchReview;
import dev.tabula.ai.review.MoveReview;
import dev.tabula.ai.review.ReviewSettings;
import dev.tabula.ai.review.Reviewer;
import dev.tabula.app.common.I18n;
import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The review of one match in a window of its own, beside the match, which stays playable: the
 * engine works on the app's computer helpers, every core but one ({@link BoundedExecutor}), with a
 * progress bar and Cancel. When it is done: the graph of each seat's chance move by move, each
 * seat's totals (and the luck of its rolls), and the moves with their marks and reasons; a click
 * on the graph or a move shows the position before it on the game's own board, the move played
 * and the engine's drawn on it.
 */
public final class ReviewWindow {
    private static final Logger LOG = LoggerFactory.getLogger(ReviewWindow.class);

    private final Stage stage = new Stage();
    private final ReviewLines lines;
    private final List<State> states = new ArrayList<>();
    private final List<Seat> seats;
    private final boolean over;
    private final ProgressBar progress = new ProgressBar(0);
    private final Button cancelButton = new Button();
    private final Label status = new Label();
    private final Label shown = new Label();
    private final VBox totals = new VBox(2);
    private final ListView<String> moveList = new ListView<>();
    private final ValueGraph graph;
    private final BoardView board;
    private final ReviewBoardContext boardContext;
    private final CancellationToken cancel = new CancellationToken();
    private List<MoveReview> judged = List.of();
    private final List<Move> line;
    private int shownPly;

    private ReviewWindow(I18n i18n, GameUi ui, ResourceBundle gameMessages, Match match, List<Seat> seats,
                         Executor background) {
        this.lines = new ReviewLines(i18n, ui, gameMessages, seats);
        this.seats = List.copyOf(seats);
        this.over = match.isOver();
        this.line = match.played();
        for (int ply = 0; ply <= match.cursor(); ply++) {
            states.add(match.stateAt(ply));
        }
        this.graph = new ValueGraph(seats.size(), this::select);
        this.boardContext = new ReviewBoardContext(gameMessages, seats, background);
        this.board = ui.createView(boardContext);
    }

    /**
     * Opens the review of the moves in effect of {@code match} for the one person at its table, if
     * there is one (in a match still going with hidden cards, only that seat's moves are judged),
     * its work on {@code background} with {@code settings}; {@code seats} are the names shown.
     */
    public static ReviewWindow open(Window owner, I18n i18n, GameUi ui, ResourceBundle gameMessages, Match match,
                                    List<Seat> seats, ReviewSettings settings, Executor background) {
        ReviewWindow window = new ReviewWindow(i18n, ui, gameMessages, match, seats, background);
        window.build(owner, I18n.formatOr(gameMessages, "game.name", match.game().info().name()));
        window.start(match, settings, viewerOf(match.seats()), new BoundedExecutor(background, Reviewer.threads()));
        return window;
    }

    /** The one person at the table, or nobody in particular when there are none or several. */
    static OptionalInt viewerOf(List<Seat> seats) {
        int[] people = java.util.stream.IntStream.range(0, seats.size()).filter(seat -> !seats.get(seat).computer()).toArray();
        return people.length == 1 ? OptionalInt.of(people[0]) : OptionalInt.empty();
    }

    private void build(Window owner, String gameName) {
        progress.setId("review-progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(progress, Priority.ALWAYS);
        cancelButton.setId("review-cancel");
        cancelButton.setText(lines.text("review.cancel"));
        cancelButton.setOnAction(event -> cancel.cancel());
        status.setId("review-status");
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox top = new HBox(10, progress, cancelButton);
        totals.setId("review-totals");
        moveList.setId("review-moves");
        moveList.getSelectionModel().selectedIndexProperty().addListener((obs, old, index) -> {
            if (index.intValue() >= 0) {
                select(index.intValue());
            }
        });
        VBox.setVgrow(moveList, Priority.ALWAYS);
        shown.setId("review-shown");
        VBox left = new VBox(8, top, status, graph, totals, moveList);
        VBox right = new VBox(6, shown, boardPaneFor());
        right.setPadding(new Insets(10));
        HBox.setHgrow(right, Priority.ALWAYS);
        left.setPadding(new Insets(10));
        left.setPrefWidth(600);
        left.setMinWidth(560); // the totals and the sentences keep their words, the board takes the rest
        BorderPane root = new BorderPane(new HBox(left, right));
        root.setId("review-window");
        stage.setTitle(lines.text("review.title", gameName));
        stage.initOwner(owner);
        Scene scene = new Scene(root, 1180, 720);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        stage.setScene(scene);
        stage.setOnHidden(event -> {
            cancel.cancel();
            board.dispose();
        });
        showPosition(states.size() - 1, List.of());
        stage.show();
    }

    private StackPane boardPaneFor() {
        StackPane boardPane = new StackPane(board.node());
        boardPane.setId("review-board");
        boardPane.setMinSize(300, 300);
        board.node().setMinSize(0, 0);
        VBox.setVgrow(boardPane, Priority.ALWAYS);
        return boardPane;
    }

    private void start(Match match, ReviewSettings settings, OptionalInt viewer, Executor executor) {
        status.setText(lines.text("review.working"));
        new Reviewer(settings, executor)
                .start(match, viewer, cancel, (done, total) -> Platform.runLater(() -> progress.setProgress((double) done / total)))
                .whenComplete((review, error) -> Platform.runLater(() -> {
                    if (error != null) {
                        LOG.error("the review failed", error);
                        status.setText(lines.text("review.failed"));
                    } else {
                        show(review);
                    }
                    cancelButton.setDisable(true);
                }));
    }

    private void show(MatchReview review) {
        judged = review.moves();
        progress.setProgress(1);
        status.setText(lines.text(review.complete() ? "review.done" : "review.cancelled", judged.size()));
        graph.show(judged, line.size());
        totals.getChildren().clear();
        review.totals().forEach(seatTotals -> {
            Label label = new Label(lines.totals(seatTotals));
            label.setWrapText(true);
            label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            label.setStyle("-fx-text-fill: " + SeatColours.css(seatTotals.seat()) + "; -fx-font-weight: bold;");
            totals.getChildren().add(label);
        });
        moveList.getItems().setAll(judged.stream().map(lines::move).toList());
    }

    /** Shows judged move {@code index}: the position before it, the move played and the engine's drawn on it. */
    void select(int index) {
        MoveReview move = judged.get(index);
        graph.select(index);
        if (moveList.getSelectionModel().getSelectedIndex() != index) {
            moveList.getSelectionModel().select(index);
            moveList.scrollTo(index);
        }
        List<BoardMark> marks = new ArrayList<>();
        marks.add(BoardMark.of(BoardMark.Kind.PLAYED, move.played()));
        if (!move.best().equals(move.played())) {
            marks.add(BoardMark.of(BoardMark.Kind.BETTER, move.best()));
        }
        showPosition(move.ply(), marks);
    }

    private void showPosition(int ply, List<BoardMark> marks) {
        State state = states.get(ply);
        boardContext.showing(line.subList(0, ply));
        Sight sight = Sight.of(state, seats);
        board.show(over ? sight.matchOver() : sight, null, false);
        board.mark(marks);
        shownPly = ply;
        shown.setText(ply == line.size() ? lines.text("review.shown.last") : lines.text("review.shown", ply + 1));
    }

    /** The ply whose position the board shows (for tests). */
    int shownPly() {
        return shownPly;
    }

    /** The graph (for tests: where to click). */
    ValueGraph graph() {
        return graph;
    }

    Stage stage() {
        return stage;
    }
}
