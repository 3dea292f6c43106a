package dev.tabula.app.common;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/** Dialogs the shell shows: always owned by the main window (they never hide behind it) and styled like it. */
public final class Dialogs {
    private Dialogs() {
    }

    /** The width JavaFX gives an alert's text at the usual text size. */
    private static final double ALERT_TEXT_WIDTH = 360;

    /** Owns {@code dialog} by {@code owner} and gives it the window's style sheets and text size. */
    public static void own(Dialog<?> dialog, Window owner) {
        dialog.initOwner(owner);
        if (owner != null && owner.getScene() != null) {
            dialog.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        WindowScale.likeOwner(dialog.getDialogPane(), owner);
    }

    /** A notice with one button labelled {@code okText} (the interface's own word, not the toolkit's). */
    public static void information(Window owner, String title, String text, String okText) {
        ButtonType ok = new ButtonType(okText, ButtonBar.ButtonData.OK_DONE);
        Alert alert = prepared(new Alert(Alert.AlertType.WARNING, text, ok), owner, title, null, "notice-dialog");
        alert.getDialogPane().lookupButton(ok).setId("notice-ok");
        alert.showAndWait();
    }

    public static void error(Window owner, String title, String header, String detail) {
        Alert alert = prepared(new Alert(Alert.AlertType.ERROR, detail, ButtonType.OK), owner, title, header,
                "error-dialog");
        alert.getDialogPane().lookupButton(ButtonType.OK).setId("error-ok");
        alert.showAndWait();
    }

    /** Asks a yes-or-no question with the interface's own words on both buttons; true for yes. */
    public static boolean confirm(Window owner, String title, String question, String yesText, String noText) {
        return ask(owner, title, question, yesText, noText, "confirm-dialog", false);
    }

    /**
     * Asks before something that cannot be taken back (clearing the records, removing a match,
     * resigning): the same question, but {@code noText} is the default button, so that a
     * reflexive Enter never destroys anything.
     */
    public static boolean confirmDestructive(Window owner, String title, String question, String yesText, String noText,
            String id) {
        return ask(owner, title, question, yesText, noText, id, true);
    }

    private static boolean ask(Window owner, String title, String question, String yesText, String noText, String id,
            boolean noByDefault) {
        ButtonType yes = new ButtonType(yesText, ButtonBar.ButtonData.OK_DONE);
        ButtonType no = new ButtonType(noText, ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = prepared(new Alert(Alert.AlertType.CONFIRMATION, question, yes, no), owner, title, null, id);
        Button yesButton = (Button) alert.getDialogPane().lookupButton(yes);
        Button noButton = (Button) alert.getDialogPane().lookupButton(no);
        yesButton.setId("confirm-yes");
        noButton.setId("confirm-no");
        if (noByDefault) {
            yesButton.setDefaultButton(false);
            noButton.setDefaultButton(true);
        }
        return alert.showAndWait().filter(yes::equals).isPresent();
    }

    /**
     * Asks which of {@code choices} to take: the first is the default (Enter), the last cancels
     * (Esc); their buttons are {@code id-0}, {@code id-1} … Empty when the dialog was closed.
     */
    public static java.util.OptionalInt choose(Window owner, String title, String header, String text, String id,
            String... choices) {
        ButtonType[] types = new ButtonType[choices.length];
        for (int i = 0; i < choices.length; i++) {
            types[i] = new ButtonType(choices[i], i == 0 ? ButtonBar.ButtonData.OK_DONE
                    : i == choices.length - 1 ? ButtonBar.ButtonData.CANCEL_CLOSE : ButtonBar.ButtonData.OTHER);
        }
        Alert alert = prepared(new Alert(Alert.AlertType.CONFIRMATION, text, types), owner, title, header, id);
        for (int i = 0; i < types.length; i++) {
            alert.getDialogPane().lookupButton(types[i]).setId(id + "-" + i);
        }
        java.util.List<ButtonType> order = java.util.List.of(types);
        return alert.showAndWait().map(chosen -> java.util.OptionalInt.of(order.indexOf(chosen)))
                .orElse(java.util.OptionalInt.empty());
    }

    /** Owned, titled, resizable, and as tall as its text: long messages wrap instead of being cut. */
    private static Alert prepared(Alert alert, Window owner, String title, String header, String id) {
        own(alert, owner);
        alert.setTitle(title);
        alert.setHeaderText(header);
        alert.setResizable(true);
        alert.getDialogPane().setMinHeight(Region.USE_PREF_SIZE);
        alert.getDialogPane().setId(id);
        // JavaFX wraps an alert's text at 360 pixels whatever its size: over a large window, whose
        // text is twice as big, that is half the words a line in a tall, thin dialog
        if (alert.getDialogPane().lookup(".content.label") instanceof Region text) {
            text.setPrefWidth(ALERT_TEXT_WIDTH * WindowScale.factorOf(owner));
        }
        return alert;
    }
}
