package dev.tabula.app.picker;

import dev.tabula.app.common.WindowContext;
import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.common.OptionField;
import dev.tabula.app.common.SeatNames;
import dev.tabula.core.GameInfo;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Seat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** Asks who plays, with which options and seed; answers a {@link MatchRequest}. */
public final class NewMatchDialog {

    private final WindowContext context;
    private final GameEntry entry;
    private final I18n i18n;
    private final ResourceBundle bundle;
    private final List<SeatRow> seatRows = new ArrayList<>();
    private final Map<String, Supplier<String>> optionValues = new LinkedHashMap<>();
    /** The controls of each option's row, hidden where the option means nothing at the table. */
    private final Map<OptionSpec, List<javafx.scene.Node>> optionRows = new LinkedHashMap<>();
    private final VBox seatBox = new VBox();
    private final TextField seed = new TextField();
    private boolean restoring;
    private List<javafx.scene.Node> seedNodes = List.of();
    /** "Play the computer": every seat after the first starts as the computer's, at Medium. */
    private final boolean againstComputer;

    public NewMatchDialog(WindowContext context, GameEntry entry) {
        this(context, entry, false);
    }

    public NewMatchDialog(WindowContext context, GameEntry entry, boolean againstComputer) {
        this.context = context;
        this.entry = entry;
        this.againstComputer = againstComputer;
        this.i18n = context.i18n();
        this.bundle = context.gameBundle(entry);
    }

