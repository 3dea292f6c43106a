package dev.tabula.app.network;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.I18n;
import dev.tabula.net.AnnouncedMatch;
import dev.tabula.net.Guest;
import dev.tabula.net.MatchFinder;
import java.net.InetAddress;
import java.util.Optional;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;

/**
 * "Join a match…": the matches announced on the local network (picking one fills in its address),
 * or an address typed in (a friend across the Internet), and the join code the host gave. Join is
 * possible once the address reads as one and a code is there.
 */
final class JoinDialog {
    private final NetworkContext context;
    private final I18n i18n;

    JoinDialog(NetworkContext context) {
        this.context = context;
        this.i18n = context.i18n();
    }

    Optional<JoinTarget> showAndWait() {
        Dialog<JoinTarget> dialog = new Dialog<>();
        Dialogs.own(dialog, context.stage());
        dialog.setTitle(i18n.text("join.title"));
        dialog.setHeaderText(i18n.text("join.header"));
        dialog.getDialogPane().setId("join-dialog");
        ButtonType joinType = new ButtonType(i18n.text("join.join"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancelType = new ButtonType(i18n.text("action.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(joinType, cancelType);
        dialog.getDialogPane().lookupButton(joinType).setId("join-start");

        ListView<AnnouncedMatch> announced = new ListView<>();
        announced.setId("join-announced");
        announced.setPrefHeight(120);
        announced.setPlaceholder(new Label(i18n.text("join.none")));
        announced.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(AnnouncedMatch match, boolean empty) {
                super.updateItem(match, empty);
                setText(empty || match == null ? null : i18n.text("join.announced", match.announcement().hostName(),
                        gameName(match.announcement().gameId()), match.announcement().openSeats()));
            }
        });
        TextField address = new TextField();
        address.setId("join-address");
        TextField code = new TextField();
        code.setId("join-code");
        announced.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                address.setText(now.address().getHost() + ":" + now.address().getPort());
            }
        });
        VBox content = new VBox(8, new Label(i18n.text("join.nearby")), announced, new Label(i18n.text("join.address")),
                address, new Label(i18n.text("join.code")), code);
        content.getStyleClass().add("dialog-content");
        dialog.getDialogPane().setContent(content);

        Runnable check = () -> dialog.getDialogPane().lookupButton(joinType).setDisable(
                target(address.getText(), code.getText()).isEmpty());
        address.textProperty().addListener((obs, old, now) -> check.run());
        code.textProperty().addListener((obs, old, now) -> check.run());
        check.run();
        dialog.setResultConverter(button -> button == joinType
                ? target(address.getText(), code.getText()).orElse(null) : null);
        MatchFinder finder = context.loopbackOnly()
                ? MatchFinder.start(InetAddress.getLoopbackAddress(), context.networkExecutor(), announced.getItems()::setAll)
                : MatchFinder.start(context.networkExecutor(), announced.getItems()::setAll);
        try {
            return dialog.showAndWait();
        } finally {
            finder.closeLater();
        }
    }

    /** The game's name in the player's language; the id of a game this Tabula does not have. */
    private String gameName(String gameId) {
        return context.registry().find(gameId).map(context::gameName).orElse(gameId);
    }

    /** The address and code as typed, if the address reads as a host's and a code is there. */
    static Optional<JoinTarget> target(String address, String code) {
        if (address.isBlank() || code.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new JoinTarget(Guest.address(address), code.strip()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
