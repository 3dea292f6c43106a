package dev.tabula.app.match;

import dev.tabula.app.common.I18n;
import dev.tabula.app.spi.TurnEntry;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The notice over the board while the move list shows an earlier position: which row of the list
 * is shown (counted as the list counts, by turn), a step back and forward one turn, and the way
 * back to the game (where the board can be played again).
 */
final class BrowseBar {
    private final I18n i18n;
    private final HBox bar = new HBox(8);
    private final Label label = new Label();
    private final Button previous;
    private final Button next;
    private TurnSteps steps = new TurnSteps(List.of(), 0, 0);

    /** {@code browse} receives the ply a step lands on (the live game's ply goes back to the game). */
    BrowseBar(I18n i18n, Runnable backToGame, IntConsumer browse) {
        this.i18n = i18n;
        Button back = new Button(i18n.text("browse.back"));
        back.setId("back-to-game");
        back.getStyleClass().add("primary");
        back.setOnAction(event -> backToGame.run());
        previous = stepButton("◀", "browse.previous", "browse-previous");
        previous.setOnAction(event -> {
            if (steps.previousPly() != TurnSteps.NONE) {
                browse.accept(steps.previousPly());
            }
        });
        next = stepButton("▶", "browse.next", "browse-next");
        next.setOnAction(event -> browse.accept(steps.nextPly()));
        label.setId("browse-label");
        label.setMinWidth(Region.USE_PREF_SIZE);
        bar.getChildren().setAll(previous, label, next, back);
        bar.setId("browse-bar");
        bar.getStyleClass().add("notice");
        bar.setAlignment(Pos.CENTER);
        bar.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        bar.setVisible(false);
    }

    private Button stepButton(String symbol, String key, String id) {
        Button button = new Button(symbol);
        button.setId(id);
        button.setTooltip(new Tooltip(i18n.text(key)));
        button.setAccessibleText(i18n.text(key));
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }

    Node node() {
        return bar;
    }

    /**
     * Shown while browsing, at ply {@code shownPly} of a match whose live game is at {@code cursor},
     * with the move list's {@code turns}; hidden at the game itself.
     */
    void show(boolean browsing, List<TurnEntry> turns, int shownPly, int cursor) {
        steps = new TurnSteps(turns, shownPly, cursor);
        bar.setVisible(browsing);
        previous.setDisable(steps.previousPly() == TurnSteps.NONE);
        label.setText(!browsing ? ""
                : steps.shownTurn() == 0 ? i18n.text("browse.label.start", steps.turnsInEffect())
                : i18n.text("browse.label", steps.shownTurn(), steps.turnsInEffect()));
    }

    /** Why a click on the board does nothing while browsing: which row of the list is shown. */
    String refusal() {
        return steps.shownTurn() == 0 ? i18n.text("browse.refused.start")
                : i18n.text("browse.refused", steps.shownTurn());
    }
}
