package dev.tabula.app.rules;

import dev.tabula.app.common.I18n;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A game's rules page ({@code /rules/<game>.md} on the class path) in its own window, owned by
 * the main window so that it stays in front of it while the player reads beside the board.
 */
public final class RulesWindow {
    /** A page's width for reading: about 75 characters of text, more is tiring to follow. */
    static final double READING_WIDTH = 760;
    /** Beyond this height a page gains nothing: it scrolls anyway. */
    static final double MAX_HEIGHT = 1000;

    /** The usable area of the screen a window is on; the screenshots stand in a small or a large screen. */
    public static java.util.function.Function<Window, Rectangle2D> screens = RulesWindow::screenOf;

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

    /**
     * Where the window goes on a screen whose usable area is {@code screen}: the reading width and
     * nearly the screen's height, both shrunk to fit a small screen, centred; so its title bar,
     * heading and Close button are always on screen (at 800 × 600 too). {@code scale} is the
     * text's ({@link dev.tabula.app.common.WindowScale}): larger text keeps its line length.
     */
    static Rectangle2D boundsOn(Rectangle2D screen, double scale) {
        double width = Math.min(READING_WIDTH * scale, screen.getWidth() * 0.95);
        double height = Math.min(MAX_HEIGHT * scale, screen.getHeight() * 0.9);
        return new Rectangle2D(screen.getMinX() + (screen.getWidth() - width) / 2,
                screen.getMinY() + (screen.getHeight() - height) / 2, width, height);
    }

    /** The usable area (without the task bar) of the screen {@code owner} is on most. */
    private static Rectangle2D screenOf(Window owner) {
        return Screen.getScreensForRectangle(owner.getX(), owner.getY(), Math.max(1, owner.getWidth()),
                        Math.max(1, owner.getHeight())).stream().findFirst().orElse(Screen.getPrimary())
                .getVisualBounds();
    }

    static Stage show(Window owner, I18n i18n, String gameId, String gameName, boolean dark) {
        String resource = resourceFor(gameId, i18n.locale());
        VBox page = resource == null ? null : MarkdownView.renderResource(resource, dark);
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
        Rectangle2D bounds = boundsOn(screens.apply(owner), dev.tabula.app.common.WindowScale.factorOf(owner));
        Scene scene = new Scene(new VBox(scroll, bar), bounds.getWidth(), bounds.getHeight());
        scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        dev.tabula.app.common.WindowScale.likeOwner(scene.getRoot(), owner);
        stage.initOwner(owner);
        stage.setTitle(i18n.text("rules.title", gameName));
        stage.setScene(scene);
        stage.setMinWidth(Math.min(360, bounds.getWidth()));
        stage.setMinHeight(Math.min(300, bounds.getHeight()));
        stage.setX(bounds.getMinX());
        stage.setY(bounds.getMinY());
        stage.show();
        return stage;
    }
}
