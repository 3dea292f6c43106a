package dev.tabula.app.table;

import dev.tabula.app.common.I18n;
import dev.tabula.app.common.WindowScale;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.IntConsumer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The match screen's side panel: the seats (whose turn, the game's summary of each) and the move
 * list in the game's words, where a click on a move asks to see the position after it.
 */
public final class MatchSidePanel {
    private final I18n i18n;
    private final VBox seatsBox = new VBox();
    private final ListView<TurnEntry> moveList = new ListView<>();
    private final VBox panel;
    /** How many times the list scrolls to the newest row before it takes the row as in view. */
    private static final int FOLLOW_TRIES = 4;
    /** Set while the list is filled from the match, so that selecting a row there is not a player's click. */
    private boolean updatingList;
    /** How many moves of the list are in effect; the rows after them are undone. */
    private int inEffect;
    /** The ply of the position on screen, live or browsed: the turn holding it is marked. */
    private int shownPly;
    /** The row the list keeps in view while the game is followed, or -1 while a move is browsed. */
    private int following = -1;
    /** The line the entries were last made for, so that an unchanged line is not put into words again. */
    private List<Move> wordedLine = List.of();

    /** {@code browse} receives the number of plies after a clicked turn (its last move's). */
    public MatchSidePanel(I18n i18n, IntConsumer browse) {
        this.i18n = i18n;
        Label seatsTitle = new Label(i18n.text("match.players"));
        seatsTitle.getStyleClass().add("section-title");
        seatsBox.setId("seats");
        seatsBox.getStyleClass().add("seats");
        Label movesTitle = new Label(i18n.text("match.moves"));
        movesTitle.getStyleClass().add("section-title");
        moveList.setId("move-list");
        moveList.setCellFactory(list -> new TurnCell(i18n, () -> inEffect, () -> shownPly));
        moveList.setPlaceholder(new Label(i18n.text("match.noMoves")));
        moveList.getSelectionModel().selectedIndexProperty().addListener((obs, old, index) -> {
            if (!updatingList && index.intValue() >= 0) {
                browse.accept(moveList.getItems().get(index.intValue()).endPly());
            }
        });
        VBox.setVgrow(moveList, Priority.ALWAYS);
        // the list takes the height that is left: it scrolls, the seats' summaries must not be cut short
        moveList.setPrefHeight(120);
        // the seats above may grow after the list scrolled (a summary wraps): keep the newest move in view
        moveList.heightProperty().addListener((obs, old, now) -> {
            if (following >= 0) {
                followGame(following);
            }
        });
        seatsBox.setMinHeight(Region.USE_PREF_SIZE);
        panel = new VBox(seatsTitle, seatsBox, movesTitle, moveList);
        panel.setId("side-panel");
        panel.getStyleClass().add("side-panel");
        panel.sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) {
                followWindow(scene);
            }
        });
    }

    /** The panel widens with the window ({@link WindowScale#sidePanelWidth}). */
    private void followWindow(Scene scene) {
        panel.prefWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> WindowScale.sidePanelWidth(scene.getWidth(), scene.getHeight()),
                scene.widthProperty(), scene.heightProperty()));
    }

    public Node node() {
        return panel;
    }

    /**
     * Puts {@code button} at the foot of the panel, under the move list, as wide as the panel and
     * quiet (an outline), a little apart: a deliberate action, not one of every move.
     */
    public void addFooter(Button button) {
        button.setMaxWidth(Double.MAX_VALUE);
        button.getStyleClass().add("quiet");
        VBox.setMargin(button, new javafx.geometry.Insets(12, 0, 0, 0));
        panel.getChildren().add(button);
    }

    /**
     * A row a seat: its name, the game's summary of it in {@code shown}, and a marker on the one to
     * move; none once the match is {@code over} (a resigned match's position still names one).
     */
    public void showSeats(State shown, boolean over, List<Seat> seats, GameUi ui, ResourceBundle messages) {
        showSeats(shown.publicView(), over ? -1 : shown.seatOfTurn(), seats, ui, messages);
    }

    /**
     * The same from what everybody sees ({@code publicView}) and whose turn it is ({@code seatOfTurn},
     * -1 for nobody): a friend's screen of a network match holds no state.
     */
    public void showSeats(SeatView publicView, int seatOfTurn, List<Seat> seats, GameUi ui, ResourceBundle messages) {
        List<Node> rows = new ArrayList<>(); // seatOfTurn: the roller too, while the dice are still to roll
        for (int seat = 0; seat < seats.size(); seat++) {
            boolean toMove = seatOfTurn == seat;
            Label marker = new Label(toMove ? "▶" : "");
            marker.getStyleClass().add("turn-marker");
            marker.setMinWidth(Region.USE_PREF_SIZE);
            Label name = new Label(seats.get(seat).name());
            name.getStyleClass().add("seat-name");
            // "Computadora 1 (Difícil)" wraps in a narrow panel instead of ending in "…"
            name.setWrapText(true);
            name.setMinHeight(Region.USE_PREF_SIZE);
            Label summary = new Label(SeatSummaries.under(seats.get(seat).name(),
                    ui.seatSummary(publicView, seat, messages)));
            summary.getStyleClass().add("seat-summary");
            summary.setWrapText(true);
            summary.setMinHeight(Region.USE_PREF_SIZE);
            VBox text = new VBox(name, summary);
            text.setMinWidth(0);
            HBox.setHgrow(text, Priority.ALWAYS);
            HBox row = new HBox(marker, text);
            row.setId("seat-" + seat);
            row.getStyleClass().add("seat");
            if (toMove) {
                row.getStyleClass().add("seat-to-move");
                row.setAccessibleText(i18n.text("match.toMove.accessible", seats.get(seat).name()));
            }
            rows.add(row);
        }
        seatsBox.getChildren().setAll(rows);
    }

    /**
     * The whole line of moves, one entry per turn in the game's words ({@link GameUi#turns}): the
     * {@code cursor} moves in effect, then the undone ones Redo would bring back, greyed, until a
     * new move replaces them. The turn holding the position shown is marked; the one browsed
     * ({@code browsedPly} plies, 0 for the start, -1 when the live game is shown) is also selected, and while
     * the game is followed the list shows its newest turn in effect.
     */
    public void showMoves(Match match, int browsedPly, List<Seat> seats, GameUi ui, ResourceBundle messages) {
        showMoves(match.line(), match.cursor(), () -> PlayedMove.lineOf(match), browsedPly, seats, ui, messages);
    }

    /** The same for a friend's screen of a network match: its moves in effect, as {@code played} (none undone). */
    public void showMoves(List<PlayedMove> played, List<Seat> seats, GameUi ui, ResourceBundle messages) {
        showMoves(played.stream().map(PlayedMove::move).toList(), played.size(), () -> played, -1, seats, ui, messages);
    }

    private void showMoves(List<Move> line, int cursor, java.util.function.Supplier<List<PlayedMove>> played,
                           int browsedPly, List<Seat> seats, GameUi ui, ResourceBundle messages) {
        updatingList = true;
        try {
            boolean browsing = browsedPly >= 0;
            boolean marksMoved = cursor != inEffect || shownPly != (browsing ? browsedPly : cursor);
            inEffect = cursor;
            shownPly = browsing ? browsedPly : cursor;
            if (!line.equals(wordedLine)) {
                wordedLine = line;
                moveList.getItems().setAll(ui.turns(played.get(), seats, messages));
            } else if (marksMoved) {
                moveList.refresh(); // the same rows, but which is current and which are undone changed
            }
            int shownTurn = turnHolding(shownPly);
            following = browsing ? -1 : shownTurn;
            if (browsing) {
                if (shownTurn >= 0) {
                    moveList.getSelectionModel().select(shownTurn);
                    moveList.scrollTo(Math.max(0, shownTurn - 2));
                } else {
                    moveList.getSelectionModel().clearSelection(); // the start: no turn is shown
                    moveList.scrollTo(0);
                }
            } else {
                moveList.getSelectionModel().clearSelection();
                if (shownTurn >= 0) {
                    followGame(shownTurn);
                }
            }
        } finally {
            updatingList = false;
        }
    }

    /** The move list's entries, one a turn, as the list shows them (undone ones included). */
    public List<TurnEntry> turns() {
        return List.copyOf(moveList.getItems());
    }

    /** The row of the turn that holds the position after {@code ply} plies, or -1 at the start. */
    private int turnHolding(int ply) {
        List<TurnEntry> entries = moveList.getItems();
        for (int row = entries.size() - 1; row >= 0; row--) {
            if (entries.get(row).contains(ply)) {
                return row;
            }
        }
        return -1;
    }

    /**
     * Brings row {@code newest} into view with as little scrolling as it takes, so it shows at the
     * bottom under the moves that led to it ({@code ListView.scrollTo} would put it at the top).
     * Scrolling waits until the list has laid out its new rows (a list scrolled before that can stop
     * short of them), and then until that pulse is over: the list scrolls by moving its rows and
     * asking for a layout of its own, and done inside the pulse, after the layout, that pulse would
     * draw it halfway (on a real screen the rows it moved out of view stayed there, a move long past
     * under the newest). Between pulses, the next one lays it out before drawing it.
     */
    private void followGame(int newest) {
        followGame(newest, FOLLOW_TRIES);
    }

    /**
     * Rows wrap to one or two lines, so the list knows a row's height only once it has laid it out:
     * a scroll to a row it had not measured can stop a few pixels short, and is tried again after
     * the next layout, a few times at most.
     */
    private void followGame(int newest, int triesLeft) {
        Scene scene = moveList.getScene();
        if (scene == null) {
            moveList.scrollTo(newest);
            return;
        }
        Runnable afterLayout = new Runnable() {
            @Override
            public void run() {
                Platform.runLater(() -> {
                    scene.removePostLayoutPulseListener(this);
                    if (following != newest) {
                        return; // a newer move, or a browsed one, took over
                    }
                    if (moveList.lookup(".virtual-flow") instanceof VirtualFlow<?> flow) {
                        if (!wholly(flow, newest)) {
                            flow.scrollTo(newest);
                            if (triesLeft > 1) {
                                followGame(newest, triesLeft - 1);
                            }
                        }
                    } else {
                        moveList.scrollTo(newest);
                    }
                });
            }
        };
        scene.addPostLayoutPulseListener(afterLayout);
        Platform.requestNextPulse();
    }

    /** Whether row {@code index} is laid out wholly inside the list's viewport. */
    private static boolean wholly(VirtualFlow<?> flow, int index) {
        javafx.scene.control.IndexedCell<?> cell = flow.getVisibleCell(index);
        if (cell == null || !cell.isVisible()) {
            return false;
        }
        javafx.geometry.Bounds row = cell.localToScene(cell.getLayoutBounds());
        javafx.geometry.Bounds view = flow.localToScene(flow.getLayoutBounds());
        return row.getMinY() >= view.getMinY() - 1 && row.getMaxY() <= view.getMaxY() + 1;
    }
}
