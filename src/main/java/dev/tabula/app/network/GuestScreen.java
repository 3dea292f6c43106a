package dev.tabula.app.network;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.ResignAction;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.Sight;
import dev.tabula.app.table.GameOverBanner;
import dev.tabula.app.table.MatchSidePanel;
import dev.tabula.app.table.ToolIcons;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import dev.tabula.net.Environment;
import dev.tabula.net.Guest;
import dev.tabula.net.GuestListener;
import dev.tabula.net.NetNotice;
import dev.tabula.net.SeatInfo;
import dev.tabula.net.Ticket;
import dev.tabula.net.UndoRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A friend's match screen: the game's board drawn from this seat's view and the public one only
 * (the guest is sent nothing else), the seats and the move list beside it and the end-of-match
 * banner as in a match on one computer, the moves, an undo and a resignation asked of the host,
 * and the host's answers and the connection's news over the board and in the status line, in the
 * player's language. When the connection drops, the screen takes the seat back once with the
 * newest {@link Ticket}, and offers to again.
 */
public final class GuestScreen implements GuestListener {
    private static final Logger LOG = LoggerFactory.getLogger(GuestScreen.class);

    private final NetworkContext context;
    private final I18n i18n;
    private final BorderPane root = new BorderPane();
    private final StackPane centre = new StackPane();
    private final Label heading = new Label();
    private final Label status = new Label();
    private final Button undo = new Button();
    private final Button resign = new Button();
    private final Button reconnect = new Button();
    private final NetworkBar news;
    private final MatchSidePanel sidePanel;
    private final GameOverBanner banner;
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
    /** Whether the connection of the moment is one that came back to the seat. */
    private boolean cameBack;
    private boolean left;

    private GuestScreen(NetworkContext context) {
        this.context = context;
        this.i18n = context.i18n();
        this.news = new NetworkBar(i18n);
        this.sidePanel = new MatchSidePanel(i18n, ply -> { }); // every position is the live one here
        this.banner = GameOverBanner.backOnly(i18n, context::showPicker);
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
        back.setGraphic(ToolIcons.BACK.node()); // the pictures of the host's tool bar, for the same acts
        back.setTooltip(new Tooltip(i18n.text("tip.guest.back")));
        back.setOnAction(event -> context.showPicker());
        undo.setText(i18n.text("action.undo"));
        undo.setId("guest-undo");
        undo.setTooltip(new Tooltip(i18n.text("tip.guest.undo")));
        ToolIcons.UNDO.onlyOn(undo);
        undo.setOnAction(event -> guest.proposeUndo());
        resign.setText(i18n.text("action.resign"));
        resign.setId("guest-resign");
        resign.setOnAction(event -> resign());
        reconnect.setText(i18n.text("guest.reconnect"));
        reconnect.setId("guest-reconnect");
        reconnect.setVisible(false);
        reconnect.setOnAction(event -> comeBack());
        heading.setId("guest-heading");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, back, heading, spacer, reconnect, undo);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("match-toolbar");
        status.setId("guest-status");
        status.setWrapText(true);
        status.setMaxWidth(Double.MAX_VALUE); // the line spans the window, as on the host's screen
        status.getStyleClass().add("status-line");
        centre.getStyleClass().add("board-area");
        centre.getChildren().setAll(banner.node(), news.node());
        StackPane.setAlignment(banner.node(), Pos.CENTER);
        StackPane.setAlignment(news.node(), Pos.BOTTOM_CENTER);
        sidePanel.addFooter(resign);
        root.setTop(bar);
        root.setCenter(centre);
        root.setRight(sidePanel.node());
        root.setBottom(status);
        enableActions();
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

