package dev.tabula.app;

import dev.tabula.app.files.FilesContext;
import dev.tabula.app.match.MatchContext;
import dev.tabula.app.common.MatchRelay;
import dev.tabula.app.network.GuestScreen;
import dev.tabula.app.network.NetworkContext;
import dev.tabula.app.network.NetworkHosting;
import dev.tabula.app.picker.PickerContext;
import dev.tabula.app.files.ShownMatch;
import dev.tabula.app.common.WindowContext;
import dev.tabula.app.files.Autosaver;
import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.computer.ComputerThread;
import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.DataWrites;
import dev.tabula.app.files.FilePicker;
import dev.tabula.app.settings.FontNotice;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.GameRegistry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.common.Language;
import dev.tabula.app.files.MatchFileDrop;
import dev.tabula.app.files.MatchFiles;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.match.MatchScreen;
import dev.tabula.app.files.MatchesInProgress;
import dev.tabula.app.picker.NewMatchDialog;
import dev.tabula.app.picker.PickerScreen;
import dev.tabula.app.records.RecordsKeeper;
import dev.tabula.app.rules.RulesWindows;
import dev.tabula.app.settings.Settings;
import dev.tabula.app.settings.SettingsDialog;
import dev.tabula.app.settings.SettingsStore;
import dev.tabula.app.files.SystemFilePicker;
import dev.tabula.app.common.WindowScale;
import dev.tabula.core.Match;
import dev.tabula.core.Setup;
import dev.tabula.core.save.MatchCodec;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The main window and what moves between its screens: the game picker, the match screen, the
 * dialogs and the settings. One instance per running app. The matches in progress and the
 * autosave are {@link MatchesInProgress}'s, the player's match files {@link MatchFiles}', the
 * window's theme, shortcuts and bounds {@link MainWindow}'s. It is the composition root: the
 * screens and the parts see it only through the narrow contexts it implements ({@link MatchContext},
 * {@link PickerContext}, {@link FilesContext}, {@link WindowContext}).
 */
public final class Shell implements MatchContext, PickerContext, FilesContext, NetworkContext {
    private static final Logger LOG = LoggerFactory.getLogger(Shell.class);

    private final Stage stage;
    private final DataFolder data;
    private final GameRegistry registry;
    private final MatchCodec codec;
    private final SettingsStore settingsStore;
    private final Autosaver autosaver;
    /** The matches in progress, the crash notice and the autosave's failures. */
    private final MatchesInProgress matches;
    /** Open, Save and Save as, on a thread of their own. */
    private final MatchFiles matchFiles = new MatchFiles(this);
    private FilePicker files;
    /** Whether {@link #files} is the system chooser we made (its filter name follows the language). */
    private boolean systemFiles;
    private Settings settings;
    private I18n i18n;
    private UnexpectedErrors unexpected;
    /** Writes what is pending when the JVM is told to end (a logout's SIGTERM) without the window closing. */
    private final Thread flushAtExit = new Thread(this::flushAutosave, "tabula-autosave-at-exit");
    private Scene scene;
    /** The theme, the shortcuts and the window's bounds. */
    private MainWindow window;
    private MatchScreen matchScreen;
    /** A friend's match hosted elsewhere, on screen, or null. */
    private GuestScreen guestScreen;
    /** Hosts on the loopback address only, unannounced: tests play both ends on one computer. */
    boolean networkLoopback;
    private PickerScreen picker;
    /** The lesson on screen, or null; {@link #lessons} is the lessons' way to the shell. */
    private dev.tabula.app.lesson.LessonScreen lessonScreen;
    /** The game of {@link #lessonScreen} (a language switch opens it again). */
    private GameEntry lessonEntry;
    private final LessonDoor lessons = new LessonDoor(this);
    private final RulesWindows rulesWindows = new RulesWindows(this);
    private final RecordsKeeper records;
    /** The start screen's notices dismissed in this run (they would come back with every picker otherwise). */
    private final java.util.Set<String> dismissedNotices = new java.util.HashSet<>();
    /** Whether a language's script can be drawn (the message key if not); tests stand in for a missing font. */
    java.util.function.Function<java.util.Locale, Optional<String>> fontCheck =
            dev.tabula.app.fonts.CjkFontCheck::missingFontMessage;
    /** The time the board views measure with (nanoseconds); tests move it by hand. */
    LongSupplier clock = System::nanoTime;

