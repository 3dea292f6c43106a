package dev.tabula.app;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The main window's frame around the screens: its theme, its keyboard shortcuts, and its size and
 * place, kept in the settings between runs.
 */
final class MainWindow {
    private static final String LIGHT_CSS = "/dev/tabula/app/tabula.css";
    private static final String DARK_CSS = "/dev/tabula/app/tabula-dark.css";

    private final Shell shell;
    private final Stage stage;
    private final Scene scene;
    private final Settings settings;

    MainWindow(Shell shell, Scene scene) {
        this.shell = shell;
        this.stage = shell.stage();
        this.scene = scene;
        this.settings = shell.settings();
    }

    void applyTheme() {
        scene.getStylesheets().setAll(getClass().getResource(LIGHT_CSS).toExternalForm());
        if (settings.darkTheme()) {
            scene.getStylesheets().add(getClass().getResource(DARK_CSS).toExternalForm());
        }
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
        accelerators.put(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN), shell::openFile);
        accelerators.put(new KeyCodeCombination(KeyCode.F1), () -> {
            if (shell.matchScreen() != null) {
                shell.showRules(shell.matchScreen().entry());
            } else if (!shell.registry().entries().isEmpty()) {
                shell.showRules(shell.registry().entries().get(0));
            }
        });
        accelerators.put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), () -> shell.onMatch(MatchScreen::undo));
        accelerators.put(new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN), () -> shell.onMatch(MatchScreen::redo));
        accelerators.put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                () -> shell.onMatch(MatchScreen::redo));
        accelerators.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN), () -> shell.onMatch(MatchScreen::save));
        accelerators.put(new KeyCodeCombination(KeyCode.H, KeyCombination.SHORTCUT_DOWN), () -> shell.onMatch(MatchScreen::hint));
        accelerators.put(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN), () -> shell.onMatch(MatchScreen::resign));
        accelerators.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                () -> shell.onMatch(MatchScreen::saveAs));
    }

    void restoreBounds() {
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
