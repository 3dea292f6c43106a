package dev.tabula.app;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.stage.Stage;

/** The open rules windows, one a game: shown beside the board, and shown again in a new language. */
final class RulesWindows {
    private final Shell shell;
    private final Map<String, Stage> rulesWindows = new HashMap<>();

    RulesWindows(Shell shell) {
        this.shell = shell;
    }

    /** Opens the game's rules beside the board, or brings its open window to the front. */
    void show(GameEntry entry) {
        Stage open = rulesWindows.get(entry.id());
        if (open != null && open.isShowing()) {
            open.toFront();
            return;
        }
        rulesWindows.put(entry.id(), RulesWindow.show(shell.stage(), shell.i18n(), entry.id(), shell.gameName(entry),
                shell.settings().darkTheme()));
    }

    /** After a change of language: every open rules window closes and opens again in the new one. */
    void reopen(List<GameEntry> entries) {
        for (GameEntry entry : entries) {
            Stage open = rulesWindows.remove(entry.id());
            if (open != null && open.isShowing()) {
                open.close();
                show(entry);
            }
        }
    }
}
