package dev.tabula.app.picker;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.files.FileProblems;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.common.ResignAction;
import dev.tabula.app.common.SeatNames;
import java.util.ResourceBundle;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One tile of the picker's matches in progress: a small picture of the position, the game (and
 * the file it came from), the players, how many moves and when, with Continue and Remove (asked
 * first); while its newest state is not on disk (the autosave fails), since which move it is not
 * saved, and Save as…. A slot that cannot be read says why and can be removed.
 */
final class InProgressTile {
    private static final Logger LOG = LoggerFactory.getLogger(InProgressTile.class);
    /** The picture's edge, in em. */
    private static final double SMALL_PREVIEW_EM = 4.3;

    private InProgressTile() {
    }

    static Node build(PickerContext context, InProgress.Entry entry, int index, double em, double previewSize) {
        I18n i18n = context.i18n();
        Button remove = new Button(i18n.text("picker.inProgress.remove"));
        remove.setId("remove-" + index);
        remove.getStyleClass().add("small-button");
        remove.setTooltip(new Tooltip(i18n.text("picker.inProgress.remove.tip")));
        remove.setMinWidth(Region.USE_PREF_SIZE);
        remove.setOnAction(event -> confirmRemove(context, entry));
        if (entry.broken()) {
            Label broken = new Label(i18n.text("picker.inProgress.broken",
                    FileProblems.describe(i18n, entry.problem())));
            broken.setWrapText(true);
            broken.setId("broken-" + index);
            VBox box = new VBox(4, broken, remove);
            box.setId("in-progress-" + index);
            box.getStyleClass().addAll("in-progress-row", "broken");
            return box;
        }
        GameEntry game = context.registry().find(entry.match().game().info().id()).orElseThrow();
        ResourceBundle bundle = context.gameBundle(game);
        StackPane picture = new StackPane();
        double small = SMALL_PREVIEW_EM * em;
        picture.setMinSize(small, small);
        picture.setMaxSize(small, small);
        picture.getStyleClass().add("card-preview");
        picture.setClip(new javafx.scene.shape.Rectangle(small, small));
        try {
            // drawn as on the game's card and shrunk: at this size a game's labels would crowd it
            Node preview = game.ui().preview(entry.match().current().publicView(), previewSize, bundle);
            javafx.geometry.Bounds size = preview.getLayoutBounds();
            double fit = small / Math.max(previewSize, Math.max(size.getWidth(), size.getHeight()));
            preview.setScaleX(fit);
            preview.setScaleY(fit);
            picture.getChildren().add(new javafx.scene.Group(preview));
        } catch (RuntimeException e) {
            LOG.error("cannot draw the picture of the match in progress {}", entry.slot().id(), e);
        }
        Label name = new Label(entry.sourceFile() != null
                ? i18n.text("picker.inProgress.fileTitle", context.gameName(game), String.valueOf(entry.sourceFile().getFileName()))
                : context.gameName(game));
        name.getStyleClass().add("in-progress-title");
        // the tiles stand in a row that scrolls sideways: each as wide as its words, none cut ("bg1.ta…")
        name.setMinWidth(Region.USE_PREF_SIZE);
        java.util.List<dev.tabula.core.Seat> seats = SeatNames.forDisplay(entry.match().seats(), game, i18n);
        Label players = new Label(i18n.list(seats.stream().map(dev.tabula.core.Seat::name).toList()));
        players.setWrapText(true);
        Label when = new Label(i18n.text("picker.inProgress.moves", entry.match().cursor(),
                new java.util.Date(entry.lastPlayed().toMillis())));
        when.getStyleClass().add("muted");
        when.setMinWidth(Region.USE_PREF_SIZE); // never "10:14" over "PM"
        Button resume = new Button(i18n.text("picker.continue"));
        resume.setId("continue-" + index);
        resume.getStyleClass().add("primary");
        resume.setMinWidth(Region.USE_PREF_SIZE);
        resume.setOnAction(event -> context.matches().continueMatch(entry));
        HBox buttons = new HBox(6, resume, remove);
        VBox words = new VBox(2, name, players, when, buttons);
        if (entry.unsaved() != null) { // the autosave fails: what is not on disk, and a way to keep it elsewhere
            Label unsaved = new Label(entry.unsaved().onDisk()
                    ? i18n.text("picker.inProgress.unsaved", entry.unsaved().movesOnDisk())
                    : i18n.text("picker.inProgress.unsavedAll"));
            unsaved.setId("unsaved-" + index);
            unsaved.getStyleClass().add("unsaved");
            unsaved.setWrapText(true);
            words.getChildren().add(3, unsaved);
            Button saveAs = new Button(i18n.text("autosave.saveAs"));
            saveAs.setId("save-as-" + index);
            saveAs.setMinWidth(Region.USE_PREF_SIZE);
            saveAs.setOnAction(event -> context.matchFiles().saveAs(entry, () -> context.onPicker(PickerScreen::reloadInProgress)));
            buttons.getChildren().add(1, saveAs);
        }
        String resigned = ResignAction.sentenceIfResigned(entry.match(), seats, i18n);
        if (resigned != null) { // left on the list only by a crash: it says how it ended
            Label ended = new Label(resigned);
            ended.setId("resigned-" + index);
            ended.setWrapText(true);
            words.getChildren().add(3, ended);
        }
        HBox.setHgrow(words, Priority.ALWAYS);
        HBox box = new HBox(8, picture, words);
        box.setId("in-progress-" + index);
        box.getStyleClass().add("in-progress-row");
        return box;
    }

    private static void confirmRemove(PickerContext context, InProgress.Entry entry) {
        I18n i18n = context.i18n();
        if (Dialogs.confirmDestructive(context.stage(), i18n.text("picker.inProgress.remove.title"),
                i18n.text("picker.inProgress.remove.question"), i18n.text("picker.inProgress.remove.yes"),
                i18n.text("action.cancel"), "remove-dialog")) {
            context.matches().remove(entry.slot());
            context.showPicker();
        }
    }
}
