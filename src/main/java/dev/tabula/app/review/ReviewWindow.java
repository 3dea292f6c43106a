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
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The review of one match in a window of its own, beside the match, which stays playable: the
 * engine works on the app's computer helpers, every core but one ({@link BoundedExecutor}), with a
 * progress bar and Cancel, at the default depth or the deeper one the player chooses (the review
 * starts again with the bigger budgets). When it is done: the graph of each seat's chance move by
 * move, each seat's totals (and the luck of its rolls) in the seats' colours as the game shows
 * them, and the moves with their marks and reasons; a click on the graph or a move shows the
 * position before it on the game's own board, the move played and the engine's drawn on it.
 *
 * <p>The board shows only what a seat could see: while the match is going, the viewer's own view
 * (the one person at the table; nobody's hand with none or several); once it is over, a judged
 * move is shown from its mover's view, so the engine's better card is drawn in the hand it was in.
 */
public final class ReviewWindow {
    private static final Logger LOG = LoggerFactory.getLogger(ReviewWindow.class);

    private static final String CSS = "/dev/tabula/app/review/review.css";

    private final Stage stage = new Stage();
    private final ReviewLines lines;
    private final Match match;
    private final List<State> states = new ArrayList<>();
    private final List<Seat> seats;
    private final List<Color> colours;
    private final OptionalInt viewer;
    private final boolean over;
    private final ProgressBar progress = new ProgressBar(0);
    private final Button cancelButton = new Button();
    private final Label status = new Label();
    private final Label shown = new Label();
    private final VBox totals = new VBox(2);
    private final ListView<String> moveList = new ListView<>();
    private final ComboBox<String> depth = new ComboBox<>();
    private final ValueGraph graph;
    private final BoardView board;
    private final ReviewBoardContext boardContext;
    private final ReviewSettings normal;
    private final Executor executor;
    private ReviewSettings settings;
    /** The token of the review under way; a new one for each start, the old one cancelled. */
    private CancellationToken cancel = new CancellationToken();
    /** Which start's results the window waits for: an earlier, cancelled one's are dropped. */
    private int run;
    private List<MoveReview> judged = List.of();
    private final List<Move> line;
    private int shownPly;

    private ReviewWindow(I18n i18n, GameUi ui, ResourceBundle gameMessages, Match match, List<Seat> seats,
                         ReviewSettings settings, Executor background) {
        this.lines = new ReviewLines(i18n, ui, gameMessages, seats);
        this.match = snapshot(match);
        this.seats = List.copyOf(seats);
        this.colours = SeatColours.of(ui, match, seats, gameMessages);
        this.viewer = viewerOf(match.seats());
        this.over = match.isOver();
        this.line = match.played();
        for (int ply = 0; ply <= match.cursor(); ply++) {
            states.add(match.stateAt(ply));
        }
        this.normal = settings;
        this.settings = settings;
        this.executor = new BoundedExecutor(background, Reviewer.threads());
        this.graph = new ValueGraph(colours, this::select);
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
        ReviewWindow window = new ReviewWindow(i18n, ui, gameMessages, match, seats, settings, background);
        window.build(owner, I18n.formatOr(gameMessages, "game.name", match.game().info().name()));
        window.start(settings);
        return window;
    }

    /** The moves in effect of {@code match} now, in a match of their own: the match on screen may go on meanwhile. */
    static Match snapshot(Match match) {
        Match copy = new Match(match.game(), match.setup(), match.seats());
        match.played().forEach(copy::play);
        match.resignation().ifPresent(resigned -> copy.resign(resigned.seat()));
        return copy;
    }

    /** The one person at the table, or nobody in particular when there are none or several. */
    static OptionalInt viewerOf(List<Seat> seats) {
        int[] people = IntStream.range(0, seats.size()).filter(seat -> !seats.get(seat).computer()).toArray();
        return people.length == 1 ? OptionalInt.of(people[0]) : OptionalInt.empty();
    }

    private void build(Window owner, String gameName) {
        progress.setId("review-progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(progress, Priority.ALWAYS);
        cancelButton.setId("review-cancel");
        cancelButton.setText(lines.phrase("review.cancel"));
        status.setId("review-status");
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox top = new HBox(10, progress, cancelButton);
        Label depthLabel = new Label(lines.phrase("review.depth"));
        depthLabel.setLabelFor(depth);
        depthLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        depth.setId("review-depth");
        depth.getItems().setAll(lines.phrase("review.depth.normal"), lines.phrase("review.depth.deep"));
        depth.getSelectionModel().select(0);
        depth.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(depth, Priority.ALWAYS);
        depth.getSelectionModel().selectedIndexProperty().addListener((obs, old, index) ->
                start(index.intValue() == 1 ? normal.deeper() : normal));
        HBox depthRow = new HBox(8, depthLabel, depth);
        depthRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        totals.setId("review-totals");
        moveList.setId("review-moves");
        moveList.setCellFactory(list -> new MoveCell());
        moveList.getSelectionModel().selectedIndexProperty().addListener((obs, old, index) -> {
            if (index.intValue() >= 0) {
                select(index.intValue());
            }
        });
        VBox.setVgrow(moveList, Priority.ALWAYS);
        shown.setId("review-shown");
        VBox left = new VBox(8, depthRow, top, status, graph, totals, moveList);
        VBox right = new VBox(6, shown, boardPaneFor());
        right.setPadding(new Insets(10));
        HBox.setHgrow(right, Priority.ALWAYS);
        left.setPadding(new Insets(10));
        left.setPrefWidth(600);
        left.setMinWidth(560); // the totals and the sentences keep their words, the board takes the rest
        BorderPane root = new BorderPane(new HBox(left, right));
        root.setId("review-window");
        root.setUserData(this); // what a test asks for the budgets under way
        stage.setTitle(lines.phrase("review.title", gameName));
        stage.initOwner(owner);
        Scene scene = new Scene(root, 1180, 720);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        scene.getStylesheets().add(ReviewWindow.class.getResource(CSS).toExternalForm());
        stage.setScene(scene);
        stage.setOnHidden(event -> {
            cancel.cancel();
            board.dispose();
        });
        showPosition(states.size() - 1, OptionalInt.empty(), List.of());
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

    /** Starts the review with {@code budgets}, cancelling the one under way (the player chose another depth). */
    private void start(ReviewSettings budgets) {
        cancel.cancel();
        CancellationToken token = new CancellationToken();
        cancel = token;
        settings = budgets;
        int thisRun = ++run;
        progress.setProgress(0);
        cancelButton.setDisable(false);
        cancelButton.setOnAction(event -> token.cancel());
        status.setText(lines.phrase(budgets.equals(normal) ? "review.working" : "review.working.deep"));
        new Reviewer(budgets, executor)
                .start(match, viewer, token, (done, total) -> Platform.runLater(() -> {
                    if (thisRun == run) {
                        progress.setProgress((double) done / total);
                    }
                }))
                .whenComplete((review, error) -> Platform.runLater(() -> {
                    if (thisRun != run) {
                        return; // another depth was chosen meanwhile: its review is the one to show
                    }
                    if (error != null) {
                        LOG.error("the review failed", error);
                        status.setText(lines.phrase("review.failed"));
                    } else {
                        show(review);
                    }
                    cancelButton.setDisable(true);
                }));
    }

    private void show(MatchReview review) {
        judged = review.moves();
        progress.setProgress(1);
        status.setText(lines.phrase(review.complete() ? "review.done" : "review.cancelled", judged.size()));
        graph.show(judged, line.size());
        totals.getChildren().clear();
        review.totals().forEach(seatTotals -> {
            Label label = new Label(lines.totals(seatTotals), SeatColours.dot(colours.get(seatTotals.seat())));
            label.getStyleClass().add("review-seat-totals");
            label.setWrapText(true);
            label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            totals.getChildren().add(label);
        });
        moveList.getItems().setAll(judged.stream().map(move -> lines.move(move, states.get(move.ply()))).toList());
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
        showPosition(move.ply(), OptionalInt.of(move.seat()), marks);
    }

    private void showPosition(int ply, OptionalInt mover, List<BoardMark> marks) {
        State state = states.get(ply);
        boardContext.showing(line.subList(0, ply));
        board.show(sightOf(state, mover), null, false);
        board.mark(marks);
        shownPly = ply;
        shown.setText(ply == line.size() ? lines.phrase("review.shown.last") : lines.phrase("review.shown", ply + 1));
    }

    /**
     * What the review's board may show of {@code state}: while the match is going the viewer's own
     * view alone (nothing a seat could not already see); once it is over the view of the seat that
     * moved there, or of the people at the table after the last move.
     */
    private Sight sightOf(State state, OptionalInt mover) {
        if (!over) {
            return Sight.of(state, viewer.isPresent() ? Set.of(viewer.getAsInt()) : Set.<Integer>of());
        }
        Set<Integer> seen = mover.isPresent() ? Set.of(mover.getAsInt())
                : IntStream.range(0, seats.size()).filter(seat -> !seats.get(seat).computer()).boxed().collect(Collectors.toSet());
        return Sight.of(state, seen).matchOver();
    }

    /** A judged move's line with its seat's dot, its mark in the mark's colour where it is an inaccuracy or worse. */
    private final class MoveCell extends ListCell<String> {
        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            getStyleClass().removeIf(style -> style.startsWith("review-mark-"));
            if (empty || item == null || getIndex() >= judged.size()) {
                setText(null);
                setGraphic(null);
                return;
            }
            MoveReview move = judged.get(getIndex());
            setText(item);
            setWrapText(true);
            setPrefWidth(0); // wrap within the list, never scroll sideways
            setGraphic(SeatColours.dot(colours.get(move.seat())));
            if (move.mark().compareTo(dev.tabula.ai.review.Mark.INACCURACY) >= 0) {
                getStyleClass().add("review-mark-" + move.mark().name().toLowerCase(java.util.Locale.ROOT));
            }
        }
    }

    /** The budgets of the review under way or shown: the default one's, or the deeper ones chosen. */
    public ReviewSettings settings() {
        return settings;
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
