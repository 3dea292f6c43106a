package dev.tabula.app;

import dev.tabula.core.Match;
import dev.tabula.core.Setup;
import dev.tabula.core.save.AtomicFiles;
import dev.tabula.core.save.MatchCodec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.LongSupplier;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The main window and what moves between its screens: the game picker, the match screen, the
 * dialogs, files, settings and the autosave. One instance per running app.
 *
 * <p>Every match on screen has its own slot among the matches in progress ({@link InProgress}),
 * written after every change by the {@link Autosaver} on its own thread; leaving a match (New,
 * Open, back to the games) never discards it. Match files are read and written on a thread of
 * their own, so a slow disk never freezes the window, and a file that cannot be read changes
 * nothing on screen.
 */
public final class Shell {
    private static final Logger LOG = LoggerFactory.getLogger(Shell.class);
    private static final String LIGHT_CSS = "/dev/tabula/app/tabula.css";
    private static final String DARK_CSS = "/dev/tabula/app/tabula-dark.css";

    private final Stage stage;
    private final DataFolder data;
    private final GameRegistry registry;
    private final MatchCodec codec;
    private final SettingsStore settingsStore;
    private final Autosaver autosaver;
    private final InProgress inProgress;
    /** Reads and writes the player's match files (never the JavaFX thread). */
    private final ExecutorService fileThread = Executors.newSingleThreadExecutor(runnable -> {
        Thread t = new Thread(runnable, "tabula-files");
        t.setDaemon(true);
        return t;
    });
    private FilePicker files;
    /** Whether {@link #files} is the system chooser we made (its filter name follows the language). */
    private boolean systemFiles;
    private Settings settings;
    private I18n i18n;
    /** After a crash, the id of the match that was on screen ("" when unknown), until handled or dismissed. */
    private String recovered;
    /** Why the last autosave failed, while it keeps failing; null when the autosave works. */
    private AutosaveProblem autosaveProblem;
    private UnexpectedErrors unexpected;
    /** Writes what is pending when the JVM is told to end (a logout's SIGTERM) without the window closing. */
    private final Thread flushAtExit = new Thread(this::flushAutosave, "tabula-autosave-at-exit");
    private Scene scene;
    private MatchScreen matchScreen;
    private PickerScreen picker;
    private final java.util.Map<String, Stage> rulesWindows = new java.util.HashMap<>();
    /** Whether a language's script can be drawn (the message key if not); tests stand in for a missing font. */
    java.util.function.Function<java.util.Locale, Optional<String>> fontCheck =
            dev.tabula.app.fonts.CjkFontCheck::missingFontMessage;
    /** The time the board views measure with (nanoseconds); tests move it by hand. */
    LongSupplier clock = System::nanoTime;

