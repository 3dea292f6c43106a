package dev.tabula.app.picker;

import dev.tabula.app.common.SeatNames;
import dev.tabula.app.common.I18n;
import dev.tabula.app.computer.SeatControllers;
import dev.tabula.ai.Level;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.function.Function;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.util.StringConverter;

/**
 * One seat in the new-match dialog: a person or the computer (with its level), and a name. The
 * name follows the default (the game's seat name, or "Computer (Hard)") until the player types one.
 */
public final class SeatRow {
    static final String PERSON = "person";
    public static final String COMPUTER = "computer";

    private final String personName;
    private final TextField name = new TextField();
    private final ComboBox<String> kind = new ComboBox<>();
    private final ComboBox<Level> level = new ComboBox<>();
    private final HBox node;
    private String defaultName;

    SeatRow(int index, String label, String personName, I18n i18n, Runnable onChange) {
        this.personName = personName;
        this.defaultName = personName;
        name.setText(personName);
        name.setPromptText(personName);
        name.setId("seat-name-" + index);
        name.setPrefColumnCount(14);
        kind.setId("seat-kind-" + index);
        kind.getItems().setAll(PERSON, COMPUTER);
        kind.setValue(PERSON);
        kind.setConverter(converter(value -> COMPUTER.equals(value)
                ? i18n.text("newMatch.kind.computer") : i18n.text("newMatch.kind.person")));
        level.setId("seat-level-" + index);
        level.getItems().setAll(Level.values());
        level.setValue(Level.MEDIUM);
        level.setConverter(converter(value -> SeatNames.levelName(i18n, value)));
        level.setAccessibleText(i18n.text("newMatch.level"));
        showLevel(false);
        kind.valueProperty().addListener((obs, old, now) -> {
            showLevel(COMPUTER.equals(now));
            onChange.run();
        });
        level.valueProperty().addListener((obs, old, now) -> onChange.run());
        Label caption = new Label(label);
        caption.getStyleClass().add("seat-caption");
        caption.setLabelFor(name);
        // never narrower than its words ("プレイヤー1"); no least width in tabula.css, which would override this
        caption.setMinWidth(Label.USE_PREF_SIZE);
        kind.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        level.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        name.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox.setHgrow(name, Priority.ALWAYS);
        node = new HBox(caption, kind, level, name);
        node.getStyleClass().add("seat-row");
        node.setAlignment(Pos.CENTER_LEFT);
    }

    private static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String string) {
                throw new UnsupportedOperationException("not editable");
            }
        };
    }

    /** The level stays in the layout when hidden, so the dialog need not grow when a seat becomes the computer's. */
    private void showLevel(boolean on) {
        level.setVisible(on);
    }

    HBox node() {
        return node;
    }

    boolean isComputer() {
        return COMPUTER.equals(kind.getValue());
    }

    Level level() {
        return level.getValue();
    }

    /**
     * The default name changes (a person became the computer, its level changed); a name the
     * player typed stays. {@code null} means the game's name for this seat.
     */
    void setDefaultName(String computerName) {
        String now = computerName == null ? personName : computerName;
        String typed = name.getText();
        if (typed == null || typed.isBlank() || typed.equals(defaultName)) {
            name.setText(now);
        }
        defaultName = now;
        name.setPromptText(now);
    }

    /** The computer takes this seat at its default level (Medium), named after it: "Play the computer". */
    void becomeComputer() {
        kind.setValue(COMPUTER);
    }

    /** Sets the row as {@code seat} was chosen before (the number of players changed). */
    void restore(Seat seat) {
        kind.setValue(seat.computer() ? COMPUTER : PERSON);
        if (seat.computer()) {
            level.setValue(SeatControllers.levelOf(seat));
        }
        name.setText(seat.name());
    }

    /** The seat as chosen; a blank name becomes the default name. */
    Seat toSeat() {
        String chosen = name.getText() == null || name.getText().isBlank() ? defaultName : name.getText();
        return isComputer() ? Seat.computer(chosen, level.getValue().id()) : Seat.person(chosen);
    }

    /** The rows the computer plays, in seat order. */
    static List<SeatRow> computers(List<SeatRow> rows) {
        return rows.stream().filter(SeatRow::isComputer).toList();
    }
}
