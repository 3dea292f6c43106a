package dev.tabula.app.common;

import dev.tabula.core.OptionSpec;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

/**
 * One option's control in a grid, as the new-match dialog shows a game's options and the
 * settings its view preferences: a check box for a switch, a labelled choice otherwise, worded
 * by the game's bundle ({@code option.KEY}, {@code option.KEY.VALUE}).
 */
public final class OptionField {
    private OptionField() {
    }

    /** Adds the control for {@code spec}, set to {@code current}, at {@code row}; answers how to read it. */
    public static Supplier<String> add(GridPane grid, int row, OptionSpec spec, ResourceBundle bundle, String current,
            String id) {
        String value = spec.values().contains(current) ? current : spec.defaultValue();
        String label = I18n.formatOr(bundle, "option." + spec.key(), spec.key());
        if (spec.isFlag()) {
            CheckBox box = new CheckBox(label);
            box.setId(id);
            box.setWrapText(true);
            box.setSelected(OptionSpec.ON.equals(value));
            grid.add(box, 1, row); // in the controls' column, never under the captions
            return () -> box.isSelected() ? OptionSpec.ON : OptionSpec.OFF;
        }
        ComboBox<String> choice = new ComboBox<>();
        choice.setId(id);
        choice.getItems().setAll(spec.values());
        choice.setValue(value);
        choice.setMaxWidth(Double.MAX_VALUE); // as wide as the column, not ragged
        choice.setConverter(new StringConverter<>() {
            @Override
            public String toString(String shown) {
                return shown == null ? "" : I18n.formatOr(bundle, "option." + spec.key() + "." + shown, shown);
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        });
        Label caption = new Label(label);
        caption.setLabelFor(choice);
        // the caption keeps its words ("An 8 turned up as the starter"); the dialog grows instead
        caption.setMinWidth(Region.USE_PREF_SIZE);
        choice.setMinWidth(Region.USE_PREF_SIZE);
        grid.add(caption, 0, row);
        grid.add(choice, 1, row);
        return choice::getValue;
    }
}