    /** Why the autosave fails: the folder it writes to, and the problem. */
    record AutosaveProblem(Path folder, IOException problem) {
    }
    /** Where the computer players think and wait; tests step it by hand instead of waiting for time. */
    ComputerExecutor computers = ComputerThread.INSTANCE;

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
        this.inProgress = startup.inProgress();
        this.recovered = startup.crashed().orElse(null);
        this.autosaver = new Autosaver(writes, Platform::runLater);
        this.files = files;
    }

    void start() {
        unexpected = UnexpectedErrors.install(this);
        if (files == null) {
            systemFiles = true;
            files = new SystemFilePicker(i18n.text("file.filter"), settings);
        }
        if (recovered != null) {
            LOG.warn("the last run did not end cleanly; offering the match that was on screen ({})",
                    recovered.isEmpty() ? "unknown" : recovered);
        }
        autosaver.setListener(new Autosaver.Listener() {
            @Override
            public void failed(Path file, IOException problem) {
                autosaveProblem = new AutosaveProblem(file.toAbsolutePath().getParent(), problem);
                onMatch(screen -> screen.showAutosaveProblem(autosaveProblem));
            }

            @Override
            public void recovered() {
                autosaveProblem = null;
                onMatch(MatchScreen::clearAutosaveProblem);
            }
        });
        autosaver.write(data.runningMarker(), DataFolder.marker(null));
        Runtime.getRuntime().addShutdownHook(flushAtExit);
        scene = new Scene(new StackPane(), settings.windowWidth, settings.windowHeight);
        applyTheme();
        installShortcuts();
        stage.setScene(scene);
        stage.setMinWidth(640);
        stage.setMinHeight(480);
        restoreWindowBounds();
        stage.setOnCloseRequest(event -> rememberWindowBounds());
        showPicker();
        stage.show();
    }

    void stop() {
        rememberWindowBounds();
        if (matchScreen != null) {
            leave(matchScreen);
            matchScreen.dispose();
            matchScreen = null;
        }
        settingsStore.save(settings);
        autosaver.delete(data.runningMarker());
        autosaver.close();
        try {
            Runtime.getRuntime().removeShutdownHook(flushAtExit);
        } catch (IllegalStateException e) {
            // the JVM is already ending: the hook runs, and finds nothing left to write
        }
        fileThread.shutdown();
        if (unexpected != null) {
            unexpected.uninstall();
        }
    }

    private void flushAutosave() {
        autosaver.close();
    }

    // ---------------------------------------------------------------- accessors for the screens

    Stage stage() {
        return stage;
    }

    I18n i18n() {
        return i18n;
    }

    Settings settings() {
        return settings;
    }

    GameRegistry registry() {
        return registry;
    }

    MatchCodec codec() {
        return codec;
    }

    Autosaver autosaver() {
        return autosaver;
    }

    FilePicker files() {
        return files;
    }

    Path dataFolder() {
        return data.root();
    }

    AutosaveProblem autosaveProblem() {
        return autosaveProblem;
    }

    /** The id of the crashed run's match while its notice stands ("" when unknown), else null. */
    String recovered() {
        return recovered;
    }

    /** The crash notice was handled or dismissed: it does not come back. */
    void dismissRecovery() {
        recovered = null;
    }

    /** The match on screen, or null on the picker. */
    MatchScreen matchScreen() {
        return matchScreen;
    }

    /**
     * Completes on the JavaFX thread once every file task asked for so far (autosaves, reads of
     * the matches in progress, match files) is done and its result is on screen (for tests).
     */
    CompletableFuture<Void> whenIdle() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        autosaver.afterPending(() -> null)
                .thenRunAsync(() -> { }, fileThread)
                .whenComplete((ignored, error) -> Platform.runLater(() -> done.complete(null)));
        return done;
    }

    // ---------------------------------------------------------------- the matches in progress

    /** Writes the match on {@code screen} to its slot (on the autosave thread; the content is taken now). */
    void autosave(MatchScreen screen) {
        autosaver.write(screen.slot().matchFile(), codec.write(screen.match()));
    }

    /** Reads the matches in progress after every pending autosave, and hands them to {@code shown} on this thread. */
    void loadInProgress(java.util.function.Consumer<List<InProgress.Entry>> shown) {
        autosaver.afterPending(inProgress::list).whenComplete((entries, error) -> Platform.runLater(() -> {
            if (error != null) {
                LOG.error("cannot list the matches in progress", error);
                shown.accept(List.of());
            } else {
                shown.accept(entries);
            }
        }));
    }

    void continueMatch(InProgress.Entry entry) {
        if (entry.broken()) {
            return;
        }
        if (recovered != null && (recovered.isEmpty() || recovered.equals(entry.slot().id()))) {
            recovered = null;
        }
        showMatch(entry.match(), entry.sourceFile(), entry.slot());
    }

    /** Removes a match in progress for good (after the picker asked). */
    void removeInProgress(InProgress.Slot slot) {
        LOG.info("removing the match in progress {}", slot.id());
        autosaver.delete(slot.matchFile());
        autosaver.delete(slot.noteFile());
        if (recovered != null && recovered.equals(slot.id())) {
            recovered = null;
        }
    }

    /** Leaving a match: it stays in progress, unless it is over and was seen. */
    private void leave(MatchScreen screen) {
        if (screen.match().current().isTerminal()) {
            removeInProgress(screen.slot());
        } else {
            autosave(screen);
        }
    }

    /** Keeps the list of matches in progress at {@link InProgress#CAP}: the least recently played go. */
    private void trimInProgress() {
        autosaver.afterPending(() -> InProgress.beyondCap(inProgress.list()))
                .thenAccept(beyond -> beyond.forEach(this::removeInProgress));
    }

    /** The match on screen, saved now (after an unexpected error). */
    void keepMatch() {
        if (matchScreen != null) {
            autosave(matchScreen);
        }
    }

    // ---------------------------------------------------------------- screens

    void showPicker() {
        closeMatch();
        picker = new PickerScreen(this);
        show(picker.build());
        picker.drawPreviews(!stage.isShowing());
        PickerScreen shown = picker;
        loadInProgress(entries -> {
            if (picker == shown && matchScreen == null) {
                shown.showInProgress(entries);
            }
        });
        Platform.runLater(shown::focusFirstGame); // once the window shows the scene
        stage.setTitle(i18n.text("app.title"));
        autosaver.write(data.runningMarker(), DataFolder.marker(null));
    }

    private void show(Parent root) {
        scene.setRoot(root);
    }

    private void closeMatch() {
        if (matchScreen != null) {
            leave(matchScreen);
            matchScreen.dispose();
            matchScreen = null;
        }
    }

    /** Asks for seats and options, then starts the match. */
    void newMatch(GameEntry entry) {
        MatchScreen before = suspendMatch();
        new NewMatchDialog(this, entry).showAndWait().ifPresent(this::startMatch);
        resumeMatch(before);
    }

    /** Stops a computer's thinking at once while a dialog is open over the match. */
    private MatchScreen suspendMatch() {
        if (matchScreen != null) {
            matchScreen.suspend();
        }
        return matchScreen;
    }

    /** After the dialog: the match goes on if it is still the one on screen. */
    private void resumeMatch(MatchScreen before) {
        if (before != null && before == matchScreen) {
            before.resume();
        }
    }

    void startMatch(MatchRequest request) {
        Setup setup = new Setup(request.seats().size(),
                request.entry().game().info().resolveOptions(request.options()), request.seed());
        Match match = new Match(request.entry().game(), setup, request.seats());
        LOG.info("new {} match, seed {}, options {}", request.entry().id(), request.seed(), setup.options());
        showMatch(match, null, inProgress.newSlot());
        trimInProgress();
    }

    /** Shows {@code match} as a new match in progress. */
    void showMatch(Match match, Path file) {
        showMatch(match, file, inProgress.newSlot());
    }

    /**
     * Shows {@code match} in {@code slot}; the match that was on screen stays in progress. The
     * slot is written at once, so the new match is in the list from its first moment.
     */
    void showMatch(Match match, Path file, InProgress.Slot slot) {
        GameEntry entry = registry.find(match.game().info().id()).orElseThrow();
        MatchScreen previous = matchScreen;
        if (previous != null) {
            if (previous.slot() != slot) {
                leave(previous);
            }
            previous.dispose();
            matchScreen = null;
        }
        picker = null;
        matchScreen = new MatchScreen(this, entry, match, file, slot);
        show(matchScreen.build());
        matchScreen.focusBoard();
        autosave(matchScreen);
        autosaver.write(data.runningMarker(), DataFolder.marker(slot.id()));
        if (autosaveProblem != null) {
            matchScreen.showAutosaveProblem(autosaveProblem);
        }
        matchScreen.start();
    }

    /** Asks for a file and opens it; a file that cannot be read leaves the screen as it was. */
    void openFile() {
        MatchScreen before = suspendMatch();
        Optional<Path> chosen = files.chooseFileToOpen(stage, i18n.text("file.open.title"));
        resumeMatch(before);
        chosen.ifPresent(this::openMatchFile);
    }

    /**
     * Opens a match file (Open…, a recent file, a file given at start-up): it is read on the
     * file thread; when it loads, it becomes a new match in progress that keeps the file's name,
     * and the match that was on screen stays in progress. A file that cannot be read gives a
     * dialog and changes nothing on screen.
     */
    public void openMatchFile(Path file) {
        CompletableFuture.supplyAsync(() -> codec.load(file), fileThread)
                .whenComplete((match, error) -> Platform.runLater(() -> {
                    if (error != null) {
                        showOpenProblem(file, FileProblems.cause(error));
                        return;
                    }
                    LOG.info("opened {} ({} moves)", file, match.line().size());
                    rememberFile(file);
                    InProgress.Slot slot = inProgress.newSlot();
                    autosaver.write(slot.noteFile(), InProgress.note(file));
                    showMatch(match, file, slot);
                    trimInProgress();
                }));
    }

    private void showOpenProblem(Path file, Throwable error) {
        if (error instanceof dev.tabula.core.TabulaException) {
            LOG.warn("cannot open {}: {}", file, error.getMessage());
        } else {
            LOG.error("unexpected failure opening {}", file, error);
        }
        Dialogs.error(stage, i18n.text("file.open.error.title"),
                i18n.text("file.open.error.header", String.valueOf(file.getFileName())),
                FileProblems.describe(i18n, error));
    }

    /** Writes {@code content} to the player's {@code file} on the file thread. */
    CompletableFuture<Void> writeMatchFile(Path file, String content) {
        return CompletableFuture.runAsync(() -> {
            try {
                AtomicFiles.writeString(file, content);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, fileThread);
    }

    /** After a save: the file is a recent file, and the match in progress remembers it. */
    void rememberSavedFile(MatchScreen screen, Path file) {
        rememberFile(file);
        autosaver.write(screen.slot().noteFile(), InProgress.note(file));
    }

    private void rememberFile(Path file) {
        settings.rememberFile(file.toAbsolutePath().toString());
        settingsStore.save(settings);
    }

    /** Opens the game's rules beside the board, or brings its open window to the front. */
    void showRules(GameEntry entry) {
        Stage open = rulesWindows.get(entry.id());
        if (open != null && open.isShowing()) {
            open.toFront();
            return;
        }
        rulesWindows.put(entry.id(), RulesWindow.show(stage, i18n, entry.id(), gameName(entry)));
    }

    void showSettings() {
        Language before = i18n.language();
        if (new SettingsDialog(this).showAndWait().orElse(false)) {
            Language chosen = Language.fromTag(settings.language).orElse(before);
            if (chosen != before && !canShow(chosen)) {
                settings.language = before.tag();
                chosen = before;
            }
            settingsStore.save(settings);
            applyTheme();
            if (chosen != before) {
                switchLanguage(chosen);
            } else if (matchScreen != null) {
                matchScreen.refresh(false);
            }
        }
    }

    /**
     * Whether this computer can draw {@code language}; if not, says which font package is missing
     * (in the current language, which is Latin-script whenever the check can fail) and answers false.
     */
    private boolean canShow(Language language) {
        if (!language.needsCjkFont()) {
            return true;
        }
        Optional<String> missing = fontCheck.apply(language.locale());
        if (missing.isEmpty()) {
            return true;
        }
        ResourceBundle fontWords = i18n.bundle(dev.tabula.app.fonts.CjkFontCheck.BUNDLE);
        String text = I18n.format(fontWords, missing.get(),
                dev.tabula.app.fonts.CjkFontCheck.messageArguments(language.locale(), i18n.locale()));
        Dialogs.information(stage, i18n.text("settings.language.unavailable"), text, i18n.text("action.ok"));
        return false;
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
        if (systemFiles) {
            files = new SystemFilePicker(i18n.text("file.filter"), settings);
        }
        if (matchScreen != null) {
            showMatch(matchScreen.match(), matchScreen.file(), matchScreen.slot());
        } else {
            showPicker();
        }
        for (GameEntry entry : registry.entries()) {
            Stage open = rulesWindows.remove(entry.id());
            if (open != null && open.isShowing()) {
                open.close();
                showRules(entry);
            }
        }
        stage.requestFocus();
    }

    ResourceBundle gameBundle(GameEntry entry) {
        return i18n.bundle(entry.ui().bundleBaseName());
    }

    String gameName(GameEntry entry) {
        return I18n.formatOr(gameBundle(entry), "game.name", entry.game().info().name());
    }

    // ---------------------------------------------------------------- window

    private void applyTheme() {
        scene.getStylesheets().setAll(getClass().getResource(LIGHT_CSS).toExternalForm());
        if (settings.darkTheme()) {
            scene.getStylesheets().add(getClass().getResource(DARK_CSS).toExternalForm());
        }
    }

    private void installShortcuts() {
        var accelerators = scene.getAccelerators();
        accelerators.put(new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN), () -> {
            if (matchScreen != null) {
                newMatch(matchScreen.entry());
            } else {
                showPicker();
            }
        });
        accelerators.put(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN), this::openFile);
        accelerators.put(new KeyCodeCombination(KeyCode.F1), () -> {
            if (matchScreen != null) {
                showRules(matchScreen.entry());
            } else if (!registry.entries().isEmpty()) {
                showRules(registry.entries().get(0));
            }
        });
        accelerators.put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), () -> onMatch(MatchScreen::undo));
        accelerators.put(new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN), () -> onMatch(MatchScreen::redo));
        accelerators.put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                () -> onMatch(MatchScreen::redo));
        accelerators.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN), () -> onMatch(MatchScreen::save));
        accelerators.put(new KeyCodeCombination(KeyCode.H, KeyCombination.SHORTCUT_DOWN), () -> onMatch(MatchScreen::hint));
        accelerators.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                () -> onMatch(MatchScreen::saveAs));
    }

    void onMatch(java.util.function.Consumer<MatchScreen> action) {
        if (matchScreen != null) {
            action.accept(matchScreen);
        }
    }

    private void restoreWindowBounds() {
        // never larger than the screen: at 200 % a 1100×760 window may not fit a laptop's screen
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setWidth(Math.min(settings.windowWidth, screen.getWidth()));
        stage.setHeight(Math.min(settings.windowHeight, screen.getHeight()));
        if (Double.isNaN(settings.windowX) || Double.isNaN(settings.windowY)) {
            return;
        }
        Rectangle2D bounds = new Rectangle2D(settings.windowX, settings.windowY,
                Math.max(settings.windowWidth, 1), Math.max(settings.windowHeight, 1));
        // only where a screen still is: a monitor may have been unplugged since
        if (!Screen.getScreensForRectangle(bounds).isEmpty()) {
            stage.setX(settings.windowX);
            stage.setY(settings.windowY);
        }
        stage.setMaximized(settings.maximized);
    }

    private void rememberWindowBounds() {
        if (stage.isShowing() && !stage.isIconified()) {
            settings.maximized = stage.isMaximized();
            if (!stage.isMaximized()) {
                settings.windowX = stage.getX();
                settings.windowY = stage.getY();
                settings.windowWidth = stage.getWidth();
                settings.windowHeight = stage.getHeight();
            }
            settingsStore.save(settings);
        }
    }
}