    /** Where the computer players think and wait; tests step it by hand instead of waiting for time. */
    ComputerExecutor computers = ComputerThread.INSTANCE;
    /** How hard a review looks, from the match's seed (a test makes it quick). */
    java.util.function.LongFunction<dev.tabula.ai.review.ReviewSettings> reviewSettings =
            dev.tabula.ai.review.ReviewSettings::defaults;

    /** Where the table's sounds go: the speakers, or a test's recorder. */
    dev.tabula.app.sound.SoundPlayer soundPlayer = dev.tabula.app.sound.JavaSoundPlayer.system();

    Shell(Stage stage, Startup startup, FilePicker files) {
        this(stage, startup, files, DataWrites.ATOMIC);
    }

    Shell(Stage stage, Startup startup, FilePicker files, DataWrites writes) {
        this.stage = stage;
        this.data = startup.data();
        this.registry = startup.registry();
        this.codec = startup.codec();
        this.settingsStore = startup.settingsStore();
        this.settings = startup.settings();
        this.i18n = startup.i18n();
        this.autosaver = new Autosaver(writes, Platform::runLater);
        this.matches = new MatchesInProgress(this, autosaver, startup.inProgress(), codec,
                startup.crashed().orElse(null));
        this.files = files;
        this.records = new RecordsKeeper(this, data, startup.records(), writes);
    }

    void start() {
        unexpected = UnexpectedErrors.install(this);
        if (files == null) {
            systemFiles = true;
            files = new SystemFilePicker(i18n.text("file.filter"), settings);
        }
        matches.start();
        autosaver.write(data.runningMarker(), DataFolder.marker(null));
        Runtime.getRuntime().addShutdownHook(flushAtExit);
        scene = new Scene(new StackPane(), settings.windowWidth, settings.windowHeight);
        WindowScale.follow(scene); // the window's text grows with its size, on every screen
        MatchFileDrop.install(scene, this::openMatchFile);
        window = new MainWindow(this, scene);
        window.applyTheme();
        window.installShortcuts();
        stage.setScene(scene);
        stage.setMinWidth(640);
        stage.setMinHeight(480);
        window.restoreBounds();
        stage.setOnCloseRequest(event -> {
            if (!matches.mayClose()) {
                event.consume(); // the player keeps Tabula open: the moves not saved are still here
                return;
            }
            window.rememberBounds();
        });
        Language wanted = i18n.language();
        boolean drawable = !wanted.needsCjkFont() || fontCheck.apply(wanted.locale()).isEmpty();
        if (!drawable) {
            // the system's or the saved language would be empty boxes: English, and a word why, once
            i18n = I18n.of(Language.ENGLISH);
            settings.language = Language.ENGLISH.tag();
            window.applyTheme();
        }
        showPicker();
        stage.show();
        if (!drawable) {
            Platform.runLater(() -> FontNotice.canShow(wanted, fontCheck, i18n, stage));
        }
    }

    void stop() {
        if (window != null) {
            window.rememberBounds();
        }
        if (matchScreen != null) {
            matches.leave(matchScreen);
            matchScreen.dispose();
            matchScreen = null;
        }
        settingsStore.save(settings);
        autosaver.delete(data.runningMarker());
        autosaver.close();
        records.close();
        try {
            Runtime.getRuntime().removeShutdownHook(flushAtExit);
        } catch (IllegalStateException e) {
            // the JVM is already ending: the hook runs, and finds nothing left to write
        }
        matchFiles.shutdown();
        if (unexpected != null) {
            unexpected.uninstall();
        }
    }

    private void flushAutosave() {
        autosaver.close();
    }

    // ---------------------------------------------------------------- accessors for the screens

    @Override
    public LongSupplier clock() {
        return clock;
    }

