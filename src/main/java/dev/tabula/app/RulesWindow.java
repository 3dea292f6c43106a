package dev.tabula.app;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A game's rules page ({@code /rules/<game>.md} on the class path) in its own window, owned by
 * the main window so that it stays in front of it while the player reads beside the board.
 */
final class RulesWindow {
    private RulesWindow() {
    }

    /** The class-path location of a game's rules page. */
    static String resourceFor(String gameId) {
        return "/rules/" + gameId + ".md";
    }

    static Stage show(Window owner, I18n i18n, String gameId, String gameName) {
        VBox page = MarkdownView.renderResource(resourceFor(gameId));
        if (page == null) {
            page = new VBox(new Label(i18n.text("rules.missing", gameName)));
        }
        page.setId("rules-page");
        ScrollPane scroll = new ScrollPane(page);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("rules-scroll");
        Scene scene = new Scene(scroll, 640, 720);
        scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle(i18n.text("rules.title", gameName));
        stage.setScene(scene);
        stage.show();
        return stage;
    }
}
