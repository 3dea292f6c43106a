package dev.tabula.app.picker;

import dev.tabula.app.common.AfterFirstFrame;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.common.WindowScale;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    /** A game card's least width, in em: four in a row where they fit so, else two rows of two ({@link PickerFit}). */
    private static final double CARD_MIN_EM = 12;
    /** A card's padding on each side, in em (tabula.css, .game-card). */
    private static final double CARD_PADDING_EM = 1;
    /** Room kept below the cards, in em: a line that wraps at a rounding of the width does not push a card out of view. */
    private static final double SAFETY_EM = 0.5;
    /** The least picture, in em: below it the cards scroll rather than shrink further. */
    private static final double MIN_PICTURE_EM = 4;
    /** The pictures are drawn again only when their size changes by this many pixels, not at every pixel of a resize. */
    private static final double PICTURE_STEP = 10;
    /** Room kept for a scroll bar, in em. */
    private static final double SCROLL_BAR_EM = 1.2;

    private final PickerContext context;
    private final I18n i18n;
    /** The games' cards; their live pictures are drawn by {@link #drawPreviews} and again when the cards change size. */
    private final List<GameCard> gameCards = new ArrayList<>();
    private boolean picturesDrawn;
    private double pictureSize = PREVIEW_SIZE;
    private final TilePane cards = new TilePane();
    private final ScrollPane scroll = new ScrollPane();
    /** The first card's "New match": where the keyboard starts, so Enter starts a match at once. */
    private Button firstNewMatch;
    private final VBox top = new VBox();
    private final HBox inProgressList = new HBox();
    private final VBox inProgressSection = new VBox();
    /** The notices above the list; they go and come with it. */
    private final PickerNotices notices;
    /** The matches in progress last shown. */
    private List<InProgress.Entry> inProgress = List.of();

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
                GameCard card = new GameCard(context, entry, pictureSize);
                gameCards.add(card);
                cards.getChildren().add(card.node());
                if (firstNewMatch == null) {
                    firstNewMatch = card.newMatchButton();
                }
            } catch (RuntimeException e) {
                // one broken game face must not take the whole picker down
                LOG.error("cannot show the card of {}", entry.id(), e);
            }
        }
        // the cards in the middle of the room the matches in progress leave, which they fill
        VBox games = new VBox(cards);
        games.setAlignment(Pos.CENTER);
        VBox.setVgrow(games, Priority.ALWAYS);
        VBox page = new VBox(inProgressSection(), games);
        scroll.setContent(page);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.getStyleClass().add("picker-scroll");
        scroll.widthProperty().addListener(observable -> fitTo());
        scroll.heightProperty().addListener(observable -> fitTo());
        // the matches in progress take their height once styled and laid out: the cards share what is left then
        inProgressSection.heightProperty().addListener(observable -> fitTo());
        root.setCenter(scroll);
        root.setBottom(recentFiles());
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
     * Spreads the cards over the room below the matches in progress ({@link PickerFit}): four in
     * a row or two rows of two, each picture as large as the words below it leave room for, so
     * every game is in view and a large window is filled. The width always leaves room for the
     * scroll bar: were it counted only while shown, larger pictures would bring it, the bar would
     * shrink them, and the picker would flicker between the two.
     */
    private void fitTo() {
        if (gameCards.isEmpty() || scroll.getWidth() <= 0) {
            return;
        }
        double em = em();
        Insets pad = cards.getPadding();
        double width = scroll.getWidth() - SCROLL_BAR_EM * em - pad.getLeft() - pad.getRight() - 1;
        double strip = inProgressSection.isManaged()
                ? Math.max(inProgressSection.getHeight(), inProgressSection.prefHeight(scroll.getWidth())) : 0;
        double height = scroll.getHeight() - strip - pad.getTop() - pad.getBottom() - 2;
        gameCards.forEach(card -> card.node().applyCss());
        double padding = CARD_PADDING_EM * em;
        // the words as the card lays them out at that width (its borders too), less the padding PickerFit counts itself
        PickerFit fit = PickerFit.of(gameCards.size(), width, height, cards.getHgap(), CARD_MIN_EM * em, padding,
                inside -> gameCards.stream().mapToDouble(card -> card.heightBesidesPicture(Math.floor(inside + 2 * padding)))
                        .max().orElse(0) - 2 * padding + SAFETY_EM * em,
                MIN_PICTURE_EM * em, Double.MAX_VALUE);
        cards.setPrefColumns(fit.columns());
        cards.setPrefTileWidth(Math.floor(fit.cardWidth()));
        double size = Math.floor(fit.pictureSize() / PICTURE_STEP) * PICTURE_STEP;
        if (size != pictureSize) {
            pictureSize = size;
            gameCards.forEach(card -> card.setPictureSize(size));
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
            AfterFirstFrame.run(() -> {
                LOG.info("game pictures drawn {} ms after the JVM started", AfterFirstFrame.sinceJvmStart());
                // while the player reads the cards: the first New match then opens filled and at once
                AfterFirstFrame.run(this::warmUpNewMatch);
            });
        });
    }

    private void warmUpNewMatch() {
        warmUpNewMatch(context.registry().entries(), 0, System.nanoTime());
    }

    /**
     * Prepares the dialog of game {@code index}, then of the next a frame later: one game's dialog
     * at a time, so that a click on the cards meanwhile waits for one dialog's preparation at most
     * (about a quarter of a second of the JavaFX thread on this machine), not for all four at once.
     */
    private void warmUpNewMatch(List<GameEntry> entries, int index, long start) {
        if (index >= entries.size() || !context.shows(this)) {
            LOG.info("new-match dialogs prepared in {} ms", (System.nanoTime() - start) / 1_000_000);
            return;
        }
        try {
            new NewMatchDialog(context, entries.get(index)).warmUp();
        } catch (RuntimeException e) {
            LOG.warn("cannot prepare the new-match dialog of {}", entries.get(index).id(), e);
        }
        AfterFirstFrame.run(() -> warmUpNewMatch(entries, index + 1, start));
    }

    private void drawPreviewsNow() {
        picturesDrawn = true;
        for (GameCard card : gameCards) {
            try {
                card.drawPicture(pictureSize);
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
        // the pitch wraps in a narrow window rather than ending in "…"
        subtitle.setWrapText(true);
        subtitle.setMinHeight(Region.USE_PREF_SIZE);
        VBox titles = new VBox(title, subtitle);
        titles.setMinWidth(0);
        HBox.setHgrow(titles, Priority.ALWAYS);
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
        for (Button button : List.of(join, open, records, settings)) {
            button.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox header = new HBox(titles, join, open, records, settings);
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
        // one row, scrolled sideways: however many matches are under way, the games stay in view below
        ScrollPane rows = new ScrollPane(inProgressList);
        rows.setFitToHeight(true);
        rows.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        rows.setHbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
        rows.getStyleClass().add("picker-scroll");
        rows.setId("in-progress-strip");
        // as tall as its tiles and the bar under them: the page below never squeezes it
        rows.setMinHeight(Region.USE_PREF_SIZE);
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
    void showInProgress(List<InProgress.Entry> entries) {
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

    /** A line under the games: the recent files side by side (scrolled sideways when many), not a column taking the cards' width. */
    private Node recentFiles() {
        Label heading = new Label(i18n.text("picker.recent"));
        heading.getStyleClass().add("section-title");
        heading.setMinWidth(Region.USE_PREF_SIZE);
        HBox list = new HBox(heading);
        list.setId("recent-files");
        list.getStyleClass().add("recent-files");
        list.setAlignment(Pos.CENTER_LEFT);
        if (context.settings().recentFiles.isEmpty()) {
            Label none = new Label(i18n.text("picker.recent.none"));
            none.getStyleClass().add("muted");
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
            link.setMinWidth(Region.USE_PREF_SIZE);
            list.getChildren().add(link);
        }
        ScrollPane line = new ScrollPane(list);
        line.setFitToHeight(true);
        line.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        line.setHbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
        line.getStyleClass().addAll("picker-scroll", "recent-line");
        // reviewing a saved match sits with the saved files, which keeps the header to one row at 800 px
        Button review = new Button(I18n.format(i18n.bundle("dev.tabula.app.review.messages"), "review.openFile"));
        review.setId("review-file");
        review.setOnAction(event -> context.reviewFile());
        review.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(line, Priority.ALWAYS);
        HBox bottom = new HBox(line, review);
        bottom.setAlignment(Pos.CENTER_LEFT);
        bottom.getStyleClass().add("picker-bottom");
        return bottom;
    }
}
