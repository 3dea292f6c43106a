package dev.tabula.net;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.Game;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Options;
import dev.tabula.core.Outcome;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A friend's Tabula in a network match: it joins a host with the join code of one seat (or comes
 * back to it with its {@link Ticket}), keeps a copy of the match as that seat sees it, and asks
 * the host to play that seat's moves. It never holds another seat's hand, the stock or the
 * match's generator: it is sent none of them.
 *
 * <p>The screen draws {@link #view()} and {@link #publicView()} (one seat's view, for a
 * {@code Sight}) and browses {@link #viewAt}; it calls the methods below on the environment's
 * executor, where the {@link GuestListener} is called too. Reading the match is for after
 * {@link GuestListener#joined}.
 */
public final class Guest {
    private static final Logger LOG = LoggerFactory.getLogger(Guest.class);
    private final Environment env;
    private final GuestListener listener;
    private final URI address;
    private final GuestSocket socket;
    private final GuestInbox inbox;
    private final ObjectNode hello;
    private final Runnable stopBeats;
    private boolean opened;
    private boolean ended;
    private Instant lastHeard;

    private Guest(URI address, ObjectNode hello, Environment env, GuestListener listener) {
        this.env = env;
        this.listener = listener;
        this.address = address;
        this.hello = hello;
        this.inbox = new GuestInbox(this, listener);
        this.lastHeard = env.clock().instant();
        this.socket = new GuestSocket(address, new GuestSocket.Endpoint() {
            @Override
            public void opened() {
                Guest.this.opened = true;
                Guest.this.send(Guest.this.hello);
            }

            @Override
            public void received(String text) {
                Guest.this.received(text);
            }

            @Override
            public void closed(int code, String reason) {
                Guest.this.closed(code, reason);
            }
        }, env.executor());
        this.stopBeats = env.ticker().every(env.timing().pingEvery(), () -> env.executor().execute(this::beat));
        socket.connect();
    }

    /** Joins the match at {@code address} with the join code of one seat. */
    public static Guest join(URI address, String code, Environment env, GuestListener listener) {
        return new Guest(address, hello().put("code", code), env, listener);
    }

    /** Comes back to the seat of {@code ticket} after the connection was lost. */
    public static Guest rejoin(Ticket ticket, Environment env, GuestListener listener) {
        return new Guest(ticket.address(), hello().put("seat", ticket.seat()).put("secret", ticket.secret()), env,
                listener);
    }

    private static ObjectNode hello() {
        return Protocol.message("hello").put("protocol", Protocol.VERSION).put("app", Protocol.appVersion());
    }

    /**
     * The address a person typed: {@code 192.168.1.20}, {@code example.org:47474},
     * {@code [fd00::2]:47474} or a whole {@code ws://} address; without a port, the default one.
     */
    public static URI address(String typed) {
        String text = typed.strip();
        URI uri = URI.create(text.contains("://") ? text : "ws://" + text);
        if (!"ws".equals(uri.getScheme()) || uri.getHost() == null) {
            throw new IllegalArgumentException("not the address of a host: " + typed);
        }
        return URI.create("ws://" + (uri.getHost().contains(":") && !uri.getHost().startsWith("[")
                ? "[" + uri.getHost() + "]" : uri.getHost()) + ":" + (uri.getPort() < 0 ? Protocol.DEFAULT_PORT
                : uri.getPort()) + "/");
    }

    // ---------------------------------------------------------------- the match as this seat sees it

    /** Whether the match so far has arrived and the connection is open. */
    public boolean isJoined() {
        return inbox.isJoined() && !ended;
    }

    public Game game() {
        return inbox.game();
    }

    public Options options() {
        return inbox.options();
    }

    /** Every seat: names, who plays it, whether a friend is connected to it. */
    public List<SeatInfo> seats() {
        return inbox.seats();
    }

    /** The seat this Tabula plays. */
    public int seat() {
        return inbox.seat();
    }

    public String hostName() {
        return inbox.hostName();
    }

    /** The way back to this seat if the connection is lost (the secret of the last join). */
    public Ticket ticket() {
        return new Ticket(address, inbox.seat(), inbox.secret());
    }

    /** How many moves are in effect. */
    public int ply() {
        return inbox.line().ply();
    }

    public List<Move> moves() {
        return inbox.line().moves();
    }

    /**
     * Who made move {@code ply} (0 for the first): a seat, or {@code State.CHANCE} for a roll or a
     * draw; the move list says each move in its mover's words.
     */
    public int moverAt(int ply) {
        return inbox.line().imagined(ply).currentSeat();
    }

    /** This seat's view of the position now. */
    public SeatView view() {
        return viewAt(ply());
    }

    /** This seat's view after the first {@code ply} moves (the move list's earlier positions). */
    public SeatView viewAt(int ply) {
        return inbox.line().viewAt(ply);
    }

    /** What everybody at the table sees now: for the status line and the seats' summaries. */
    public SeatView publicView() {
        return publicViewAt(ply());
    }

    public SeatView publicViewAt(int ply) {
        return inbox.line().publicViewAt(ply);
    }

    /** The views this screen may draw, by seat: its own seat's, as a {@code Sight} wants them. */
    public Map<Integer, SeatView> views() {
        return Map.of(seat(), view());
    }

    /** Whether the match ended: its game did, or someone resigned. */
    public boolean isOver() {
        return inbox.resignation().isPresent() || inbox.line().imagined(ply()).isTerminal();
    }

    /** How it ended, once {@link #isOver()}. */
    public Optional<Outcome> outcome() {
        State now = inbox.line().imagined(ply());
        Optional<Match.Resignation> resigned = inbox.resignation();
        if (resigned.isPresent()) {
            int seat = resigned.get().seat();
            return Optional.of(new Outcome(now.winnersAfterResignation(seat, seats().size()), Match.RESIGNED,
                    List.of(String.valueOf(seat))));
        }
        return now.isTerminal() ? Optional.of(now.outcome()) : Optional.empty();
    }

    public Optional<Match.Resignation> resignation() {
        return inbox.resignation();
    }

    /** Whether this seat is to act now: its decision, or its roll. */
    public boolean isMyTurn() {
        if (!isJoined() || isOver()) {
            return false;
        }
        State now = inbox.line().imagined(ply());
        return (now.isChance() ? now.seatOfTurn() : now.currentSeat()) == seat();
    }

    /** The seat to act now (to decide, or to roll), or -1 once the match is over. */
    public int seatOfTurn() {
        return isOver() ? -1 : inbox.line().imagined(ply()).seatOfTurn();
    }

    /**
     * Whether the host would take this seat's undo now: the match goes on, nobody asks one, and a
     * decision of this seat's is in reach without taking back a card someone saw.
     */
    public boolean mayProposeUndo() {
        if (!isJoined() || isOver() || undoAsked().isPresent() || ply() == 0
                || inbox.line().imagined(ply()).isUndoBarrier()) {
            return false;
        }
        return UndoVotes.lastDecision(inbox.line()::imagined, ply(), seat()) >= 0;
    }

    /** The undo someone asks for now, if any. */
    public Optional<UndoRequest> undoAsked() {
        return inbox.undoAsked();
    }

    // ---------------------------------------------------------------- asking the host

    /** Asks the host to play {@code move} for this seat; a refusal comes as {@link GuestListener#refused}. */
    public void play(Move move) {
        send(request("move").put("move", move.notation()));
    }

    /** Asks the host to roll this seat's dice (the host rolls: only it has the match's generator). */
    public void roll() {
        send(request("roll"));
    }

    public void resign() {
        send(request("resign"));
    }

    /** Asks everyone to take the match back to this seat's last decision. */
    public void proposeUndo() {
        send(request("undo"));
    }

    public void vote(int id, boolean accept) {
        send(Protocol.message("vote").put("id", id).put("accept", accept));
    }

    /** Leaves the match for now: the seat waits, and {@link #ticket()} leads back. */
    public void leave() {
        if (!ended) {
            send(Protocol.message("bye"));
            end(null);
        }
    }

    private ObjectNode request(String type) {
        return Protocol.message(type).put("seat", seat()).put("ply", ply());
    }

    // ---------------------------------------------------------------- the connection

    void send(ObjectNode message) {
        if (!ended && opened) {
            socket.sendText(Protocol.write(message));
        }
    }

    private void received(String text) {
        if (ended) {
            return;
        }
        lastHeard = env.clock().instant();
        try {
            if (text == null) {
                throw Protocol.malformed("a binary message");
            }
            inbox.handle(Protocol.read(text, Protocol.MAX_HOST_MESSAGE));
        } catch (ProtocolException e) {
            LOG.info("leaving {}: {}", address, e.getMessage());
            end(NetNotice.of("net.host.malformed"));
        }
    }

    private void closed(int code, String reason) {
        if (ended) {
            return;
        }
        NetNotice why;
        if (!opened) {
            why = NetNotice.of("net.host.unreachable", address.getHost() + ":" + address.getPort());
        } else if (code == 1009) {
            why = NetNotice.of("net.drop.tooBig");
        } else if (code == Link.DROPPED && NetNotice.isKnown(reason)) {
            why = NetNotice.fromPeer(reason, List.of());
        } else {
            why = NetNotice.of("net.host.lost");
        }
        end(why);
    }

    /** The host has not been heard for too long: the connection is given up. */
    private void beat() {
        if (!ended && Duration.between(lastHeard, env.clock().instant()).compareTo(env.timing().silentAfter()) > 0) {
            end(opened ? NetNotice.of("net.host.silent")
                    : NetNotice.of("net.host.unreachable", address.getHost() + ":" + address.getPort()));
        }
    }

    /** Ends the connection; tells the listener why, unless this side chose to leave. */
    void end(NetNotice why) {
        if (ended) {
            return;
        }
        ended = true;
        stopBeats.run();
        socket.close(Link.NORMAL, "net.guest.left");
        if (why != null) {
            listener.ended(why);
        }
    }
}
