package dev.tabula.app.match;

import dev.tabula.app.common.I18n;
import dev.tabula.app.table.ToolIcons;
import javafx.geometry.Pos;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The match screen's file actions in one menu at the tool bar's left (New match, Open, Save,
 * Save as), each with its keyboard shortcut beside it, so that the bar itself holds only the
 * game's own actions. The shortcuts are the main window's ({@link MainWindow}); the menu only
 * shows them (as accelerators they would be registered a second time).
 */
final class MatchMenu {
    private MatchMenu() {
    }

    static MenuButton build(I18n i18n, Runnable newMatch, Runnable open, Runnable save, Runnable saveAs) {
        MenuButton menu = new MenuButton(i18n.text("menu.match"), ToolIcons.MENU.node());
        menu.setId("match-menu");
        menu.getStyleClass().add("match-menu");
        menu.setMinWidth(Region.USE_PREF_SIZE);
        menu.setTooltip(new javafx.scene.control.Tooltip(i18n.text("tip.matchMenu")));
        menu.getItems().addAll(
                item("new", i18n.text("action.newMatch"), shortcut(KeyCode.N, false), newMatch),
                item("open-match", i18n.text("action.open"), shortcut(KeyCode.O, false), open),
                new SeparatorMenuItem(),
                item("save", i18n.text("action.save"), shortcut(KeyCode.S, false), save),
                item("save-as", i18n.text("action.saveAs"), shortcut(KeyCode.S, true), saveAs));
        return menu;
    }

    private static String shortcut(KeyCode key, boolean shift) {
        return (shift ? new KeyCodeCombination(key, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN)
                : new KeyCodeCombination(key, KeyCombination.SHORTCUT_DOWN)).getDisplayText();
    }

    /** An entry: its words, and its shortcut in the muted colour at the right; {@code id} on both item and row. */
    private static CustomMenuItem item(String id, String text, String keys, Runnable action) {
        Label words = new Label(text);
        Label shortcut = new Label(keys);
        shortcut.getStyleClass().addAll("menu-shortcut", "muted");
        shortcut.setMinWidth(Region.USE_PREF_SIZE);
        words.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        gap.setMinWidth(24);
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox row = new HBox(words, gap, shortcut);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setId(id);
        CustomMenuItem item = new CustomMenuItem(row, true);
        item.setId(id);
        item.setOnAction(event -> action.run());
        return item;
    }
}
