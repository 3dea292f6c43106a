package dev.tabula.app.settings;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.Language;
import dev.tabula.app.fonts.CjkFontCheck;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Function;
import javafx.stage.Window;

/** Whether this computer can draw a language chosen in the settings, and the notice when it cannot. */
public final class FontNotice {
    private FontNotice() {
    }

    /**
     * Whether this computer can draw {@code language}; if not, says which font package is missing
     * (in the current language, which is Latin-script whenever the check can fail) and answers false.
     */
    public static boolean canShow(Language language, Function<Locale, Optional<String>> fontCheck, I18n i18n,
                           Window owner) {
        if (!language.needsCjkFont()) {
            return true;
        }
        Optional<String> missing = fontCheck.apply(language.locale());
        if (missing.isEmpty()) {
            return true;
        }
        ResourceBundle fontWords = i18n.bundle(CjkFontCheck.BUNDLE);
        String text = I18n.format(fontWords, missing.get(),
                CjkFontCheck.messageArguments(language.locale(), i18n.locale()));
        Dialogs.information(owner, i18n.text("settings.language.unavailable"), text, i18n.text("action.ok"));
        return false;
    }
}
