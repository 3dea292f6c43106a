package dev.tabula.app.settings;

import dev.tabula.app.common.WindowContext;
import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.Language;
import dev.tabula.app.common.OptionField;
import dev.tabula.core.OptionSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.util.StringConverter;

/**
 * Theme, move highlights, animation speed, the interface language, the computer's pace, the
 * warning before a move that loses at once, and each game's view preferences
 * ({@code GameUi.viewPreferences}); answers whether anything was applied. The languages are listed by their own names. Whether a new language can be shown
 * (its font) is the shell's business once the dialog closes.
 */
public final class SettingsDialog {
    private final WindowContext context;
    private final I18n i18n;
    private final Settings settings;

    public SettingsDialog(WindowContext context, Settings settings) {
        this.context = context;
        this.settings = settings;
        this.i18n = context.i18n();
    }

    public Optional<Boolean> showAndWait() {
        Dialog<Boolean> dialog = new Dialog<>();
        Dialogs.own(dialog, context.stage());
        dialog.setTitle(i18n.text("settings.title"));
        dialog.getDialogPane().setId("settings-dialog");
        ButtonType ok = new ButtonType(i18n.text("action.ok"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(i18n.text("action.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(ok, cancel);

        ComboBox<String> theme = choice("setting-theme", "settings.theme.",
                List.of(Settings.THEME_LIGHT, Settings.THEME_DARK), settings.theme);
        CheckBox highlights = new CheckBox(i18n.text("settings.highlights"));
        highlights.setId("setting-highlights");
        highlights.setSelected(settings.highlightMoves);
        ComboBox<String> animation = choice("setting-animation", "settings.animation.",
                List.of(Settings.ANIMATION_OFF, Settings.ANIMATION_FAST, Settings.ANIMATION_NORMAL), settings.animation);
        ComboBox<Language> language = languageChoice(i18n.language());

        GridPane grid = new GridPane();
        grid.getStyleClass().add("options-grid");
        grid.addRow(0, new Label(i18n.text("settings.theme")), theme);
        grid.add(highlights, 0, 1, 2, 1);
        grid.addRow(2, new Label(i18n.text("settings.animation")), animation);
        grid.addRow(3, new Label(i18n.text("settings.language")), language);
        Label note = new Label(i18n.text("settings.language.note"));
        note.getStyleClass().add("muted");
        note.setWrapText(true);
        grid.add(note, 0, 4, 2, 1);
        ComboBox<Integer> thinkTime = millisChoice("setting-think-time", List.of(500, 1000, 2000, 5000),
                settings.computerThinkMillis());
        ComboBox<Integer> computerPause = millisChoice("setting-computer-pause", List.of(0, 250, 500, 1000, 2000),
                settings.computerDelayMillis());
        grid.addRow(5, new Label(i18n.text("settings.thinkTime")), thinkTime);
        grid.addRow(6, new Label(i18n.text("settings.computerPause")), computerPause);
        CheckBox warnLosing = new CheckBox(i18n.text("settings.warnLosing"));
        warnLosing.setId("setting-warn-losing");
        warnLosing.setSelected(settings.warnLosingMoves);
        grid.add(warnLosing, 0, 7, 2, 1);
        Map<String, Supplier<String>> preferences = gamePreferences(grid, 8, settings);
        dialog.getDialogPane().setContent(grid);
        dialog.setResultConverter(button -> {
            if (button != ok) {
                return false;
            }
            settings.thinkMillis = thinkTime.getValue();
            settings.computerPauseMillis = computerPause.getValue();
            settings.theme = theme.getValue();
            settings.highlightMoves = highlights.isSelected();
            settings.warnLosingMoves = warnLosing.isSelected();
            settings.animation = animation.getValue();
            settings.language = language.getValue().tag();
            preferences.forEach((key, value) -> settings.viewPreferences.put(key, value.get()));
            return true;
        });
        return dialog.showAndWait();
    }

    private static ComboBox<Language> languageChoice(Language current) {
        ComboBox<Language> box = new ComboBox<>();
        box.setId("setting-language");
        box.getItems().setAll(Language.values());
        box.setValue(current);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(Language value) {
                return value == null ? "" : value.ownName();
            }

            @Override
            public Language fromString(String text) {
                return box.getItems().stream().filter(l -> l.ownName().equals(text)).findFirst().orElse(null);
            }
        });
        return box;
    }

    /**
     * Each game's view preferences under the game's name, from {@code row} on; answers how to
     * read each, by its settings key ({@code gameId.key}).
     */
    private Map<String, Supplier<String>> gamePreferences(GridPane grid, int row, Settings settings) {
        Map<String, Supplier<String>> values = new LinkedHashMap<>();
        for (GameEntry entry : context.registry().entries()) {
            List<OptionSpec> specs = entry.ui().viewPreferences();
            if (specs.isEmpty()) {
                continue;
            }
            Label title = new Label(context.gameName(entry));
            title.getStyleClass().add("section-title");
            grid.add(title, 0, row++, 2, 1);
            for (OptionSpec spec : specs) {
                String current = settings.viewPreference(entry.id(), spec.key(), spec.defaultValue());
                values.put(entry.id() + "." + spec.key(), OptionField.add(grid, row++, spec, context.gameBundle(entry),
                        current, "setting-" + entry.id() + "-" + spec.key()));
            }
        }
        return values;
    }

    private ComboBox<String> choice(String id, String labelPrefix, List<String> values, String current) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(values);
        box.setValue(values.contains(current) ? current : values.get(0));
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(String value) {
                return value == null ? "" : i18n.text(labelPrefix + (value.isEmpty() ? "system" : value));
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        });
        return box;
    }

    /** A choice of durations shown in seconds; the current value joins the list if a file set another. */
    private ComboBox<Integer> millisChoice(String id, List<Integer> values, int current) {
        ComboBox<Integer> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(values);
        if (!values.contains(current)) {
            box.getItems().add(current);
            box.getItems().sort(null);
        }
        box.setValue(current);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer millis) {
                if (millis == null) {
                    return "";
                }
                return millis == 0 ? i18n.text("settings.noPause") : i18n.text("settings.seconds", millis / 1000.0);
            }

            @Override
            public Integer fromString(String text) {
                throw new UnsupportedOperationException("not editable");
            }
        });
        return box;
    }
}
