package dev.tabula.app;

import dev.tabula.app.common.Language;
import dev.tabula.app.settings.FontNotice;
import dev.tabula.app.settings.Settings;
import dev.tabula.app.settings.SettingsDialog;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The settings dialog and what follows it: the settings written, the theme applied (the rules
 * windows reopened in a new one), and a new language for everything on screen.
 */
final class SettingsDoor {
    private static final Logger LOG = LoggerFactory.getLogger(SettingsDoor.class);

    private final Shell shell;

    SettingsDoor(Shell shell) {
        this.shell = shell;
    }

    /**
     * At the start: when the system's or the saved language would be empty boxes (no installed
     * font draws its script), the interface speaks English; the language wanted, to say why once.
     */
    Optional<Language> englishIfUndrawable() {
        Language wanted = shell.i18n().language();
        if (!wanted.needsCjkFont() || shell.fontCheck.apply(wanted.locale()).isEmpty()) {
            return Optional.empty();
        }
        shell.useLanguage(Language.ENGLISH);
        shell.window().applyTheme();
        return Optional.of(wanted);
    }

    void show() {
        Settings settings = shell.settings();
        Language before = shell.i18n().language();
        String themeBefore = settings.theme;
        if (new SettingsDialog(shell.windowSide, settings).showAndWait().orElse(false)) {
            Language chosen = Language.fromTag(settings.language).orElse(before);
            if (chosen != before && !FontNotice.canShow(chosen, shell.fontCheck, shell.i18n(), shell.stage())) {
                settings.language = before.tag();
                chosen = before;
            }
            shell.saveSettings();
            shell.window().applyTheme();
            if (!settings.theme.equals(themeBefore)) {
                shell.rulesWindows.reopen(shell.registry().entries()); // in the new theme, with its pictures
            }
            if (chosen != before) {
                switchLanguage(chosen);
            } else {
                shell.screens.onMatch(match -> match.refresh(false));
            }
        }
    }

    /**
     * Rebuilds what is on screen in {@code language}: the picker, or the match screen around the
     * same match (nothing of the match is lost: it lives in the match, not in the screen), or the
     * lesson, and the open rules windows.
     */
    void switchLanguage(Language language) {
        LOG.info("interface language {} -> {}", shell.i18n().language().tag(), language.tag());
        shell.useLanguage(language);
        shell.window().applyTheme(); // the new language's font
        shell.screens.showAgain();
        shell.rulesWindows.reopen(shell.registry().entries());
        shell.records().languageChanged();
        shell.stage().requestFocus();
    }
}
