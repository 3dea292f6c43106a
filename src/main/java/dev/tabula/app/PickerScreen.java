package dev.tabula.app;

import dev.tabula.core.GameInfo;
import dev.tabula.core.State;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The start screen: a card per game, Continue, Open and the recent files. */
final class PickerScreen {
    private static final Logger LOG = LoggerFactory.getLogger(PickerScreen.class);
    /** The preview's edge in pixels at 100 %; the window scales it with the font. */
    private static final double PREVIEW_SIZE = 150;

    private final Shell shell;
    private final I18n i18n;
    /** Each card's live picture, drawn by {@link #drawPreviews}. */
    private final List<Runnable> pendingPictures = new ArrayList<>();
    /** The first card's "New match": where the keyboard starts, so Enter starts a match at once. */
    private Button firstNewMatch;

    PickerScreen(Shell shell) {
        this.shell = shell;
        this.i18n = shell.i18n();
    }

    BorderPane build() {
        BorderPane root = new BorderPane();
        root.setId("picker");
        root.getStyleClass().add("picker");
        VBox top = new VBox(header());
        top.getStyleClass().add("picker-top");
        if (shell.lastRunCrashed() && shell.hasAutosave()) {
            top.getChildren().add(crashNotice());
        }
        root.setTop(top);
        FlowPane cards = new FlowPane();
        cards.setId("game-cards");
        cards.getStyleClass().add("game-cards");
        for (GameEntry entry : shell.registry().entries()) {
            try {
                cards.getChildren().add(card(entry));
            } catch (RuntimeException e) {
                // one broken game face must not take the whole picker down
                LOG.error("cannot show the card of {}", entry.id(), e);
            }
        }
        ScrollPane scroll = new ScrollPane(cards);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("picker-scroll");
        root.setCenter(scroll);
        root.setRight(recentFiles());
        return root;
    }

    /**
     * Draws each game's start position into its card: at once, or when the picker is the app's
     * first screen, a frame after the window first shows it. The cards, names and buttons then
     * reach the screen first, and the games' live pictures (a fifth of the start-up's work)
     * follow; both moments are logged for docs/performance.md.
     */
    void drawPreviews(boolean firstScreen) {
        if (!firstScreen) {
            drawPreviewsNow();
            return;
        }
        AfterFirstFrame.run(() -> {
            LOG.info("game picker shown {} ms after the JVM started", AfterFirstFrame.sinceJvmStart());
            drawPreviewsNow();
            AfterFirstFrame.run(() -> LOG.info("game pictures drawn {} ms after the JVM started",
                    AfterFirstFrame.sinceJvmStart()));
        });
    }

    private void drawPreviewsNow() {
        for (Runnable picture : pendingPictures) {
            try {
                picture.run();
            } catch (RuntimeException e) {
                LOG.error("cannot draw a game's picture", e);
            }
        }
        pendingPictures.clear();
    }

    void focusFirstGame() {
        if (firstNewMatch != null) {
            firstNewMatch.requestFocus();
        }
    }

    private Node header() {
        Label title = new Label(i18n.text("app.title"));
        title.getStyleClass().add("app-title");
        Label subtitle = new Label(i18n.text("picker.subtitle"));
        subtitle.getStyleClass().add("app-subtitle");
        VBox titles = new VBox(title, subtitle);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button resume = new Button(i18n.text("picker.continue"));
        resume.setId("continue");
        resume.setDisable(!shell.hasAutosave());
        resume.setTooltip(new Tooltip(i18n.text("picker.continue.tip")));
        resume.setOnAction(event -> shell.continueLast());
        Button open = new Button(i18n.text("action.open"));
        open.setId("open");
        open.setOnAction(event -> shell.openFile());
        Button settings = new Button(i18n.text("action.settings"));
        settings.setId("settings");
        settings.setOnAction(event -> shell.showSettings());
        HBox header = new HBox(titles, spacer, resume, open, settings);
        header.getStyleClass().add("picker-header");
        header.setAlignment(Pos.CENTER_LEFT);
        return header;
    }

