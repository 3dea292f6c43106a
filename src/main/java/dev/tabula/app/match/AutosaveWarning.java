package dev.tabula.app.match;

import dev.tabula.app.common.I18n;
import java.nio.file.Path;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The match screen's warning while the autosave fails: where it cannot write and why, that
 * Tabula keeps trying, and a Save as… to keep a copy elsewhere. It never blocks the board.
 */
final class AutosaveWarning {
    private final I18n i18n;
    private final Label text = new Label();
    private final HBox box;

    AutosaveWarning(I18n i18n, Runnable saveAs) {
        this.i18n = i18n;
        text.setId("autosave-warning-text");
        text.setWrapText(true);
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        Button save = new Button(i18n.text("autosave.saveAs"));
        save.setId("autosave-save-as");
        save.setFocusTraversable(false); // keys stay with the board
        save.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        save.setOnAction(event -> saveAs.run());
        box = new HBox(12, text, save);
        box.setId("autosave-warning");
        box.getStyleClass().addAll("notice", "warning-notice");
        box.setAlignment(Pos.CENTER_LEFT);
        hide();
    }

    Node node() {
        return box;
    }

    void show(Path folder, String reason) {
        text.setText(i18n.text("autosave.failed", String.valueOf(folder), reason));
        box.setVisible(true);
        box.setManaged(true);
    }

    void hide() {
        box.setVisible(false);
        box.setManaged(false);
    }
}
