package dev.tabula.app;

import dev.tabula.app.common.WindowScale;
import dev.tabula.app.files.MatchFileDrop;
import dev.tabula.app.match.MatchScreen;
import dev.tabula.app.settings.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.geometry.Rectangle2D;
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
 * The main window's frame around the screens: its theme, its keyboard shortcuts, and its size and
 * place, kept in the settings between runs.
 */
final class MainWindow {
    private static final Logger LOG = LoggerFactory.getLogger(MainWindow.class);
    private static final String LIGHT_CSS = "/dev/tabula/app/tabula.css";
    private static final String DARK_CSS = "/dev/tabula/app/tabula-dark.css";

    private final Shell shell;
    private final Stage stage;
    private final Scene scene;
    private final Settings settings;
    /** The screens there are now (see {@link #systemScreens}); a test puts the window beyond every one. */
    Supplier<List<Rectangle2D>> screens = MainWindow::systemScreens;

    private MainWindow(Shell shell, Scene scene) {
        this.shell = shell;
        this.stage = shell.stage();
        this.scene = scene;
        this.settings = shell.settings();
    }

    /**
     * Puts the window's scene on the shell's stage: its text scaled with its size, a dropped match
     * file opened, the theme, the shortcuts, the last bounds, and a close that asks first while
     * moves are on no disk (the player may keep Tabula open: those moves are still here).
     */
    static MainWindow open(Shell shell) {
        Scene scene = new Scene(new StackPane(), shell.settings().windowWidth, shell.settings().windowHeight);
        WindowScale.follow(scene); // the window's text grows with its size, on every screen
        MatchFileDrop.install(scene, shell::openMatchFile);
        MainWindow window = new MainWindow(shell, scene);
        window.applyTheme();
        window.installShortcuts();
        Stage stage = shell.stage();
        stage.setScene(scene);
        stage.setMinWidth(640);
        stage.setMinHeight(480);
        window.restoreBounds();
        stage.setOnCloseRequest(event -> {
            if (!shell.matches().mayClose()) {
                event.consume();
                return;
            }
            window.rememberBounds();
        });
        return window;
    }

    void applyTheme() {
        scene.getStylesheets().setAll(getClass().getResource(LIGHT_CSS).toExternalForm());
        if (settings.darkTheme()) {
            scene.getStylesheets().add(getClass().getResource(DARK_CSS).toExternalForm());
        }
        // JavaFX does not fall back to a CJK font by itself: the language's font is named for the whole scene
        dev.tabula.app.fonts.CjkFontCheck.familyFor(shell.i18n().locale())
                .ifPresent(family -> scene.getStylesheets().add(dev.tabula.app.fonts.CjkFonts.stylesheet(family)));
    }

    void installShortcuts() {
        var accelerators = scene.getAccelerators();
        accelerators.put(new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN), () -> {
            if (shell.matchScreen() != null) {
                shell.newMatch(shell.matchScreen().entry());
            } else {
                shell.showPicker();
            }
        });
        accelerators.put(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN), shell.matchFiles()::openFile);
        accelerators.put(new KeyCodeCombination(KeyCode.F1), () -> {
            if (shell.matchScreen() != null) {
                shell.showRules(shell.matchScreen().entry());
            } else if (!shell.registry().entries().isEmpty()) {
                shell.showRules(shell.registry().entries().get(0));
            }
        });
        accelerators.put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), () -> shell.screens.onMatch(MatchScreen::undo));
        accelerators.put(new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN), () -> shell.screens.onMatch(MatchScreen::redo));
        accelerators.put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                () -> shell.screens.onMatch(MatchScreen::redo));
        accelerators.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN), () -> shell.screens.onMatch(MatchScreen::save));
        // Ctrl+H before any node sees the key: a board's own H (Zodiac's move values) must not take it
        KeyCombination hint = new KeyCodeCombination(KeyCode.H, KeyCombination.SHORTCUT_DOWN);
        scene.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, event -> {
            if (hint.match(event)) {
                event.consume();
                shell.screens.onMatch(MatchScreen::hint);
            }
        });
        accelerators.put(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN), () -> shell.screens.onMatch(MatchScreen::resign));
        accelerators.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                () -> shell.screens.onMatch(MatchScreen::saveAs));
    }

    /**
     * Opens the window where it was last time if a sensible part of it is on a screen now, else
     * centred on the main screen ({@link WindowPlacement}).
     */
    void restoreBounds() {
        List<Rectangle2D> all = screens.get();
        // never placed before: a share of the main screen, not the settings' fixed default
        javafx.geometry.Dimension2D size = Double.isNaN(settings.windowX) ? FirstWindowSize.on(all.get(0))
                : new javafx.geometry.Dimension2D(settings.windowWidth, settings.windowHeight);
        WindowPlacement place = WindowPlacement.of(settings.windowX, settings.windowY, size.getWidth(),
                size.getHeight(), all);
        if (!place.restored() && !Double.isNaN(settings.windowX)) {
            LOG.info("the window's last place ({}, {}, {}×{}) is not on a screen now; it opens centred on the main one",
                    settings.windowX, settings.windowY, settings.windowWidth, settings.windowHeight);
        }
        stage.setWidth(place.width());
        stage.setHeight(place.height());
        stage.setX(place.x());
        stage.setY(place.y());
        stage.setMaximized(settings.maximized);
    }

    /** The usable part of every screen (without task bars), the main one first. */
    private static List<Rectangle2D> systemScreens() {
        List<Rectangle2D> all = new ArrayList<>();
        all.add(Screen.getPrimary().getVisualBounds());
        for (Screen screen : Screen.getScreens()) {
            if (!screen.equals(Screen.getPrimary())) {
                all.add(screen.getVisualBounds());
            }
        }
        return all;
    }

    void rememberBounds() {
        if (stage.isShowing() && !stage.isIconified()) {
            settings.maximized = stage.isMaximized();
            if (!stage.isMaximized()) {
                settings.windowX = stage.getX();
                settings.windowY = stage.getY();
                settings.windowWidth = stage.getWidth();
                settings.windowHeight = stage.getHeight();
            }
            shell.saveSettings();
        }
    }
}
