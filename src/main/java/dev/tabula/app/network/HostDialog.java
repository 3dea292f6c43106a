package dev.tabula.app.network;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.core.Seat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * After the new-match dialog (the game's options and who sits where), asks which people's seats
 * are played by friends at other computers, and the host's name. Start is possible once one seat
 * is a friend's: a network match without one would be a match on this computer.
 */
final class HostDialog {
    private final NetworkContext context;
    private final MatchRequest request;
    private final I18n i18n;

    HostDialog(NetworkContext context, MatchRequest request) {
        this.context = context;
        this.request = request;
        this.i18n = context.i18n();
    }

    Optional<HostChoice> showAndWait() {
        Dialog<HostChoice> dialog = new Dialog<>();
        Dialogs.own(dialog, context.stage());
        dialog.setTitle(i18n.text("host.title", context.gameName(request.entry())));
        dialog.setHeaderText(i18n.text("host.header"));
        dialog.getDialogPane().setId("host-dialog");
        ButtonType startType = new ButtonType(i18n.text("host.start"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancelType = new ButtonType(i18n.text("action.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(startType, cancelType);
        dialog.getDialogPane().lookupButton(startType).setId("host-start");

        GridPane seats = new GridPane();
        seats.getStyleClass().add("seat-grid");
        seats.setHgap(12);
        seats.setVgap(6);
        Map<Integer, ChoiceBox<Boolean>> where = new LinkedHashMap<>();
        String firstHere = null;
        for (int seat = 0; seat < request.seats().size(); seat++) {
            Seat named = request.seats().get(seat);
            seats.add(new Label(named.name()), 0, seat);
            if (named.computer()) {
                seats.add(new Label(i18n.text("host.seat.computer")), 1, seat);
                continue;
            }
            ChoiceBox<Boolean> choice = new ChoiceBox<>();
            choice.setId("host-seat-" + seat);
            choice.getItems().setAll(false, true);
            choice.setConverter(new StringConverter<>() {
                @Override
                public String toString(Boolean friend) {
                    return i18n.text(Boolean.TRUE.equals(friend) ? "host.seat.friend" : "host.seat.here");
                }

                @Override
                public Boolean fromString(String text) {
                    return null;
                }
            });
            // the last person's seat is a friend's by default: the host usually plays the first
            choice.setValue(where.size() > 0);
            where.put(seat, choice);
            if (firstHere == null) {
                firstHere = named.name();
            }
            seats.add(choice, 1, seat);
        }
        TextField hostName = new TextField(firstHere == null ? "Tabula" : firstHere);
        hostName.setId("host-name");
        Label note = new Label(i18n.text("host.note"));
        note.setWrapText(true);
        note.getStyleClass().add("muted");
        VBox content = new VBox(8, new Label(i18n.text("host.seats")), seats, new Label(i18n.text("host.name")),
                hostName, note);
        content.getStyleClass().add("dialog-content");
        dialog.getDialogPane().setContent(content);

        Runnable check = () -> dialog.getDialogPane().lookupButton(startType).setDisable(
                hostName.getText().isBlank() || friends(where).isEmpty());
        where.values().forEach(choice -> choice.valueProperty().addListener((obs, old, now) -> check.run()));
        hostName.textProperty().addListener((obs, old, now) -> check.run());
        check.run();
        dialog.setResultConverter(button -> button == startType
                ? new HostChoice(friends(where), hostName.getText().strip()) : null);
        return dialog.showAndWait();
    }

    private static Set<Integer> friends(Map<Integer, ChoiceBox<Boolean>> where) {
        Set<Integer> friends = new TreeSet<>();
        where.forEach((seat, choice) -> {
            if (Boolean.TRUE.equals(choice.getValue())) {
                friends.add(seat);
            }
        });
        return friends;
    }
}
