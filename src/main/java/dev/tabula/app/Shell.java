package dev.tabula.app;

import dev.tabula.ai.review.ReviewSettings;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.GameRegistry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.Language;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.computer.ComputerThread;
import dev.tabula.app.files.Autosaver;
import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.DataWrites;
import dev.tabula.app.files.FilePicker;
import dev.tabula.app.files.MatchFiles;
import dev.tabula.app.files.MatchesInProgress;
import dev.tabula.app.fonts.CjkFontCheck;
import dev.tabula.app.lesson.LessonScreen;
import dev.tabula.app.match.MatchScreen;
import dev.tabula.app.records.RecordsKeeper;
import dev.tabula.app.rules.RulesWindows;
import dev.tabula.app.settings.FontNotice;
import dev.tabula.app.settings.Settings;
import dev.tabula.app.settings.SettingsStore;
import dev.tabula.app.sound.CueSounds;
import dev.tabula.app.sound.JavaSoundPlayer;
import dev.tabula.app.sound.SoundPlayer;
import dev.tabula.core.Match;
import dev.tabula.core.save.MatchCodec;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The composition root, one per running app: it builds the parts, starts and stops them, and
 * holds what they share (the settings, the words of the moment, the files, the computers). What
 * is on screen is {@link Screens}'; the ways to a new match and a review are {@link MatchDoors}',
 * to the settings {@link SettingsDoor}', to the lessons {@link LessonDoor}', to the network
 * {@link NetworkDoor}'; the window's frame is {@link MainWindow}'. The parts see the shell only
 * through the narrow contexts made here: {@link PickerSide}, {@link MatchSide}, {@link FilesSide},
 * {@link NetworkDoor}, and {@link WindowSide} for the parts that need only the window.
 */
public final class Shell {
    private final Stage stage;
    final DataFolder data;
    private final GameRegistry registry;
    private final MatchCodec codec;
    private final SettingsStore settingsStore;
    private final Settings settings;
    private final Autosaver autosaver;
    final WindowSide windowSide = new WindowSide(this);
    final PickerSide pickerSide = new PickerSide(this);
    final MatchSide matchSide = new MatchSide(this);
    private final FilesSide filesSide;
    final NetworkDoor network = new NetworkDoor(this);
    final Screens screens = new Screens(this);
    final MatchDoors matchDoors = new MatchDoors(this);
    final SettingsDoor settingsDoor = new SettingsDoor(this);
    final LessonDoor lessons = new LessonDoor(this);
    final RulesWindows rulesWindows = new RulesWindows(windowSide);
    /** The matches in progress, the crash notice and the autosave's failures. */
    private final MatchesInProgress matches;
    /** Open, Save and Save as, on a thread of their own. */
    private final MatchFiles matchFiles;
    private final RecordsKeeper records;
    private I18n i18n;
    private UnexpectedErrors unexpected;
    /** Writes what is pending when the JVM is told to end (a logout's SIGTERM) without the window closing. */
    private final Thread flushAtExit = new Thread(this::flushAutosave, "tabula-autosave-at-exit");
    /** The theme, the shortcuts and the window's bounds. */
    private MainWindow window;

    // what the tests replace, before the first screen or the first match
    /** Whether a language's script can be drawn (the message key if not); tests stand in for a missing font. */
    Function<Locale, Optional<String>> fontCheck = CjkFontCheck::missingFontMessage;
    /** The time the board views measure with (nanoseconds); tests move it by hand. */
    LongSupplier clock = System::nanoTime;
    /** Where the computer players think and wait; tests step it by hand instead of waiting for time. */
    ComputerExecutor computers = ComputerThread.INSTANCE;
    /** How hard a review looks, from the match's seed (a test makes it quick). */
    LongFunction<ReviewSettings> reviewSettings = ReviewSettings::defaults;
    /** Where the table's sounds go: the speakers, or a test's recorder. */
    SoundPlayer soundPlayer = JavaSoundPlayer.system();
    /** Hosts on the loopback address only, unannounced: tests play both ends on one computer. */
    boolean networkLoopback;

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
        this.filesSide = new FilesSide(this, files);
        this.matchFiles = new MatchFiles(filesSide);
        this.matches = new MatchesInProgress(filesSide, autosaver, startup.inProgress(), codec,
                startup.crashed().orElse(null));
        this.records = new RecordsKeeper(windowSide, data, startup.records(), writes);
    }

    void start() {
        unexpected = UnexpectedErrors.install(this);
        filesSide.start();
        matches.start();
        autosaver.write(data.runningMarker(), DataFolder.marker(null));
        Runtime.getRuntime().addShutdownHook(flushAtExit);
        window = MainWindow.open(this);
        Optional<Language> undrawable = settingsDoor.englishIfUndrawable();
        showPicker();
        stage.show();
        undrawable.ifPresent(wanted -> Platform.runLater(() -> FontNotice.canShow(wanted, fontCheck, i18n, stage)));
    }

    void stop() {
        if (window != null) {
            window.rememberBounds();
        }
        screens.stop();
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

    /** The interface speaks {@code language} from now on (the settings and the system chooser follow). */
    void useLanguage(Language language) {
        i18n = I18n.of(language);
        settings.language = language.tag();
        filesSide.languageChanged();
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

    // ---------------------------------------------------------------- what the parts share

    Stage stage() {
        return stage;
    }

    /** The interface's words now (they change when the player switches language). */
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

    RecordsKeeper records() {
        return records;
    }

    MatchesInProgress matches() {
        return matches;
    }

    public MatchFiles matchFiles() {
        return matchFiles;
    }

    /** The cues at the player's volume (read at each sound: a change in the settings counts at once). */
    CueSounds sounds() {
        return new CueSounds(soundPlayer, () -> new CueSounds.Level(settings.soundMuted, settings.volumePercent()));
    }

    void saveSettings() {
        settingsStore.save(settings);
    }

    /** Whether the settings were read at the start (not when the data folder did not answer in time). */
    boolean settingsRead() {
        return settingsStore.writable();
    }

    /** The window's frame: theme, shortcuts, bounds (tests give it screens of their own). */
    MainWindow window() {
        return window;
    }

    // ---------------------------------------------------------------- what the window's keys and the tests ask

    void showPicker() {
        screens.showPicker();
    }

    /** Asks for seats and options, then starts the match. */
    void newMatch(GameEntry entry) {
        matchDoors.newMatch(entry, false);
    }

    void startMatch(MatchRequest request) {
        matchDoors.startMatch(request);
    }

    /** Shows {@code match} as a new match in progress. */
    void showMatch(Match match, Path file) {
        screens.showMatch(match, file, matches.newSlot(), null);
    }

    /** Opens a match file: see {@link MatchFiles#openMatchFile}. */
    void openMatchFile(Path file) {
        matchFiles.openMatchFile(file);
    }

    /** Opens the game's rules beside the board, or brings its open window to the front. */
    void showRules(GameEntry entry) {
        rulesWindows.show(entry);
    }

    void showSettings() {
        settingsDoor.show();
    }

    void switchLanguage(Language language) {
        settingsDoor.switchLanguage(language);
    }

    /** The match on screen, or null. */
    MatchScreen matchScreen() {
        return screens.matchScreen();
    }

    /** The friend's match on screen, or null (for tests). */
    dev.tabula.app.network.GuestScreen guestScreen() {
        return screens.guestScreen();
    }

    /** The lesson on screen, or null (for tests). */
    LessonScreen lessonScreen() {
        return screens.lessonScreen();
    }
}