    private Node crashNotice() {
        Label text = new Label(i18n.text("picker.crashNotice"));
        text.setWrapText(true);
        Button resume = new Button(i18n.text("picker.continue"));
        resume.setId("crash-continue");
        resume.getStyleClass().add("primary");
        resume.setOnAction(event -> shell.continueLast());
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox notice = new HBox(text, resume);
        notice.setId("crash-notice");
        notice.getStyleClass().add("notice");
        notice.setAlignment(Pos.CENTER_LEFT);
        return notice;
    }

    private Node card(GameEntry entry) {
        GameInfo info = entry.game().info();
        ResourceBundle bundle = shell.gameBundle(entry);
        StackPane picture = new StackPane();
        // a square for every game, so the names line up across the cards and nothing moves when the pictures come
        picture.setMinSize(PREVIEW_SIZE, PREVIEW_SIZE);
        picture.setMaxSize(PREVIEW_SIZE, PREVIEW_SIZE);
        picture.getStyleClass().add("card-preview");
        pendingPictures.add(() -> {
            State start = entry.game().start(info.minSeats(), Map.of(), 1);
            picture.getChildren().setAll(entry.ui().preview(start, PREVIEW_SIZE, bundle));
        });
        picture.setOnMouseClicked(event -> shell.newMatch(entry));
        Label name = new Label(shell.gameName(entry));
        name.getStyleClass().add("card-title");
        Label players = new Label(info.minSeats() == info.maxSeats()
                ? i18n.text("picker.players", info.minSeats())
                : i18n.text("picker.playersRange", info.minSeats(), info.maxSeats()));
        players.getStyleClass().add("card-players");
        Label pitch = new Label(I18n.format(bundle, "game.pitch"));
        pitch.getStyleClass().add("card-pitch");
        pitch.setWrapText(true);
        Hyperlink rules = new Hyperlink(i18n.text("picker.rules"));
        rules.setId("rules-" + entry.id());
        rules.setOnAction(event -> shell.showRules(entry));
        Button newMatch = new Button(i18n.text("picker.newMatch"));
        newMatch.setId("new-" + entry.id());
        newMatch.getStyleClass().add("primary");
        newMatch.setOnAction(event -> shell.newMatch(entry));
        // the words of a button and a link are never cut short: the card grows instead
        newMatch.setMinWidth(Region.USE_PREF_SIZE);
        rules.setMinWidth(Region.USE_PREF_SIZE);
        if (firstNewMatch == null) {
            firstNewMatch = newMatch;
        }
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox actions = new HBox(rules, spacer, newMatch);
        actions.setAlignment(Pos.CENTER_LEFT);
        Region grow = new Region();
        VBox.setVgrow(grow, Priority.ALWAYS);
        VBox card = new VBox(picture, name, players, pitch, grow, actions);
        card.setId("card-" + entry.id());
        card.getStyleClass().add("game-card");
        return card;
    }

    /** The full path and, while the file is there, when it was last saved, in the interface's date format. */
    private String recentTip(Path path, String file) {
        try {
            java.util.Date saved = new java.util.Date(java.nio.file.Files.getLastModifiedTime(path).toMillis());
            return i18n.text("picker.recent.tip", file, saved);
        } catch (java.io.IOException | RuntimeException e) {
            return file; // moved or deleted since: the path alone
        }
    }

    private Node recentFiles() {
        Label heading = new Label(i18n.text("picker.recent"));
        heading.getStyleClass().add("section-title");
        VBox list = new VBox(heading);
        list.setId("recent-files");
        list.getStyleClass().add("recent-files");
        if (shell.settings().recentFiles.isEmpty()) {
            Label none = new Label(i18n.text("picker.recent.none"));
            none.getStyleClass().add("muted");
            none.setWrapText(true);
            list.getChildren().add(none);
        }
        int index = 0;
        for (String file : shell.settings().recentFiles) {
            Path path = Path.of(file);
            Hyperlink link = new Hyperlink(String.valueOf(path.getFileName()));
            link.setId("recent-" + index++);
            link.setTooltip(new Tooltip(recentTip(path, file)));
            link.setOnAction(event -> shell.openPath(path));
            list.getChildren().add(link);
        }
        return list;
    }
}
