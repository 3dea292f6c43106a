package dev.tabula.app;

import dev.tabula.core.Match;
import dev.tabula.core.Setup;
import dev.tabula.core.save.MatchCodec;
import dev.tabula.core.save.SaveFileException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ResourceBundle;
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
    private FilePicker files;
    /** Whether {@link #files} is the system chooser we made (its filter name follows the language). */
    private boolean systemFiles;
    private Settings settings;
    private I18n i18n;
    private boolean lastRunCrashed;
    private Scene scene;
    private MatchScreen matchScreen;
    private final java.util.Map<String, Stage> rulesWindows = new java.util.HashMap<>();
    /** Whether a language's script can be drawn (the message key if not); tests stand in for a missing font. */
    java.util.function.Function<java.util.Locale, Optional<String>> fontCheck =
            dev.tabula.app.fonts.CjkFontCheck::missingFontMessage;
    /** Where the computer players think and wait; tests step it by hand instead of waiting for time. */
    ComputerExecutor computers = ComputerThread.INSTANCE;

    Shell(Stage stage, Startup startup, FilePicker files) {
        this.stage = stage;
        this.data = startup.data();
        this.registry = startup.registry();
        this.codec = startup.codec();
        this.settingsStore = startup.settingsStore();
        this.settings = startup.settings();
        this.i18n = startup.i18n();
        this.autosaver = new Autosaver(codec, data.autosaveFile());
        this.files = files;
    }

    void start() {
        if (files == null) {
            systemFiles = true;
            files = new SystemFilePicker(i18n.text("file.filter"));
        }
        lastRunCrashed = data.markRunning();
        if (lastRunCrashed) {
            LOG.warn("the last run did not end cleanly; offering the autosaved match");
        }
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
            matchScreen.dispose();
        }
        settingsStore.save(settings);
        data.markStopped();
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

    boolean lastRunCrashed() {
        return lastRunCrashed;
    }

    /** The match on screen, or null on the picker. */
    MatchScreen matchScreen() {
        return matchScreen;
    }

    boolean hasAutosave() {
        return Files.isRegularFile(autosaver.file());
    }

    // ---------------------------------------------------------------- screens

    void showPicker() {
        closeMatch();
        PickerScreen picker = new PickerScreen(this);
        show(picker.build());
        picker.drawPreviews(!stage.isShowing());
        javafx.application.Platform.runLater(picker::focusFirstGame); // once the window shows the scene
        stage.setTitle(i18n.text("app.title"));
    }

    private void show(Parent root) {
        scene.setRoot(root);
    }

    private void closeMatch() {
        if (matchScreen != null) {
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
        showMatch(match, null);
        autosaver.save(match);
    }

    void showMatch(Match match, Path file) {
        GameEntry entry = registry.find(match.game().info().id()).orElseThrow();
        closeMatch();
        matchScreen = new MatchScreen(this, entry, match, file);
        show(matchScreen.build());
        matchScreen.focusBoard();
        matchScreen.start();
    }

    /** Asks for a file and opens it; a file that cannot be read leaves the screen as it was. */
    void openFile() {
        MatchScreen before = suspendMatch();
        files.chooseFileToOpen(stage, i18n.text("file.open.title")).ifPresent(this::openPath);
        resumeMatch(before);
    }

    void openPath(Path file) {
        Optional<Match> match = load(file);
        match.ifPresent(loaded -> {
            settings.rememberFile(file.toAbsolutePath().toString());
            settingsStore.save(settings);
            showMatch(loaded, file);
            autosaver.save(loaded);
        });
    }

    void continueLast() {
        load(autosaver.file()).ifPresent(match -> showMatch(match, null));
    }

    private Optional<Match> load(Path file) {
        try {
            Match match = codec.load(file);
            LOG.info("opened {} ({} moves)", file, match.line().size());
            return Optional.of(match);
        } catch (SaveFileException e) {
            LOG.warn("cannot open {}: {}", file, e.getMessage());
            Dialogs.error(stage, i18n.text("file.open.error.title"),
                    i18n.text("file.open.error.header", String.valueOf(file.getFileName())), e.getMessage());
            return Optional.empty();
        } catch (RuntimeException e) {
            LOG.error("unexpected failure opening {}", file, e);
            Dialogs.error(stage, i18n.text("file.open.error.title"),
                    i18n.text("file.open.error.header", String.valueOf(file.getFileName())), String.valueOf(e));
            return Optional.empty();
        }
    }

    void rememberSavedFile(Path file) {
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
            files = new SystemFilePicker(i18n.text("file.filter"));
        }
        if (matchScreen != null) {
            showMatch(matchScreen.match(), matchScreen.file());
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
        accelerators.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                () -> onMatch(MatchScreen::saveAs));
    }

    private void onMatch(java.util.function.Consumer<MatchScreen> action) {
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