    @Override
    public ComputerExecutor computers() {
        return computers;
    }

    public Stage stage() {
        return stage;
    }

    public RecordsKeeper records() {
        return records;
    }

    public I18n i18n() {
        return i18n;
    }

    public Settings settings() {
        return settings;
    }

    /** The cues at the player's volume (read at each sound: a change in the settings counts at once). */
    @Override
    public dev.tabula.app.sound.CueSounds sounds() {
        return new dev.tabula.app.sound.CueSounds(soundPlayer,
                () -> new dev.tabula.app.sound.CueSounds.Level(settings.soundMuted, settings.volumePercent()));
    }

    public GameRegistry registry() {
        return registry;
    }

    public MatchCodec codec() {
        return codec;
    }

    public Autosaver autosaver() {
        return autosaver;
    }

    public FilePicker files() {
        return files;
    }

    public Path dataFolder() {
        return data.root();
    }

    public MatchFiles matchFiles() {
        return matchFiles;
    }

    /** The window's frame: theme, shortcuts, bounds (tests give it screens of their own). */
    MainWindow window() {
        return window;
    }

    public void saveSettings() {
        settingsStore.save(settings);
    }

    /** Whether the settings were read at the start (not when the data folder did not answer in time). */
    public boolean settingsRead() {
        return settingsStore.writable();
    }

    /** The match on screen, or null on the picker. */
    MatchScreen matchScreen() {
        return matchScreen;
    }

    @Override
    public Optional<ShownMatch> shownMatch() {
        return Optional.ofNullable(matchScreen);
    }

    @Override
    public void onShownMatch(java.util.function.Consumer<ShownMatch> action) {
        onMatch(action::accept);
    }

    @Override
    public void reloadInProgress() {
        onPicker(PickerScreen::reloadInProgress);
    }

    @Override
    public <T> T withMatchPaused(java.util.function.Supplier<T> question) {
        MatchScreen before = suspendMatch();
        T answer = question.get();
        resumeMatch(before);
        return answer;
    }

