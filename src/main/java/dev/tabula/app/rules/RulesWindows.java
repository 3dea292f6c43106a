package dev.tabula.app.rules;

import dev.tabula.app.common.WindowContext;
import dev.tabula.app.common.GameEntry;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.stage.Stage;

/** The open rules windows, one a game: shown beside the board, and shown again in a new language. */
public final class RulesWindows {
    private final WindowContext context;
    private final Map<String, Stage> rulesWindows = new HashMap<>();

    public RulesWindows(WindowContext context) {
        this.context = context;
    }

    /** Opens the game's rules beside the board, or brings its open window to the front. */
    public void show(GameEntry entry) {
        Stage open = rulesWindows.get(entry.id());
        if (open != null && open.isShowing()) {
            open.toFront();
            return;
        }
        // the page's pictures follow the theme the main window is in
        boolean dark = context.stage().getScene().getStylesheets().stream().anyMatch(sheet -> sheet.endsWith("tabula-dark.css"));
        rulesWindows.put(entry.id(), RulesWindow.show(context.stage(), context.i18n(), entry.id(), context.gameName(entry),
                dark));
    }

    /** After a change of language: every open rules window closes and opens again in the new one. */
    public void reopen(List<GameEntry> entries) {
        for (GameEntry entry : entries) {
            Stage open = rulesWindows.remove(entry.id());
            if (open != null && open.isShowing()) {
                open.close();
                show(entry);
            }
        }
    }
}
