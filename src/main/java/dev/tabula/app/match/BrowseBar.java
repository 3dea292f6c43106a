package dev.tabula.app.match;

import dev.tabula.app.common.I18n;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The notice over the board while the move list shows an earlier position: which move is shown,
 * and the way back to the game (where the board can be played again).
 */
final class BrowseBar {
    private final I18n i18n;
    private final HBox bar = new HBox();
    private final Label label = new Label();

    BrowseBar(I18n i18n, Runnable backToGame) {
        this.i18n = i18n;
        Button back = new Button(i18n.text("browse.back"));
        back.setId("back-to-game");
        back.getStyleClass().add("primary");
        back.setOnAction(event -> backToGame.run());
        label.setId("browse-label");
        bar.getChildren().setAll(label, back);
        bar.setId("browse-bar");
        bar.getStyleClass().add("notice");
        bar.setAlignment(Pos.CENTER);
        bar.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        bar.setVisible(false);
    }

    Node node() {
        return bar;
    }

    /** Shown while browsing, at move {@code ply} of the match's {@code cursor}; hidden at the game itself. */
    void show(boolean browsing, int ply, int cursor) {
        bar.setVisible(browsing);
        label.setText(browsing ? i18n.text("browse.label", ply, cursor) : "");
    }
}
