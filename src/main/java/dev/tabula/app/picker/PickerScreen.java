package dev.tabula.app.picker;

import dev.tabula.app.common.AfterFirstFrame;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.common.WindowScale;
import dev.tabula.core.GameInfo;
import dev.tabula.core.State;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.TilePane;
import javafx.scene.layout.VBox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The start screen: a card per game, the matches in progress (each with Continue and Remove),
 * Open and the recent files. The matches in progress are read off the JavaFX thread and come a
 * moment after the screen ({@link #showInProgress}), with the notices above them
 * ({@link PickerNotices}).
 */
public final class PickerScreen {
    private static final Logger LOG = LoggerFactory.getLogger(PickerScreen.class);
    /** The preview's edge in pixels before the picker knows its width, and the size every game draws its picture at. */
    private static final double PREVIEW_SIZE = 150;
    /** A game card's least and greatest width, in em: the cards fill the width between them. */
    private static final double CARD_MIN_EM = 15;
    private static final double CARD_MAX_EM = 34;
    /** A match in progress's tile, likewise. */
    private static final double TILE_MIN_EM = 20;
    private static final double TILE_MAX_EM = 30;
    /** Below a card's picture: its name, players, pitch and buttons, in em (the picture gives way so a row fits). */
    private static final double CARD_TEXT_EM = 12;
    /** The pictures are drawn again only when their size changes by this many pixels, not at every pixel of a resize. */
    private static final double PICTURE_STEP = 10;
    /** Room kept for a scroll bar, in em. */
    private static final double SCROLL_BAR_EM = 1.2;

    private final PickerContext context;
    private final I18n i18n;
    /** Each card's live picture, drawn by {@link #drawPreviews} and again when the cards change size. */
    private final List<Picture> pictures = new ArrayList<>();
    private boolean picturesDrawn;
    private double pictureSize = PREVIEW_SIZE;
    private final TilePane cards = new TilePane();
    private final ScrollPane scroll = new ScrollPane();
    /** The first card's "New match": where the keyboard starts, so Enter starts a match at once. */
    private Button firstNewMatch;
    private final VBox top = new VBox();
    private final TilePane inProgressList = new TilePane();
    private final VBox inProgressSection = new VBox();
    /** The notices above the list; they go and come with it. */
    private final PickerNotices notices;
    /** The matches in progress last shown. */
    private List<InProgress.Entry> inProgress = List.of();

    /** A card's picture: its frame, and what draws the game into it at a size. */
    private record Picture(StackPane frame, java.util.function.DoubleFunction<Node> draw) {
    }

    public PickerScreen(PickerContext context) {
        this.context = context;
        this.i18n = context.i18n();
        this.notices = new PickerNotices(context, top, () -> showInProgress(inProgress));
    }

    public BorderPane build() {
        BorderPane root = new BorderPane();
        root.setId("picker");
        root.getStyleClass().add("picker");
        top.getChildren().setAll(header());
        top.getStyleClass().add("picker-top");
        root.setTop(top);
        cards.setId("game-cards");
        cards.getStyleClass().add("game-cards");
        cards.setAlignment(Pos.TOP_CENTER);
        cards.setTileAlignment(Pos.TOP_CENTER);
        for (GameEntry entry : context.registry().entries()) {
            try {
                cards.getChildren().add(card(entry));
            } catch (RuntimeException e) {
                // one broken game face must not take the whole picker down
                LOG.error("cannot show the card of {}", entry.id(), e);
            }
        }
        scroll.setContent(new VBox(inProgressSection(), cards));
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("picker-scroll");
        scroll.widthProperty().addListener(observable -> fitTo());
        scroll.heightProperty().addListener(observable -> fitTo());
        root.setCenter(scroll);
        root.setRight(recentFiles());
        return root;
    }

    /** The root font size now, in pixels: the em of tabula.css. */
    private double em() {
        javafx.scene.Scene scene = context.stage().getScene();
        return scene == null || scene.getWidth() <= 0
                ? javafx.scene.text.Font.getDefault().getSize()
                : WindowScale.fontSize(scene.getWidth(), scene.getHeight());
    }

    /**
     * Spreads the cards and the matches in progress over the scroll pane: as many columns as
     * fit, centred, each card as wide as the columns allow and its picture as large as the card
     * (but small enough that a row of cards fits the height). The width always leaves room for
     * the scroll bar: were it counted only while shown, larger pictures would bring it, the bar
     * would shrink them, and the picker would flicker between the two.
     */
    private void fitTo() {
        double em = em();
        Insets pad = cards.getPadding();
        double viewportWidth = scroll.getWidth() - SCROLL_BAR_EM * em;
        double width = viewportWidth - pad.getLeft() - pad.getRight() - 1;
        double tallest = scroll.getHeight() - pad.getTop() - pad.getBottom() - CARD_TEXT_EM * em;
        double widest = Math.max(CARD_MIN_EM * em, Math.min(CARD_MAX_EM * em, tallest + 2 * em));
        CardGrid grid = CardGrid.fit(cards.getChildren().size(), width, cards.getHgap(), CARD_MIN_EM * em, widest);
        cards.setPrefColumns(grid.columns());
        cards.setPrefTileWidth(grid.tileWidth());
        Insets listPad = inProgressSection.getPadding();
        // an em for the list's own scroll bar, when it has more than two rows
        double listWidth = viewportWidth - listPad.getLeft() - listPad.getRight() - SCROLL_BAR_EM * em;
        CardGrid tiles = CardGrid.fit(inProgressList.getChildren().size(), listWidth, inProgressList.getHgap(),
                TILE_MIN_EM * em, TILE_MAX_EM * em);
        inProgressList.setPrefColumns(tiles.columns());
        inProgressList.setPrefTileWidth(tiles.tileWidth());
        // the card's padding is an em on each side
        double size = Math.max(PREVIEW_SIZE, Math.floor((grid.tileWidth() - 2 * em) / PICTURE_STEP) * PICTURE_STEP);
        if (size != pictureSize) {
            pictureSize = size;
            for (Picture picture : pictures) {
                picture.frame().setMinSize(size, size);
                picture.frame().setMaxSize(size, size);
            }
            if (picturesDrawn) {
                // after this layout pass: pictures made during it would show unstyled for a frame
                Platform.runLater(this::drawPreviewsNow);
            }
        }
    }

    /**
     * Draws each game's start position into its card: at once, or when the picker is the app's
     * first screen, a frame after the window first shows it. The cards, names and buttons then
     * reach the screen first, and the games' live pictures (a fifth of the start-up's work)
     * follow; both moments are logged for docs/performance.md.
     */
    public void drawPreviews(boolean firstScreen) {
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
        picturesDrawn = true;
        for (Picture picture : pictures) {
            try {
                picture.frame().getChildren().setAll(picture.draw().apply(pictureSize));
            } catch (RuntimeException e) {
                LOG.error("cannot draw a game's picture", e);
            }
        }
    }

    public void focusFirstGame() {
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
        Button open = new Button(i18n.text("action.open"));
        open.setId("open");
        open.setOnAction(event -> context.openFile());
        Button settings = new Button(i18n.text("action.settings"));
        settings.setId("settings");
        settings.setOnAction(event -> context.showSettings());
        Button records = new Button(i18n.text("records.open"));
        records.setId("records");
        records.setOnAction(event -> context.records().show());
        Button join = new Button(i18n.text("picker.join"));
        join.setId("join");
        join.setOnAction(event -> context.joinMatch());
        // five buttons beside the title at 800 px: the subtitle wraps, the buttons keep their words
        subtitle.setWrapText(true);
        titles.setMinWidth(0);
        HBox.setHgrow(titles, Priority.SOMETIMES);
        for (Button button : List.of(join, open, records, settings)) {
            button.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox header = new HBox(titles, spacer, join, open, records, settings);
        header.getStyleClass().add("picker-header");
        header.setAlignment(Pos.CENTER_LEFT);
        return header;
    }

    /** Above the games, hidden while there is none: a tile per match in progress. */
    private Node inProgressSection() {
        Label heading = new Label(i18n.text("picker.inProgress"));
        heading.getStyleClass().add("section-title");
        inProgressList.setId("in-progress");
        inProgressList.getStyleClass().add("in-progress");
        inProgressList.setAlignment(Pos.TOP_LEFT);
        inProgressList.setTileAlignment(Pos.TOP_LEFT);
        // two rows at most, scrolled within: a player with many matches under way still sees the games
        ScrollPane rows = new ScrollPane(inProgressList);
        rows.setFitToWidth(true);
        rows.getStyleClass().add("picker-scroll");
        rows.maxHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> 2 * inProgressList.getTileHeight() + inProgressList.getVgap()
                        + rows.getInsets().getTop() + rows.getInsets().getBottom() + 2,
                inProgressList.tileHeightProperty(), inProgressList.vgapProperty(), rows.insetsProperty()));
        inProgressSection.getChildren().setAll(heading, rows);
        inProgressSection.getStyleClass().add("in-progress-section");
        inProgressSection.setVisible(false);
        inProgressSection.setManaged(false);
        return inProgressSection;
    }

    /**
     * Fills in the matches in progress (newest first, each in its newest state) and the notices
     * above them ({@link PickerNotices}).
     */
    public void showInProgress(List<InProgress.Entry> entries) {
        inProgress = entries;
        List<InProgress.Entry> tiles = notices.show(entries);
        inProgressList.getChildren().clear();
        inProgressSection.setVisible(!tiles.isEmpty());
        inProgressSection.setManaged(!tiles.isEmpty());
        for (int i = 0; i < tiles.size(); i++) {
            try {
                inProgressList.getChildren().add(InProgressTile.build(context, tiles.get(i), i, em(), PREVIEW_SIZE));
            } catch (RuntimeException e) {
                LOG.error("cannot show the match in progress {}", tiles.get(i).slot().id(), e);
            }
        }
        fitTo();
    }

    /** Reads the matches in progress again (the autosave works again, a copy was saved): their marks follow. */
    public void reloadInProgress() {
        context.matches().load(entries -> {
            if (context.shows(this)) { // still on screen once the matches in progress are read
                showInProgress(entries);
            }
        });
    }

    private Node card(GameEntry entry) {
        GameInfo info = entry.game().info();
        ResourceBundle bundle = context.gameBundle(entry);
        StackPane picture = new StackPane();
        // a square for every game, so the names line up across the cards and nothing moves when the pictures come
        picture.setMinSize(pictureSize, pictureSize);
        picture.setMaxSize(pictureSize, pictureSize);
        picture.getStyleClass().add("card-preview");
        pictures.add(new Picture(picture, size -> {
            State start = entry.game().start(info.minSeats(), Map.of(), 1);
            return entry.ui().preview(start.publicView(), size, bundle);
        }));
        picture.setOnMouseClicked(event -> context.newMatch(entry));
        Label name = new Label(context.gameName(entry));
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
        rules.setOnAction(event -> context.showRules(entry));
        Button newMatch = new Button(i18n.text("picker.newMatch"));
        newMatch.setId("new-" + entry.id());
        newMatch.getStyleClass().add("primary");
        newMatch.setOnAction(event -> context.newMatch(entry));
        Hyperlink host = new Hyperlink(i18n.text("picker.host"));
        host.setId("host-" + entry.id());
        host.setOnAction(event -> context.hostMatch(entry));
        // the words of a button and a link are never cut short: the card grows instead
        newMatch.setMinWidth(Region.USE_PREF_SIZE);
        rules.setMinWidth(Region.USE_PREF_SIZE);
        host.setMinWidth(Region.USE_PREF_SIZE);
        if (firstNewMatch == null) {
            firstNewMatch = newMatch;
        }
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox actions = new HBox(rules, spacer, newMatch);
        actions.setAlignment(Pos.CENTER_LEFT);
        Region grow = new Region();
        VBox.setVgrow(grow, Priority.ALWAYS);
        VBox card = new VBox(picture, name, players, pitch, grow, host, actions);
        card.setId("card-" + entry.id());
        card.getStyleClass().add("game-card");
        return card;
    }

    private Node recentFiles() {
        Label heading = new Label(i18n.text("picker.recent"));
        heading.getStyleClass().add("section-title");
        VBox list = new VBox(heading);
        list.setId("recent-files");
        list.getStyleClass().add("recent-files");
        if (context.settings().recentFiles.isEmpty()) {
            Label none = new Label(i18n.text("picker.recent.none"));
            none.getStyleClass().add("muted");
            none.setWrapText(true);
            list.getChildren().add(none);
        }
        int index = 0;
        for (String file : context.settings().recentFiles) {
            Path path;
            try {
                path = Path.of(file);
            } catch (java.nio.file.InvalidPathException e) {
                continue; // the settings store lets none through; a list changed since must not stop the picker
            }
            Hyperlink link = new Hyperlink(String.valueOf(path.getFileName()));
            link.setId("recent-" + index++);
            // the full path now, and when it was last saved once the file thread has looked (a
            // recent file may be on a disk that does not answer: the picker never waits for it)
            Tooltip tip = new Tooltip(file);
            link.setTooltip(tip);
            context.matchFiles().lastSaved(path).thenAccept(saved ->
                    Platform.runLater(() -> tip.setText(i18n.text("picker.recent.tip", file, saved))));
            link.setOnAction(event -> context.openMatchFile(path));
            list.getChildren().add(link);
        }
        return list;
    }
}