    /** What the notice over the board says now, or empty while it is hidden (for tests, as a player reads it). */
    public Optional<String> news() {
        return news.node().isVisible() ? Optional.of(news.text()) : Optional.empty();
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
            centre.getChildren().add(0, view.node());
            heading.setText(i18n.text("guest.heading", context.gameName(entry), joined.hostName(),
                    seats.get(joined.seat()).name()));
        }
        if (cameBack) {
            news.say(i18n.text("guest.backIn"));
        }
        draw(false);
    }

    @Override
    public void changed(Guest changed) {
        if (!left && view != null) {
            ticket = changed.ticket();
            if (!news.isAsking()) {
                news.hide(); // the news was of the position before
            }
            draw(true);
        }
    }

    @Override
    public void refused(NetNotice why) {
        if (view != null) {
            draw(false); // the board takes back what it showed of the refused move
        }
        say(why.message(i18n.locale()));
    }

    @Override
    public void undoAsked(UndoRequest request) {
        if (left) {
            return;
        }
        if (request.seat() == guest.seat()) {
            news.say(i18n.text("network.undo.waiting"));
        } else {
            news.ask(request.question(seats.get(request.seat()).name()).message(i18n.locale()),
                    yes -> guest.vote(request.id(), yes));
        }
        enableActions();
    }

    @Override
    public void undoSettled(boolean accepted, NetNotice why) {
        if (!left) {
            news.say(why.message(i18n.locale()));
            enableActions();
        }
    }

    @Override
    public void ended(NetNotice why) {
        if (left) {
            return;
        }
        LOG.info("the network match ended here: {}", why);
        String words = why.message(i18n.locale());
        say(words);
        news.say(words); // over the board, where the player looks
        enableActions();
        boolean hostEnded = why.key().equals("net.host.closed");
        if (ticket != null && !hostEnded) {
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
        List<PlayedMove> played = new ArrayList<>(moves.size());
        for (int ply = 0; ply < moves.size(); ply++) {
            played.add(new PlayedMove(moves.get(ply), guest.moverAt(ply), guest.publicViewAt(ply)));
        }
        sidePanel.showSeats(guest.publicView(), guest.seatOfTurn(), seats, entry.ui(), messages);
        sidePanel.showMoves(played, seats, entry.ui(), messages);
        String why = entry.ui().status(guest.publicView(), seats, messages);
        Optional<Outcome> outcome = guest.outcome();
        if (outcome.isPresent()) {
            String sentence = guest.resignation().map(resigned -> ResignAction.sentence(outcome.get(),
                    resigned.seat(), seats, i18n)).orElse(why);
            banner.show(outcome.get(), seats, sentence);
            status.setText(sentence);
        } else {
            banner.hide();
            status.setText(why);
        }
        enableActions();
        shownPly.set(guest.ply());
    }

    /** Undo and Resign while the match goes on and this Tabula is in it; Undo only when the host would take it. */
    private void enableActions() {
        boolean playing = guest != null && guest.isJoined() && !guest.isOver();
        undo.setDisable(!playing || !guest.mayProposeUndo());
        resign.setDisable(!playing);
    }

    private void resign() {
        if (guest.isJoined() && !guest.isOver()
                && ResignAction.confirm(context.stage(), i18n, seats.get(guest.seat()).name())) {
            guest.resign();
        }
    }

    private void say(String text) {
        status.setText(text);
    }

    private void comeBack() {
        if (ticket == null || left) {
            return;
        }
        reconnect.setVisible(false);
        cameBack = true;
        say(i18n.text("guest.connecting", ticket.address().getHost()));
        guest = Guest.rejoin(ticket, environment(), this);
    }

    /**
     * The app's language changed: the screen is built again in it and takes its seat back at once
     * with its ticket (the host's people see the friend leave and come back); before the match
     * arrived, there is no seat to take back and the games show.
     */
    public void inNewLanguage() {
        Ticket back = ticket;
        leave();
        if (back == null) {
            context.showPicker();
            return;
        }
        GuestScreen screen = new GuestScreen(context);
        context.showGuest(screen, screen.build());
        screen.ticket = back;
        screen.comeBack();
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
