package dev.tabula.app.network;

import dev.tabula.app.common.I18n;
import dev.tabula.net.Host;
import dev.tabula.net.SeatInfo;
import java.net.InetAddress;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The host's window beside the match: what each friend types to join (this computer's addresses,
 * the port, their seat's join code) and whether they are connected, and the last thing the host
 * said of them; a new join code for a friend who is away and has no way back. It stays open while the match is hosted and never covers the board.
 */
final class FriendsWindow {
    private final I18n i18n;
    private final Host host;
    private final Stage stage = new Stage();
    private final GridPane seats = new GridPane();
    private final Label notice = new Label();

    /** {@code addresses}: where friends reach this host (this computer's networks, or loopback only). */
    FriendsWindow(I18n i18n, Host host, List<InetAddress> addresses, Window owner) {
        this.i18n = i18n;
        this.host = host;
        stage.initOwner(owner);
        stage.setTitle(i18n.text("host.friends.title"));
        seats.setHgap(12);
        seats.setVgap(6);
        Label where = new Label(i18n.text("host.friends.addresses", shown(addresses),
                host.port()));
        where.setId("host-addresses");
        where.setWrapText(true);
        Label plain = new Label(i18n.text("host.friends.plain"));
        plain.setWrapText(true);
        plain.getStyleClass().add("muted");
        notice.setId("host-notice");
        notice.setWrapText(true);
        VBox content = new VBox(10, where, new Label(i18n.text("host.friends.codes")), seats, notice, plain);
        content.setId("host-friends");
        content.setStyle("-fx-padding: 1em;");
        content.setPrefWidth(420);
        stage.setScene(new Scene(content));
        if (owner.getScene() != null) {
            stage.getScene().getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        refresh();
    }

    void show() {
        stage.show();
    }

    void close() {
        stage.close();
    }

    void say(String text) {
        notice.setText(text);
    }

    /** Each friend's seat: their join code until they joined, then whether they are connected. */
    void refresh() {
        seats.getChildren().clear();
        List<SeatInfo> all = host.seats();
        int row = 0;
        for (int seat = 0; seat < all.size(); seat++) {
            if (!host.isRemote(seat)) {
                continue;
            }
            SeatInfo info = all.get(seat);
            // the code alone, to be read out or typed as it stands
            Label state = new Label(host.joinCode(seat).orElse(
                    i18n.text(info.present() ? "host.friends.connected" : "host.friends.away")));
            state.setId("join-code-" + seat);
            seats.add(new Label(info.name()), 0, row);
            seats.add(state, 1, row);
            if (!info.present() && host.joinCode(seat).isEmpty()) {
                // a friend who left, or whose Tabula lost its way back: a new code brings them in again
                int friend = seat;
                Button again = new Button(i18n.text("host.friends.newCode"));
                again.setId("new-code-" + seat);
                again.setOnAction(event -> {
                    host.newJoinCode(friend);
                    refresh();
                });
                seats.add(again, 2, row);
            }
            row++;
        }
    }

    private static String shown(List<InetAddress> addresses) {
        return addresses.isEmpty() ? InetAddress.getLoopbackAddress().getHostAddress()
                : String.join(", ", addresses.stream().map(InetAddress::getHostAddress).toList());
    }
}