    /**
     * Completes on the JavaFX thread once every file task asked for so far (autosaves, reads of
     * the matches in progress, match files, the records) is done and its result is on screen (for tests).
     */
    CompletableFuture<Void> whenIdle() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        matchFiles.afterPending(autosaver.afterPending(() -> null)).thenCompose(ignored -> records.afterPending())
                .whenComplete((ignored, error) -> Platform.runLater(() -> done.complete(null)));
        return done;
    }

    // ---------------------------------------------------------------- the matches in progress

    /** The matches in progress, the crash notice and the autosave's failures. */
    public MatchesInProgress matches() {
        return matches;
    }

    /** Writes the match on {@code screen} to its slot (on the autosave thread; the content is taken now). */
    public void autosave(ShownMatch screen) {
        matches.autosave(screen);
    }

    /** The start screen's notices dismissed in this run (they would come back with every picker otherwise). */
    public java.util.Set<String> dismissedNotices() {
        return dismissedNotices;
    }

    // ---------------------------------------------------------------- screens

    public void showPicker() {
        closeMatch();
        closeLesson();
        picker = new PickerScreen(this);
        show(picker.build());
        picker.drawPreviews(!stage.isShowing());
        PickerScreen shown = picker;
        shown.reloadInProgress();
        Platform.runLater(shown::focusFirstGame); // once the window shows the scene
        stage.setTitle(i18n.text("app.title"));
        autosaver.write(data.runningMarker(), DataFolder.marker(null));
    }

    /** Runs {@code action} on the start screen, if it is the one on screen. */
    public void onPicker(java.util.function.Consumer<PickerScreen> action) {
        if (picker != null && matchScreen == null) {
            action.accept(picker);
        }
    }

    /** Whether {@code shown} is the start screen on screen now. */
    public boolean shows(PickerScreen shown) {
        return picker == shown && matchScreen == null;
    }

    private void show(Parent root) {
        scene.setRoot(root);
    }

    private void closeMatch() {
        leaveGuest();
        if (matchScreen != null) {
            matches.leave(matchScreen);
            matchScreen.dispose();
            matchScreen = null;
        }
    }

    @Override
    public Optional<javafx.scene.control.Hyperlink> learnLink(GameEntry entry) {
        return LessonDoor.learnLink(this, entry);
    }

    /** Opens the lesson of {@code entry}'s game where the player left it (the card's "Learn"). */
    void learn(GameEntry entry) {
        lessons.open(entry).ifPresent(screen -> {
            closeMatch();
            closeLesson();
            picker = null;
            lessonScreen = screen;
            lessonEntry = entry;
            show(screen.build());
        });
    }

    /** The lesson on screen, or null (for tests). */
    dev.tabula.app.lesson.LessonScreen lessonScreen() {
        return lessonScreen;
    }

    private void closeLesson() {
        if (lessonScreen != null) {
            lessonScreen.dispose();
            lessonScreen = null;
        }
    }

    /** Asks for seats and options, then starts the match. */
    public void newMatch(GameEntry entry) {
        newMatch(entry, false);
    }

    /** New match, {@code againstComputer}: the seats after the first are the computer's ("Play the computer"). */
    @Override
    public void newMatch(GameEntry entry, boolean againstComputer) {
        MatchScreen before = suspendMatch();
        new NewMatchDialog(this, entry, againstComputer).showAndWait().ifPresent(this::startMatch);
        resumeMatch(before);
    }

    // ---------------------------------------------------------------- playing over the network

    @Override
    public java.util.concurrent.Executor networkExecutor() {
        return Platform::runLater;
    }

    @Override
    public void hostMatch(GameEntry entry) {
        new NewMatchDialog(this, entry).showAndWait().ifPresent(request ->
                NetworkHosting.ask(this, request).ifPresent(choice ->
                        NetworkHosting.start(this, newMatch(request), choice, loopbackOnly())));
    }

    @Override
    public boolean loopbackOnly() {
        return networkLoopback;
    }

    @Override
    public void joinMatch() {
        GuestScreen.ask(this);
    }

    @Override
    public void showHostedMatch(Match match, MatchRelay relay) {
        showMatch(match, null, matches.newSlot(), relay);
        matches.trim();
    }

    @Override
    public void showGuest(GuestScreen screen, Parent root) {
        closeMatch();
        picker = null;
        guestScreen = screen;
        show(root);
        stage.setTitle(i18n.text("app.title"));
    }

    /** The friend's match on screen, or null (for tests). */
    GuestScreen guestScreen() {
        return guestScreen;
    }

    private void leaveGuest() {
        if (guestScreen != null) {
            guestScreen.leave();
            guestScreen = null;
        }
    }

    /** Stops a computer's thinking at once while a dialog is open over the match. */
    MatchScreen suspendMatch() {
        if (matchScreen != null) {
            matchScreen.suspend();
        }
        return matchScreen;
    }

    /** After the dialog: the match goes on if it is still the one on screen. */
    void resumeMatch(MatchScreen before) {
        if (before != null && before == matchScreen) {
            before.resume();
        }
    }

    public void startMatch(MatchRequest request) {
        showMatch(newMatch(request), null, matches.newSlot());
        matches.trim();
    }

    private static Match newMatch(MatchRequest request) {
        Setup setup = new Setup(request.seats().size(),
                request.entry().game().info().resolveOptions(request.options()), request.seed());
        LOG.info("new {} match, seed {}, options {}", request.entry().id(), request.seed(), setup.options());
        return new Match(request.entry().game(), setup, request.seats());
    }

    /** Shows {@code match} as a new match in progress. */
    void showMatch(Match match, Path file) {
        showMatch(match, file, matches.newSlot());
    }

    /**
     * Shows {@code match} in {@code slot}; the match that was on screen stays in progress. The
     * slot is written at once, so the new match is in the list from its first moment.
     */
    public void showMatch(Match match, Path file, InProgress.Slot slot) {
        showMatch(match, file, slot, null);
    }

    /** The same, its moves going through {@code relay} (a network host), or null on this computer only. */
    private void showMatch(Match match, Path file, InProgress.Slot slot, MatchRelay relay) {
        leaveGuest();
        GameEntry entry = registry.find(match.game().info().id()).orElseThrow();
        MatchScreen previous = matchScreen;
        if (previous != null) {
            if (previous.slot() != slot) {
                matches.leave(previous);
            }
            previous.dispose();
            matchScreen = null;
        }
        picker = null;
        closeLesson();
        matchScreen = new MatchScreen(this, entry, match, file, slot, relay);
        show(matchScreen.build());
        matchScreen.focusBoard();
        autosave(matchScreen);
        autosaver.write(data.runningMarker(), DataFolder.marker(slot.id()));
        if (matches.autosaveProblem() != null) {
            matchScreen.showAutosaveProblem(matches.autosaveProblem());
        }
        matchScreen.start();
    }

    /** Asks for a file and opens it; a file that cannot be read leaves the screen as it was. */
    public void openFile() {
        matchFiles.openFile();
    }

    /** Review…: a saved match's review, beside the screen (see {@link MatchFiles#reviewFile}). */
    @Override
    public void reviewFile() {
        matchFiles.reviewFile();
    }

    /** Opens the review of {@code match} (on screen, or loaded from a file) in a window of its own. */
    @Override
    public void review(Match match) {
        GameEntry entry = registry.find(match.game().info().id()).orElseThrow();
        dev.tabula.app.review.ReviewWindow.open(stage, i18n, entry.ui(), gameBundle(entry), match,
                dev.tabula.app.common.SeatNames.forDisplay(match.seats(), entry, i18n), reviewSettings.apply(match.setup().seed()), computers.background());
    }

    /** Opens a match file: see {@link MatchFiles#openMatchFile}. */
    public void openMatchFile(Path file) {
        matchFiles.openMatchFile(file);
    }

    /** Opens the game's rules beside the board, or brings its open window to the front. */
    public void showRules(GameEntry entry) {
        rulesWindows.show(entry);
    }

    public void showSettings() {
        Language before = i18n.language();
        String themeBefore = settings.theme;
        if (new SettingsDialog(this, settings).showAndWait().orElse(false)) {
            Language chosen = Language.fromTag(settings.language).orElse(before);
            if (chosen != before && !FontNotice.canShow(chosen, fontCheck, i18n, stage)) {
                settings.language = before.tag();
                chosen = before;
            }
            settingsStore.save(settings);
            window.applyTheme();
            if (!settings.theme.equals(themeBefore)) {
                rulesWindows.reopen(registry.entries()); // in the new theme, with its pictures
            }
            if (chosen != before) {
                switchLanguage(chosen);
            } else if (matchScreen != null) {
                matchScreen.refresh(false);
            }
        }
    }

    /**
     * Rebuilds what is on screen in {@code language}: the picker, or the match screen around the
     * same {@link Match} (nothing of the match is lost: it lives in the match, not in the screen),
     * and the open rules windows.
     */
    void switchLanguage(Language language) {
        LOG.info("interface language {} -> {}", i18n.language().tag(), language.tag());
        i18n = I18n.of(language);
        settings.language = language.tag();
        window.applyTheme(); // the new language's font
        if (systemFiles) {
            files = new SystemFilePicker(i18n.text("file.filter"), settings);
        }
        if (matchScreen != null) {
            // a hosted match goes on with its friends connected: only the words change
            MatchRelay relay = matchScreen.handOverRelay();
            if (relay != null) {
                relay.languageChanged();
            }
            showMatch(matchScreen.match(), matchScreen.file(), matchScreen.slot(), relay);
        } else if (guestScreen != null) {
            guestScreen.inNewLanguage(); // built again, back at the seat at once
        } else if (lessonScreen != null) {
            learn(lessonEntry); // at the step it was at: every step reached is kept
        } else {
            showPicker();
        }
        rulesWindows.reopen(registry.entries());
        records.languageChanged();
        stage.requestFocus();
    }

    void onMatch(java.util.function.Consumer<MatchScreen> action) {
        if (matchScreen != null) {
            action.accept(matchScreen);
        }
    }
}