    /** A fresh random seed: matches differ unless the player types one in to replay a deal. */
    public Optional<MatchRequest> showAndWait() {
        Dialog<MatchRequest> dialog = new Dialog<>();
        Dialogs.own(dialog, context.stage());
        dialog.setTitle(i18n.text("newMatch.title", context.gameName(entry)));
        dialog.setHeaderText(i18n.text("newMatch.header", context.gameName(entry)));
        dialog.getDialogPane().setId("new-match-dialog");
        ButtonType startType = new ButtonType(i18n.text("newMatch.start"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancelType = new ButtonType(i18n.text("action.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(startType, cancelType);
        ((Button) dialog.getDialogPane().lookupButton(startType)).setId("start-match");
        ((Button) dialog.getDialogPane().lookupButton(startType)).setDefaultButton(true);
        // a game with many options (Zodijak has seventeen) scrolls, so Start stays on screen
        VBox content = content();
        ScrollPane scroll = new ScrollPane();
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("dialog-scroll");
        scroll.setContent(content);
        dialog.getDialogPane().setContent(scroll);
        // styled and measured once, in the dialog's own scene before it shows (not first in a scene
        // of its own and again in the dialog's: half the work between the click and the dialog)
        dialog.getDialogPane().applyCss(); // the scroll pane's skin takes the content in
        content.applyCss();
        boolean scrolls = content.prefHeight(-1) > heightLimit();
        scroll.setPrefViewportHeight(scrolls ? heightLimit() : content.prefHeight(-1));
        // a bar shown only as needed is left out of the pane's width and would cover the options'
        // right edge; one that is always there is counted, and the dialog widens by it
        scroll.setVbarPolicy(scrolls ? ScrollPane.ScrollBarPolicy.ALWAYS : ScrollPane.ScrollBarPolicy.NEVER);
        dialog.setResultConverter(button -> button == startType ? request() : null);
        return dialog.showAndWait();
    }

    /**
     * Builds and styles a dialog's content off screen and throws it away: what the first New
     * match would otherwise spend, under load, between the click and a filled dialog (the
     * controls' classes and skins, the style sheets, each game's look at its seeds). The start
     * screen runs it once its pictures are drawn.
     */
    void warmUp() {
        measuredHeight(content());
    }

    /** The height the options may take: the rest of the window goes to the header and the buttons. */
    private double heightLimit() {
        Stage owner = context.stage();
        double window = owner.getHeight() > 0 ? owner.getHeight() : Screen.getPrimary().getVisualBounds().getHeight();
        // the header and the buttons grow with the window's text
        double chrome = 260 * dev.tabula.app.common.WindowScale.factorOf(owner);
        return Math.max(200, Math.min(window, Screen.getPrimary().getVisualBounds().getHeight()) - chrome);
    }

    /** The content's natural height, measured with the window's style sheets in a scene of its own (the warm-up's). */
    private double measuredHeight(VBox content) {
        Group measuring = new Group(content);
        Scene scene = new Scene(measuring);
        if (context.stage().getScene() != null) {
            scene.getStylesheets().setAll(context.stage().getScene().getStylesheets());
            scene.getRoot().getStyleClass().setAll(context.stage().getScene().getRoot().getStyleClass());
        }
        dev.tabula.app.common.WindowScale.likeOwner(measuring, context.stage());
        measuring.applyCss();
        measuring.layout();
        double height = content.prefHeight(-1);
        measuring.getChildren().clear();
        return height;
    }

    private VBox content() {
        GameInfo info = entry.game().info();
        VBox content = new VBox();
        content.getStyleClass().add("dialog-content");
        Label seatsTitle = new Label(i18n.text("newMatch.players"));
        seatsTitle.getStyleClass().add("section-title");
        content.getChildren().add(seatsTitle);
        if (info.minSeats() != info.maxSeats()) {
            ComboBox<Integer> count = new ComboBox<>();
            count.setId("seat-count");
            for (int n = info.minSeats(); n <= info.maxSeats(); n++) {
                count.getItems().add(n);
            }
            count.setValue(info.minSeats());
            count.valueProperty().addListener((obs, old, now) -> showSeats(now));
            HBox row = new HBox(new Label(i18n.text("newMatch.seatCount")), count);
            row.getStyleClass().add("seat-row");
            row.setAlignment(Pos.CENTER_LEFT);
            content.getChildren().add(row);
        }
        showSeats(info.minSeats());
        if (againstComputer) {
            seatRows.subList(1, seatRows.size()).forEach(SeatRow::becomeComputer);
        }
        content.getChildren().add(seatBox);
        if (!info.options().isEmpty()) {
            Label optionsTitle = new Label(i18n.text("newMatch.options"));
            optionsTitle.getStyleClass().add("section-title");
            content.getChildren().addAll(optionsTitle, options(info));
        }
        Label seedTitle = new Label(i18n.text("newMatch.seed"));
        seedTitle.getStyleClass().add("section-title");
        seed.setId("seed");
        seed.setText(Long.toString(MatchRequest.randomSeed()));
        seed.setPrefColumnCount(20);
        seed.setTextFormatter(new javafx.scene.control.TextFormatter<>(
                change -> change.getControlNewText().matches("\\d{0,18}") ? change : null));
        Button reseed = new Button(i18n.text("newMatch.newSeed"));
        reseed.setId("new-seed");
        reseed.setMinWidth(Button.USE_PREF_SIZE);
        reseed.setOnAction(event -> seed.setText(Long.toString(MatchRequest.randomSeed())));
        HBox.setHgrow(seed, Priority.ALWAYS);
        HBox seedRow = new HBox(seed, reseed);
        seedRow.getStyleClass().add("seat-row");
        Label seedHint = new Label(i18n.text("newMatch.seed.hint"));
        seedHint.getStyleClass().add("muted");
        seedHint.setWrapText(true);
        if (entry.game().seedCanMatter()) {
            content.getChildren().addAll(seedTitle, seedRow, seedHint);
            seedNodes = List.of(seedTitle, seedRow, seed, seedHint);
            showSeedIfItMatters();
        }
        return content;
    }

    /** The seed's rows, shown only while the options chosen leave something to chance. */
    private void showSeedIfItMatters() {
        boolean matters = entry.game().seedMatters(chosenOptions());
        seedNodes.forEach(node -> {
            node.setVisible(matters);
            node.setManaged(matters);
        });
    }

    private Map<String, String> chosenOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        optionValues.forEach((key, value) -> options.put(key, value.get()));
        return options;
    }

    private void showSeats(int count) {
        // keep names already typed when the count changes
        List<Seat> typed = seatRows.stream().map(SeatRow::toSeat).toList();
        seatRows.clear();
        restoring = true;
        for (int i = 0; i < count; i++) {
            String fallback = i18n.text("seat.default", i + 1);
            String defaultName = I18n.formatOr(bundle, "seat." + i, fallback);
            SeatRow row = new SeatRow(i, i18n.text("newMatch.seat", i + 1), defaultName, i18n, this::updateDefaultNames);
            seatRows.add(row);
        }
        seatBox.getChildren().setAll(seatRows.stream().map(SeatRow::node).toList());
        for (int i = 0; i < Math.min(typed.size(), count); i++) {
            seatRows.get(i).restore(typed.get(i));
        }
        restoring = false;
        updateDefaultNames();
        showOptionsFor(count);
    }

    /**
     * A computer seat is called "Computer (Hard)"; with several computers at the table they are
     * numbered ("Computer 2 (Easy)"), so that the status line tells them apart.
     */
    private void updateDefaultNames() {
        if (restoring) {
            return;
        }
        List<SeatRow> computers = SeatRow.computers(seatRows);
        for (SeatRow row : seatRows) {
            if (!row.isComputer()) {
                row.setDefaultName(null);
                continue;
            }
            row.setDefaultName(SeatNames.computerName(computers.indexOf(row) + 1, computers.size(), row.level(), i18n));
        }
    }

    private GridPane options(GameInfo info) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("options-grid");
        int row = 0;
        for (OptionSpec spec : info.options()) {
            optionValues.put(spec.key(), OptionField.add(grid, row, spec, bundle, spec.defaultValue(), "option-" + spec.key()));
            int thisRow = row++;
            List<javafx.scene.Node> nodes = grid.getChildren().stream()
                    .filter(node -> Integer.valueOf(thisRow).equals(GridPane.getRowIndex(node))).toList();
            optionRows.put(spec, nodes);
        }
        showOptionsFor(seatRows.size());
        // an option can decide whether the seed matters (Zodiac's random first player)
        for (javafx.scene.Node node : grid.getChildren()) {
            if (node instanceof ComboBox<?> choice) {
                choice.valueProperty().addListener(observable -> showSeedIfItMatters());
            } else if (node instanceof javafx.scene.control.CheckBox box) {
                box.selectedProperty().addListener(observable -> showSeedIfItMatters());
            }
        }
        return grid;
    }

    /** Shows only the options that mean something at a table of {@code seats} (no sign for an absent player). */
    private void showOptionsFor(int seats) {
        optionRows.forEach((spec, nodes) -> nodes.forEach(node -> {
            node.setVisible(spec.appliesTo(seats));
            node.setManaged(spec.appliesTo(seats));
        }));
    }

    private MatchRequest request() {
        Map<String, String> options = chosenOptions();
        String seedText = seed.getText();
        long chosenSeed = seedText == null || seedText.isBlank() ? MatchRequest.randomSeed() : Long.parseLong(seedText);
        return new MatchRequest(entry, seatRows.stream().map(SeatRow::toSeat).toList(), options, chosenSeed);
    }
}
