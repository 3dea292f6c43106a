package dev.tabula.app.match;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.table.ToolIcons;
import java.util.Optional;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.MenuButton;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The match screen's tool bar, a game's rather than an office program's: back to the games and
 * the file actions in one menu ({@link MatchMenu}) at the left; the game's actions as pictures
 * (Undo, Redo, then Hint when a person plays, or Pause when only computers do) whose tooltips
 * give their keyboard shortcut; the rules and the settings at the right.
 */
final class MatchToolBar {
    private final I18n i18n;
    private final ToolBar bar;
    private final Button undoButton = new Button();
    private final Button redoButton = new Button();
    private final Button watchButton = new Button();
    private final Button hintButton = new Button();
    private final Button resignButton = new Button();
    private final MatchScreen screen;
    /**
     * Holds Undo: a disabled button shows no tooltip, so the reason it is greyed out is the
     * holder's tooltip ({@link #explainUndo}).
     */
    private final javafx.scene.layout.StackPane undoHolder = new javafx.scene.layout.StackPane(undoButton);
    private final Tooltip undoRefused = new Tooltip();

    /** {@code watching}: nobody but computers at the table, so the match can be paused. */
    MatchToolBar(MatchContext context, MatchScreen screen, boolean watching) {
        this.i18n = context.i18n();
        this.screen = screen;
        GameEntry entry = screen.entry();
        Button back = button("back", "action.backToGames", "tip.backToGames", context::showPicker);
        back.setGraphic(ToolIcons.BACK.node());
        MenuButton menu = MatchMenu.build(i18n, () -> context.newMatch(entry), context::openFile, screen::save,
                screen::saveAs);
        configure(undoButton, "undo", "action.undo", "tip.undo", screen::undo);
        configure(redoButton, "redo", "action.redo", "tip.redo", screen::redo);
        ToolIcons.UNDO.onlyOn(undoButton);
        ToolIcons.REDO.onlyOn(redoButton);
        Button rules = button("rules", "action.rules", "tip.rules", () -> context.showRules(entry));
        Button settings = button("settings-match", "action.settings", "tip.settings", context::showSettings);
        ToolIcons.RULES.onlyOn(rules);
        ToolIcons.SETTINGS.onlyOn(settings);
        bar = new ToolBar(back, menu, new Separator(Orientation.VERTICAL), undoHolder, redoButton);
        if (!watching) {
            configure(hintButton, "hint", "action.hint", "tip.hint", screen::hint);
            configure(resignButton, "resign", "action.resign", "tip.resign", screen::resign);
            ToolIcons.HINT.onlyOn(hintButton);
            bar.getItems().add(hintButton);
        } else {
            configure(watchButton, "watch-pause", "watch.pause", "tip.watch", screen::toggleWatching);
            watchButton.setGraphic(ToolIcons.PAUSE.node());
            bar.getItems().addAll(new Separator(Orientation.VERTICAL), watchButton);
        }
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        bar.getItems().addAll(spacer, rules, settings);
        bar.getStyleClass().add("match-toolbar");
    }

    ToolBar node() {
        return bar;
    }

    /**
     * The Resign button, for the match screen to place under the move list (as chess programs do):
     * away from Undo, where a slip would not concede a match, and leaving the bar room for its words
     * at 800 px in every language. Empty at a table of computers only.
     */
    Optional<Button> resignButton() {
        return resignButton.getOnAction() == null ? Optional.empty() : Optional.of(resignButton);
    }

    void enableUndoRedo(boolean canUndo, boolean canRedo) {
        undoButton.setDisable(!canUndo);
        redoButton.setDisable(!canRedo);
    }

    /** Why Undo is greyed out, shown when the pointer rests on it; null when there is nothing to explain. */
    void explainUndo(String why) {
        if (why == null) {
            Tooltip.uninstall(undoHolder, undoRefused);
            undoHolder.setAccessibleHelp(null);
        } else {
            undoRefused.setText(why);
            Tooltip.install(undoHolder, undoRefused);
            undoHolder.setAccessibleHelp(why);
        }
    }

    void enableHint(boolean enabled) {
        hintButton.setDisable(!enabled);
    }

    /** Resign is there whenever a person sits at the table, and usable until the match is over. */
    void enableResign(boolean enabled) {
        resignButton.setDisable(!enabled);
    }

    /** The Pause button says what it does next: pause, or go on watching; once the match is {@code over} it goes. */
    void showPaused(boolean paused, boolean over) {
        watchButton.setText(i18n.text(paused ? "watch.resume" : "watch.pause"));
        watchButton.setGraphic((paused ? ToolIcons.PLAY : ToolIcons.PAUSE).node());
        // nothing to pause once the match is over (undo brings the button back)
        watchButton.setVisible(!over);
        watchButton.setManaged(!over);
    }

    private Button button(String id, String textKey, String tipKey, Runnable action) {
        Button button = new Button();
        configure(button, id, textKey, tipKey, action);
        return button;
    }

    private void configure(Button button, String id, String textKey, String tipKey, Runnable action) {
        button.setId(id);
        button.setText(i18n.text(textKey));
        button.setTooltip(new Tooltip(i18n.text(tipKey)));
        button.setFocusTraversable(true); // Tab and Shift+Tab reach the tool bar from the board
        button.setOnAction(event -> {
            // focus a click gave is not "visible" (that is the keyboard's): a click leaves the keys
            // with the board, Tab or Space on a focused button keeps the focus in the bar
            boolean clicked = button.isFocused() && !button.isFocusVisible();
            action.run();
            if (clicked && button.isFocused() ) {
                screen.focusBoard();
            }
        });
    }
}
