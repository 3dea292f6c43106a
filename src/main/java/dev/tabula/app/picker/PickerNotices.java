package dev.tabula.app.picker;

import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.FileProblems;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.files.MatchesInProgress;
import dev.tabula.app.records.RecordsStore;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The notices at the top of the start screen, each saying what happened and nothing more: that the
 * last run did not end cleanly (naming the match it had on screen, with its own Continue, only when
 * it had one: that match's tile then waits until the notice is dismissed, so that it is not offered
 * twice), that the autosave fails and the matches marked below are not saved, where the records
 * that could not be read were set aside, and that the data folder did not answer at the start.
 */
final class PickerNotices {
    private final PickerContext context;
    private final I18n i18n;
    private final VBox top;
    /** Shows the list again (after the crash notice that held back a tile was dismissed). */
    private final Runnable relist;
    private final List<Node> shown = new ArrayList<>();

    PickerNotices(PickerContext context, VBox top, Runnable relist) {
        this.context = context;
        this.i18n = context.i18n();
        this.top = top;
        this.relist = relist;
    }

    /** Puts up the notices for {@code entries}; returns the entries the list shows as tiles. */
    List<InProgress.Entry> show(List<InProgress.Entry> entries) {
        top.getChildren().removeAll(shown);
        shown.clear();
        List<InProgress.Entry> tiles = new ArrayList<>(entries);
        String recovered = context.matches().recovered();
        if (recovered != null) {
            InProgress.Entry named = MatchesInProgress.namesAMatch(recovered) ? entries.stream()
                    .filter(e -> !e.broken() && e.slot().id().equals(recovered)).findFirst().orElse(null) : null;
            if (named != null) {
                tiles.remove(named);
                add(crashNotice(named));
            } else {
                add(dismissible("crash-notice", "crash-dismiss", i18n.text(recovered.equals(DataFolder.ON_PICKER)
                        ? "picker.crashNotice.onPicker" : "picker.crashNotice.unknown"), context.matches()::dismissRecovery));
            }
        }
        MatchesInProgress.AutosaveProblem problem = context.matches().autosaveProblem();
        if (problem != null) {
            Label text = new Label(i18n.text("picker.autosaveFailed", String.valueOf(problem.folder()),
                    FileProblems.describe(i18n, problem.problem())));
            text.setId("picker-autosave-warning-text");
            HBox warning = notice("picker-autosave-warning", text);
            warning.getStyleClass().add("warning-notice");
            add(warning);
        }
        RecordsStore records = context.records().store();
        String folder = String.valueOf(records.file().toAbsolutePath().getParent());
        records.setAside().ifPresent(aside -> add(once("records-set-aside-notice",
                i18n.text("picker.records.setAside", folder, String.valueOf(aside.getFileName())))));
        if (!records.writable() && records.setAside().isEmpty() && context.settingsRead()) {
            add(once("records-kept-notice", i18n.text("picker.records.keptUnread", folder)));
        }
        if (!context.settingsRead()) {
            add(once("folder-not-read-notice", i18n.text("picker.folderNotRead", String.valueOf(context.dataFolder()))));
        }
        return tiles;
    }

    private void add(Node notice) {
        shown.add(notice);
        top.getChildren().add(notice);
    }

    /** A notice said until the player dismisses it, once a run. */
    private Node once(String id, String words) {
        if (context.dismissedNotices().contains(id)) {
            return new Region();
        }
        return dismissible(id, id + "-dismiss", words, () -> context.dismissedNotices().add(id));
    }

    private Node dismissible(String id, String dismissId, String words, Runnable dismissed) {
        Label text = new Label(words);
        Button dismiss = dismissButton(dismissId);
        HBox notice = notice(id, text, dismiss);
        dismiss.setOnAction(event -> {
            dismissed.run();
            top.getChildren().remove(notice);
        });
        return notice;
    }

    private Node crashNotice(InProgress.Entry entry) {
        GameEntry game = context.registry().find(entry.match().game().info().id()).orElseThrow();
        Label text = new Label(i18n.text("picker.crashNotice", context.gameName(game), entry.match().cursor()));
        Button resume = new Button(i18n.text("picker.continue"));
        resume.setId("crash-continue");
        resume.getStyleClass().add("primary");
        resume.setMinWidth(Region.USE_PREF_SIZE);
        resume.setOnAction(event -> context.matches().continueMatch(entry));
        Button dismiss = dismissButton("crash-dismiss");
        HBox notice = notice("crash-notice", text, resume, dismiss);
        dismiss.setOnAction(event -> {
            context.matches().dismissRecovery();
            top.getChildren().remove(notice);
            relist.run(); // its match is a tile like the others now
        });
        return notice;
    }

    private Button dismissButton(String id) {
        Button dismiss = new Button(i18n.text("picker.crashNotice.dismiss"));
        dismiss.setId(id);
        dismiss.setMinWidth(Region.USE_PREF_SIZE);
        return dismiss;
    }

    private static HBox notice(String id, Label text, Node... buttons) {
        text.setWrapText(true);
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox notice = new HBox(text);
        notice.getChildren().addAll(buttons);
        notice.setId(id);
        notice.getStyleClass().add("notice");
        notice.setAlignment(Pos.CENTER_LEFT);
        return notice;
    }
}
