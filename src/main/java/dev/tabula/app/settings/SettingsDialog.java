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
import javafx.scene.control.Slider;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

/**
 * Theme, move highlights, animation speed and reduced motion, sound (mute, volume), the interface language, the computer's pace, the
 * warning before a move that loses at once, and each game's view preferences
 * ({@code GameUi.viewPreferences}); answers whether anything was applied. The languages are listed
 * by their own names. Whether a new language can be shown (its font) is the shell's business once
 * the dialog closes. One grid: every caption in the first column, every control (check boxes too)
 * in the second, all as wide as the widest.
 */
public final class SettingsDialog {
    private final WindowContext context;
    private final I18n i18n;
    private final Settings settings;

    /** The width a sentence of the controls' column wraps at, in em. */
    private static final double WRAP_EM = 24;

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
        CheckBox highlights = check("setting-highlights", "settings.highlights", settings.highlightMoves);
        ComboBox<String> animation = choice("setting-animation", "settings.animation.",
                List.of(Settings.ANIMATION_FAST, Settings.ANIMATION_NORMAL), settings.animation);
        CheckBox reduceMotion = check("setting-reduce-motion", "settings.reduceMotion", settings.reduceMotion);
        animation.disableProperty().bind(reduceMotion.selectedProperty()); // no speed for motion that is off
        CheckBox mute = check("setting-mute", "settings.mute", settings.soundMuted);
        Slider volume = new Slider(0, 100, settings.volumePercent());
        volume.setId("setting-volume");
        volume.setBlockIncrement(10);
        volume.disableProperty().bind(mute.selectedProperty());
        ComboBox<Language> language = languageChoice(i18n.language());

        GridPane grid = new GridPane();
        grid.getStyleClass().add("options-grid");
        ColumnConstraints captions = new ColumnConstraints();
        captions.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints controls = new ColumnConstraints();
        controls.setHgrow(Priority.ALWAYS);
        controls.setFillWidth(true);
        controls.setMinWidth(Region.USE_PREF_SIZE);
        // the column's own width, so that a sentence in it wraps rather than widening the dialog past
        // a 640-pixel screen (a width on the sentence itself is not what the grid measures)
        controls.setPrefWidth(WRAP_EM * dev.tabula.app.common.WindowScale.fontSizeOf(context.stage()));
        grid.getColumnConstraints().setAll(captions, controls);
        int row = 0;
        row(grid, row++, "settings.theme", theme);
        row(grid, row++, null, highlights);
        row(grid, row++, "settings.animation", animation);
        row(grid, row++, null, reduceMotion);
        row(grid, row++, "settings.sound", mute);
        row(grid, row++, "settings.volume", volume);
        row(grid, row++, "settings.language", language);
        Label note = new Label(i18n.text("settings.language.note"));
        note.getStyleClass().add("muted");
        note.setWrapText(true);
        row(grid, row++, null, note);
        ComboBox<Integer> thinkTime = millisChoice("setting-think-time", List.of(500, 1000, 2000, 5000),
                settings.computerThinkMillis());
        ComboBox<Integer> computerPause = millisChoice("setting-computer-pause", List.of(0, 250, 500, 1000, 2000),
                settings.computerDelayMillis());
        row(grid, row++, "settings.thinkTime", thinkTime);
        row(grid, row++, "settings.computerPause", computerPause);
        CheckBox warnLosing = check("setting-warn-losing", "settings.warnLosing", settings.warnLosingMoves);
        row(grid, row++, null, warnLosing);
        Map<String, Supplier<String>> preferences = gamePreferences(grid, row, settings);
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
            settings.reduceMotion = reduceMotion.isSelected();
            settings.soundMuted = mute.isSelected();
            settings.soundVolume = (int) Math.round(volume.getValue());
            settings.language = language.getValue().tag();
            preferences.forEach((key, value) -> settings.viewPreferences.put(key, value.get()));
            return true;
        });
        return dialog.showAndWait();
    }

    /** A row of the grid: {@code captionKey}'s words (none when null) and the control, as wide as the column. */
    private void row(GridPane grid, int row, String captionKey, Region control) {
        control.setMaxWidth(Double.MAX_VALUE);
        if (control instanceof javafx.scene.control.Labeled words && words.isWrapText()) {
            words.setMinHeight(Region.USE_PREF_SIZE); // all its lines, once wrapped in the column
        }
        if (captionKey != null) {
            Label caption = new Label(i18n.text(captionKey));
            caption.setLabelFor(control);
            grid.add(caption, 0, row);
        }
        grid.add(control, 1, row);
    }

    private CheckBox check(String id, String textKey, boolean selected) {
        CheckBox box = new CheckBox(i18n.text(textKey));
        box.setId(id);
        box.setWrapText(true);
        box.setSelected(selected);
        return box;
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
        box.setCellFactory(list -> new LanguageCell());
        box.setButtonCell(new LanguageCell());
        return box;
    }

    /**
     * A language by its own name, in a font that draws it: 日本語, 한국어 and 繁體中文 in an installed
     * CJK font whatever the interface's language, so that a player finds theirs in the list.
     */
    private static final class LanguageCell extends javafx.scene.control.ListCell<Language> {
        @Override
        protected void updateItem(Language language, boolean empty) {
            super.updateItem(language, empty);
            setText(empty || language == null ? null : language.ownName());
            setStyle(empty || language == null ? null : dev.tabula.app.fonts.CjkFontCheck.familyFor(language.locale())
                    .map(dev.tabula.app.fonts.CjkFonts::inlineStyle).orElse(null));
        }
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
