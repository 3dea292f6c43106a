package dev.tabula.app.rules;

import dev.tabula.app.common.I18n;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A game's rules page ({@code /rules/<game>.md} on the class path) in its own window, owned by
 * the main window so that it stays in front of it while the player reads beside the board.
 */
public final class RulesWindow {
    private RulesWindow() {
    }

    /** The class-path location of a game's rules page in English. */
    public static String resourceFor(String gameId) {
        return "/rules/" + gameId + ".md";
    }

    /**
     * Where to look for a game's rules page in {@code locale}, best first (docs/i18n.md):
     * {@code <game>.<language>-<country>.md}, {@code <game>.<language>.md}, {@code <game>.md}.
     */
    public static List<String> candidatesFor(String gameId, Locale locale) {
        List<String> candidates = new ArrayList<>();
        String language = locale.getLanguage();
        if (!language.isEmpty() && !locale.getCountry().isEmpty()) {
            candidates.add("/rules/" + gameId + "." + language + "-" + locale.getCountry() + ".md");
        }
        if (!language.isEmpty() && !"en".equals(language)) {
            candidates.add("/rules/" + gameId + "." + language + ".md");
        }
        candidates.add(resourceFor(gameId));
        return candidates;
    }

    /** The first of {@link #candidatesFor} that exists, or null. */
    public static String resourceFor(String gameId, Locale locale) {
        return candidatesFor(gameId, locale).stream()
                .filter(path -> RulesWindow.class.getResource(path) != null)
                .findFirst().orElse(null);
    }

    static Stage show(Window owner, I18n i18n, String gameId, String gameName) {
        String resource = resourceFor(gameId, i18n.locale());
        VBox page = resource == null ? null : MarkdownView.renderResource(resource);
        if (page == null) {
            page = new VBox(new Label(i18n.text("rules.missing", gameName)));
        }
        page.setId("rules-page");
        ScrollPane scroll = new ScrollPane(page);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("rules-scroll");
        Stage stage = new Stage();
        Button close = new Button(i18n.text("rules.close"));
        close.setId("rules-close");
        close.setCancelButton(true); // Esc closes the window, as players expect of a page they read
        close.setOnAction(event -> stage.close());
        HBox bar = new HBox(close);
        bar.setAlignment(Pos.CENTER_RIGHT);
        bar.setPadding(new Insets(8, 12, 8, 12));
        VBox.setVgrow(scroll, Priority.ALWAYS);
        Scene scene = new Scene(new VBox(scroll, bar), 640, 720);
        scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        stage.initOwner(owner);
        stage.setTitle(i18n.text("rules.title", gameName));
        stage.setScene(scene);
        stage.show();
        return stage;
    }
}
