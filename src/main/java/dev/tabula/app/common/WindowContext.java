package dev.tabula.app.common;

import java.util.ResourceBundle;
import javafx.stage.Stage;

/**
 * What every part that opens a window or names a game needs from the app: the main window (the
 * owner of its dialogs), the words in the language of the moment and the games. The composition
 * root implements it; a part is handed this, or a context made from it, and never the root.
 */
public interface WindowContext {
    /** The main window: the owner of every dialog. */
    Stage stage();

    /** The interface's words now (they change when the player switches language). */
    I18n i18n();

    GameRegistry registry();

    /** The game's own words in the interface's language. */
    default ResourceBundle gameBundle(GameEntry entry) {
        return i18n().bundle(entry.ui().bundleBaseName());
    }

    /** The game's name in the interface's language. */
    default String gameName(GameEntry entry) {
        return I18n.formatOr(gameBundle(entry), "game.name", entry.game().info().name());
    }
}
