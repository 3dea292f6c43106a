package dev.tabula.app;

import dev.tabula.app.spi.GameUi;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.IntConsumer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The match screen's side panel: the seats (whose turn, the game's summary of each) and the move
 * list in the game's notation, where a click on a move asks to see the position after it.
 */
final class MatchSidePanel {
    private final I18n i18n;
    private final VBox seatsBox = new VBox();
    private final ListView<String> moveList = new ListView<>();
    private final VBox panel;
    /** Set while the list is filled from the match, so that selecting a row there is not a player's click. */
    private boolean updatingList;

    /** {@code browse} receives the number of plies after a clicked move (1 for the first move). */
    MatchSidePanel(I18n i18n, IntConsumer browse) {
        this.i18n = i18n;
        Label seatsTitle = new Label(i18n.text("match.players"));
        seatsTitle.getStyleClass().add("section-title");
        seatsBox.setId("seats");
        seatsBox.getStyleClass().add("seats");
        Label movesTitle = new Label(i18n.text("match.moves"));
        movesTitle.getStyleClass().add("section-title");
        moveList.setId("move-list");
        moveList.setPlaceholder(new Label(i18n.text("match.noMoves")));
        moveList.getSelectionModel().selectedIndexProperty().addListener((obs, old, index) -> {
            if (!updatingList && index.intValue() >= 0) {
                browse.accept(index.intValue() + 1);
            }
        });
        VBox.setVgrow(moveList, Priority.ALWAYS);
        panel = new VBox(seatsTitle, seatsBox, movesTitle, moveList);
        panel.setId("side-panel");
        panel.getStyleClass().add("side-panel");
    }

    Node node() {
        return panel;
    }

    /** A row a seat: its name, the game's summary of it in {@code shown}, and a marker on the one to move. */
    void showSeats(State shown, List<Seat> seats, GameUi ui, ResourceBundle messages) {
        List<Node> rows = new ArrayList<>();
        for (int seat = 0; seat < seats.size(); seat++) {
            boolean toMove = shown.currentSeat() == seat;
            Label marker = new Label(toMove ? "▶" : "");
            marker.getStyleClass().add("turn-marker");
            marker.setMinWidth(Region.USE_PREF_SIZE);
            Label name = new Label(seats.get(seat).name());
            name.getStyleClass().add("seat-name");
            Label summary = new Label(ui.seatSummary(shown, seat, messages));
            summary.getStyleClass().add("seat-summary");
            summary.setWrapText(true);
            VBox text = new VBox(name, summary);
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
     * The moves played so far, with the one after which the position is browsed selected
     * ({@code browsedPly} plies; 0 or less: none, and the list shows its end).
     */
    void showMoves(List<Move> played, int browsedPly) {
        updatingList = true;
        try {
            List<String> items = new ArrayList<>(played.size());
            for (int i = 0; i < played.size(); i++) {
                items.add(i18n.text("match.moveEntry", i + 1, played.get(i).notation()));
            }
            if (!moveList.getItems().equals(items)) {
                moveList.getItems().setAll(items);
            }
            if (browsedPly > 0) {
                moveList.getSelectionModel().select(browsedPly - 1);
            } else {
                moveList.getSelectionModel().clearSelection();
                if (!items.isEmpty()) {
                    // after the list has laid out its new rows; scrolling at once can stop one row short
                    int last = items.size() - 1;
                    Platform.runLater(() -> moveList.scrollTo(last));
                }
            }
        } finally {
            updatingList = false;
        }
    }
}
