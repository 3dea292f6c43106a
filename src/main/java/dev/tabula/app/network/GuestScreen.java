package dev.tabula.app.network;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.net.Environment;
import dev.tabula.net.Guest;
import dev.tabula.net.GuestListener;
import dev.tabula.net.NetNotice;
import dev.tabula.net.SeatInfo;
import dev.tabula.net.Ticket;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A friend's match screen: the game's board drawn from this seat's view and the public one only
 * (the guest is sent nothing else), the moves asked of the host, and the host's answers and the
 * connection's news in the status line, in the player's language. When the connection drops, the
 * screen takes the seat back once with the newest {@link Ticket}, and offers to again.
 */
public final class GuestScreen implements GuestListener {
    private static final Logger LOG = LoggerFactory.getLogger(GuestScreen.class);

    private final NetworkContext context;
    private final I18n i18n;
    private final BorderPane root = new BorderPane();
    private final StackPane centre = new StackPane();
    private final Label heading = new Label();
    private final Label status = new Label();
    private final Button reconnect = new Button();
    private Guest guest;
    private GameEntry entry;
    private ResourceBundle messages;
    private List<Seat> seats;
    private BoardView view;
    /** What the board was last shown: all a friend's face holds of the match. */
    private Sight shownSight;
    private Ticket ticket;
    /** How many moves the board showed last: a test waits on it, as a player waits for the board. */
    private final ReadOnlyIntegerWrapper shownPly = new ReadOnlyIntegerWrapper(-1);
    /** Whether the last drop was already answered by coming back once on its own. */
    private boolean retried;
    private boolean left;

    private GuestScreen(NetworkContext context) {
        this.context = context;
        this.i18n = context.i18n();
    }

    /** "Join a match…": asks where and with which code, then shows the screen and joins. */
    public static void ask(NetworkContext context) {
        new JoinDialog(context).showAndWait().ifPresent(target -> join(context, target));
    }

    /** Joins {@code target} and shows the screen, saying that it connects until the match arrives. */
    static GuestScreen join(NetworkContext context, JoinTarget target) {
        GuestScreen screen = new GuestScreen(context);
        context.showGuest(screen, screen.build());
        screen.status.setText(context.i18n().text("guest.connecting", target.address().getHost()));
        screen.guest = Guest.join(target.address(), target.code(), screen.environment(), screen);
        return screen;
    }

    private Environment environment() {
        return Environment.of(context.networkExecutor());
    }

    private Parent build() {
        root.setId("guest-screen");
        root.getStyleClass().add("match-screen");
        Button back = new Button(i18n.text("guest.back"));
        back.setId("guest-back");
        back.setOnAction(event -> context.showPicker());
        reconnect.setText(i18n.text("guest.reconnect"));
        reconnect.setId("guest-reconnect");
        reconnect.setVisible(false);
        reconnect.setOnAction(event -> comeBack());
        heading.setId("guest-heading");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, back, heading, spacer, reconnect);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("match-toolbar");
        status.setId("guest-status");
        status.setWrapText(true);
        status.getStyleClass().add("status-line");
        centre.getStyleClass().add("board-area");
        root.setTop(bar);
        root.setCenter(centre);
        root.setBottom(status);
        return root;
    }

    /** What the board was last shown (a test checks that it holds this seat's view only). */
    public Optional<Sight> shownSight() {
        return Optional.ofNullable(shownSight);
    }

    /** How many moves the board showed last, or -1 before the match arrived. */
    public ReadOnlyIntegerProperty shownPly() {
        return shownPly.getReadOnlyProperty();
    }

    // ---------------------------------------------------------------- what the host tells

    @Override
    public void joined(Guest joined) {
        if (left) {
            return;
        }
        retried = false;
        ticket = joined.ticket();
        reconnect.setVisible(false);
        if (view == null) {
            Optional<GameEntry> game = context.registry().find(joined.game().info().id());
            if (game.isEmpty()) {
                status.setText(NetNotice.of("net.host.unknownGame", joined.game().info().id()).message(i18n.locale()));
                return;
            }
            entry = game.get();
            messages = context.gameBundle(entry);
            seats = joined.seats().stream().map(GuestScreen::seat).toList();
            view = entry.ui().createView(new GuestBoardContext(context, entry.id(), messages, seats, () -> guest,
                    this::say));
            view.node().setMinSize(0, 0);
            centre.getChildren().setAll(view.node());
            heading.setText(i18n.text("guest.heading", context.gameName(entry), joined.hostName(),
                    seats.get(joined.seat()).name()));
        }
        draw(false);
    }

    @Override
    public void changed(Guest changed) {
        if (!left && view != null) {
            ticket = changed.ticket();
            draw(true);
        }
    }

    @Override
    public void refused(NetNotice why) {
        say(why.message(i18n.locale()));
        if (view != null) {
            draw(false); // the board takes back what it showed of the refused move
        }
    }

    @Override
    public void ended(NetNotice why) {
        if (left) {
            return;
        }
        LOG.info("the network match ended here: {}", why);
        say(why.message(i18n.locale()));
        if (ticket != null) {
            reconnect.setVisible(true);
            if (!retried && why.key().startsWith("net.host.lost")) {
                retried = true;
                comeBack(); // a connection lost for a moment: take the seat back at once
            }
        }
    }

    // ---------------------------------------------------------------- drawing and leaving

    private void draw(boolean animate) {
        // this seat's view and the public one: the guest holds nothing more to give
        shownSight = Sight.ofViews(guest.publicView(), guest.views(), guest.isOver());
        List<Move> moves = guest.moves();
        view.show(shownSight, moves.isEmpty() ? null : moves.get(moves.size() - 1), animate);
        status.setText(entry.ui().status(guest.publicView(), seats, messages));
        shownPly.set(guest.ply());
    }

    private void say(String text) {
        status.setText(text);
    }

    private void comeBack() {
        if (ticket == null || left) {
            return;
        }
        reconnect.setVisible(false);
        say(i18n.text("guest.connecting", ticket.address().getHost()));
        guest = Guest.rejoin(ticket, environment(), this);
    }

    /** The app shows another screen: the seat waits for this Tabula to come back. */
    public void leave() {
        left = true;
        if (guest != null) {
            guest.leave();
        }
        if (view != null) {
            view.dispose();
        }
    }

    private static Seat seat(SeatInfo info) {
        return new Seat(info.name(), info.kind() == SeatInfo.Kind.COMPUTER, info.level());
    }
}
