package dev.tabula.app.records;

import dev.tabula.app.common.SeatNames;
import dev.tabula.app.common.WindowContext;
import dev.tabula.app.common.Dialogs;
import dev.tabula.app.files.FileProblems;
import dev.tabula.app.common.I18n;
import dev.tabula.ai.Level;


import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The Records window: per player's name and game, the matches played, won, lost and resigned
 * (and shared, where some were), and the results against each computer level; what went wrong
 * with the records file, in a sentence; "Clear records" after a confirmation.
 */
final class RecordsWindow {
    private final WindowContext context;
    private final RecordsStore store;
    private final I18n i18n;
    private final VBox content = new VBox(10);
    private final Label problem = new Label();
    private final ScrollPane scroll = new ScrollPane(content);
    private Stage stage;
    /** "Clear records": off while there is nothing to clear. */
    private final Button clear = new Button();

    RecordsWindow(WindowContext context, RecordsStore store) {
        this.context = context;
        this.store = store;
        this.i18n = context.i18n();
        problem.setId("records-problem");
        problem.getStyleClass().add("notice");
        problem.setWrapText(true);
        problem.setMinHeight(Region.USE_PREF_SIZE);
    }

    /** Opens the window, or brings it to the front with the newest records. */
    void show() {
        if (stage != null && stage.isShowing()) {
            refresh();
            stage.toFront();
            return;
        }
        stage = new Stage();
        clear.setText(i18n.text("records.clear"));
        clear.setId("records-clear");
        clear.setOnAction(event -> confirmClear());
        Button close = new Button(i18n.text("rules.close"));
        close.setId("records-close");
        close.setCancelButton(true); // Esc closes it
        close.setOnAction(event -> stage.close());
        HBox bar = new HBox(8, clear, close);
        bar.setAlignment(Pos.CENTER_RIGHT);
        bar.setPadding(new Insets(8, 12, 8, 12));
        content.setId("records-page");
        content.setPadding(new Insets(12));
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        double scale = dev.tabula.app.common.WindowScale.factorOf(context.stage());
        Scene scene = new Scene(new VBox(scroll, bar), 760 * scale, 480 * scale);
        scene.getStylesheets().setAll(context.stage().getScene().getStylesheets());
        dev.tabula.app.common.WindowScale.likeOwner(scene.getRoot(), context.stage());
        stage.initOwner(context.stage());
        stage.setTitle(i18n.text("records.title"));
        stage.setScene(scene);
        refresh();
        // as wide as the table (Spanish headers are long), within the screen; the list scrolls down
        scene.getRoot().applyCss();
        double screen = javafx.stage.Screen.getPrimary().getVisualBounds().getWidth();
        double table = content.lookup("#records-table") instanceof Region grid ? grid.prefWidth(-1) : 0;
        stage.setWidth(Math.min(screen, Math.max(760 * scale, table + 60)));
        stage.setOnShown(event -> close.requestFocus()); // not Clear, which a reflexive Space would press
        stage.show();
    }

    void close() {
        if (stage != null) {
            stage.close();
        }
    }

    /** A write failed ({@code problem}) or, with null, succeeded again: said in the open window. */
    void showWriteProblem(IOException failure) {
        problem.setText(failure == null ? "" : i18n.text("records.writeFailed",
                String.valueOf(store.file().getParent()), FileProblems.describe(i18n, failure)));
        if (stage != null && stage.isShowing()) {
            refresh();
        }
    }

    private void refresh() {
        content.getChildren().clear();
        store.setAside().ifPresent(aside -> content.getChildren().add(
                notice("records-set-aside", i18n.text("records.setAside", String.valueOf(aside.getFileName())))));
        if (!store.writable() && store.setAside().isEmpty()) { // never written over: this run counts nothing
            content.getChildren().add(notice("records-kept-unread", i18n.text("picker.records.keptUnread",
                    String.valueOf(store.file().toAbsolutePath().getParent()))));
        }
        if (!problem.getText().isEmpty()) {
            content.getChildren().add(problem);
        }
        Records records = store.records();
        clear.setDisable(records.rows().isEmpty());
        if (records.rows().isEmpty()) {
            Label none = new Label(i18n.text("records.none"));
            none.setId("records-none");
            none.setWrapText(true);
            content.getChildren().add(none);
            return;
        }
        content.getChildren().add(table(records));
        Label legend = new Label(i18n.text("records.legend"));
        legend.getStyleClass().add("muted");
        legend.setWrapText(true);
        // the sentence wraps in the window, not at the width of a table wider than the window
        legend.maxWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> Math.max(200, scroll.getViewportBounds().getWidth() - 24), scroll.viewportBoundsProperty()));
        legend.setMinWidth(0);
        legend.setPrefWidth(1); // never what widens the page
        content.getChildren().add(legend);
    }

    private GridPane table(Records records) {
        boolean anyShared = records.rows().stream().anyMatch(row -> row.shared() > 0);
        List<String> headers = new ArrayList<>(List.of("records.player", "records.game", "records.played",
                "records.won", "records.lost", "records.resigned"));
        if (anyShared) {
            headers.add("records.shared");
        }
        GridPane grid = new GridPane();
        grid.setId("records-table");
        grid.setHgap(14);
        grid.setVgap(4);
        int column = 0;
        for (String header : headers) {
            grid.add(header(i18n.text(header)), column++, 0);
        }
        for (Level level : Level.values()) {
            grid.add(header(i18n.text("records.against", SeatNames.levelName(i18n, level))), column++, 0);
        }
        int line = 1;
        for (Records.Row row : records.rows()) {
            List<String> cells = new ArrayList<>(List.of(row.name(), gameName(row.game()),
                    String.valueOf(row.played()), String.valueOf(row.won()), String.valueOf(row.lost()),
                    String.valueOf(row.resigned())));
            if (anyShared) {
                cells.add(String.valueOf(row.shared()));
            }
            for (Level level : Level.values()) {
                cells.add(againstCell(row.against().get(level.id())));
            }
            for (int i = 0; i < cells.size(); i++) {
                Label cell = new Label(cells.get(i));
                cell.setId("records-" + line + "-" + i);
                cell.setMinWidth(Region.USE_PREF_SIZE);
                grid.add(cell, i, line);
            }
            line++;
        }
        return grid;
    }

    /** Won–lost against a level ("2–1"), with the shared matches when there were some; a dash when never played. */
    private String againstCell(Records.Against against) {
        if (against == null || against.played() == 0) {
            return "—";
        }
        return against.shared() > 0 ? i18n.text("records.againstShared", against.won(), against.lost(), against.shared())
                : i18n.text("records.againstCell", against.won(), against.lost());
    }

    private String gameName(String id) {
        return context.registry().find(id).map(context::gameName).orElse(id);
    }

    private static Label header(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("records-header");
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private static Label notice(String id, String text) {
        Label label = new Label(text);
        label.setId(id);
        label.getStyleClass().add("notice");
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }

    private void confirmClear() {
        if (Dialogs.confirmDestructive(stage, i18n.text("records.clear.title"), i18n.text("records.clear.question"),
                i18n.text("records.clear.yes"), i18n.text("action.cancel"), "clear-records-dialog")) {
            store.clear();
            refresh();
        }
    }
}
