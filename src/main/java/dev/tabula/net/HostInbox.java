package dev.tabula.net;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the host makes of every connection and message, on the host's executor. A connection says
 * hello with its protocol version and a join code (or, coming back, its seat and secret) before
 * anything else; after that it may ask for its own seat only, and only in turn. A request that a
 * correct Tabula can make at the wrong moment (a move that crossed an undo) is refused and the
 * connection stays; anything a correct Tabula never sends (a move for another seat's name aside,
 * broken JSON, an oversized or binary message, a flood, a silence) ends the connection, with the
 * reason told at both ends. The match goes on either way.
 */
final class HostInbox implements HostServer.Endpoint {
    private static final Logger LOG = LoggerFactory.getLogger(HostInbox.class);
    /** Wrong join codes from one address before it is refused for the rest of the match. */
    static final int MAX_WRONG_CODES = 5;
    /** WebSocket's close code of a message over the size limit, which the library itself sends. */
    private static final int TOO_BIG = 1009;

    private final Host host;
    private final Match match;
    private final Environment env;
    private final Map<Link, Connection> connections = new LinkedHashMap<>();
    private final Map<String, Integer> wrongCodes = new HashMap<>();

    HostInbox(Host host, Environment env) {
        this.host = host;
        this.match = host.match();
        this.env = env;
    }

    List<Connection> connections() {
        return List.copyOf(connections.values());
    }

    // ---------------------------------------------------------------- the transport's events

    @Override
    public void opened(Link link) {
        if (host.isClosed()) {
            link.close(Link.NORMAL, "net.host.closed");
            return;
        }
        Instant now = env.clock().instant();
        connections.put(link, new Connection(link, now, new RateLimit(env.clock(), env.timing().burst(),
                env.timing().perSecond())));
    }

    @Override
    public void received(Link link, String text) {
        Connection connection = connections.get(link);
        if (connection == null || host.isClosed()) {
            return; // dropped a moment ago, or the host has ended: what was still on its way is ignored
        }
        connection.lastHeard = env.clock().instant();
        if (!connection.limit.take()) {
            drop(connection, NetNotice.of("net.drop.flood"));
            return;
        }
        try {
            if (text == null) {
                throw Protocol.malformed("a binary message");
            }
            handle(connection, Protocol.read(text, Protocol.MAX_GUEST_MESSAGE));
        } catch (ProtocolException e) {
            LOG.info("dropping {}: {}", link.peer(), e.getMessage());
            drop(connection, e.notice());
        }
    }

    @Override
    public void closed(Link link, int code) {
        Connection connection = connections.remove(link);
        if (connection != null && connection.joined() && connection.seat.connection == connection) {
            // closed without a word (a "bye" is handled above): a friend's Tabula ending on purpose
            // closes normally, a network that fails does not
            String key = code == TOO_BIG ? "net.guest.dropped.tooBig" : code == Link.NORMAL ? "net.guest.left"
                    : "net.guest.lost";
            leave(connection.seat, NetNotice.of(key, host.nameOf(connection.seat.seat)));
        }
    }

    /** Pings every joined connection; drops one that stayed silent, or never said hello, too long. */
    void beat() {
        Instant now = env.clock().instant();
        String ping = HostFeed.ping();
        for (Connection connection : connections()) {
            if (!connection.joined() && longer(connection.opened, now, env.timing().helloWithin())) {
                drop(connection, NetNotice.of("net.drop.noHello"));
            } else if (longer(connection.lastHeard, now, env.timing().silentAfter())) {
                drop(connection, NetNotice.of("net.drop.silent"));
            } else if (connection.joined()) {
                connection.link.send(ping);
            }
        }
    }

    private static boolean longer(Instant since, Instant now, Duration limit) {
        return Duration.between(since, now).compareTo(limit) > 0;
    }

    /**
     * Ends a connection for {@code why}: its other end is told, and so are the people here if it
     * held a seat, which waits for its friend to come back.
     */
    void drop(Connection connection, NetNotice why) {
        connections.remove(connection.link);
        if (connection.joined() && connection.seat.connection == connection) {
            String name = host.nameOf(connection.seat.seat);
            String key = switch (why.key()) {
                case "net.drop.flood" -> "net.guest.dropped.flood";
                case "net.drop.silent" -> "net.guest.dropped.silent";
                case "net.drop.tooBig" -> "net.guest.dropped.tooBig";
                case "net.drop.malformed" -> "net.guest.dropped.malformed";
                default -> "net.guest.left";
            };
            leave(connection.seat, NetNotice.of(key, name));
        } else if (!connection.joined() && !why.key().equals("net.refused.code")) {
            host.listener().notice(NetNotice.of("net.guest.stranger", connection.link.peer()));
        }
        connection.link.send(HostFeed.notice("dropped", why));
        connection.link.close(Link.DROPPED, why.key());
    }

    /** A friend's seat is empty now: everybody is told, and an undo waiting for them is dropped. */
    private void leave(RemoteSeat seat, NetNotice notice) {
        seat.connection = null;
        host.sendToAll(HostFeed.presence(seat.seat, false));
        host.undo().left(seat.seat);
        host.listener().presence(seat.seat, false);
        host.listener().notice(notice);
    }

    // ---------------------------------------------------------------- messages

    private void handle(Connection connection, ObjectNode message) {
        String type = message.get("type").textValue();
        if (!connection.joined()) {
            if (!type.equals("hello")) {
                throw Protocol.malformed("'" + type + "' before hello");
            }
            hello(connection, message);
            return;
        }
        int seat = connection.seat.seat;
        switch (type) {
            case "move" -> move(connection, message, seat);
            case "roll" -> roll(connection, message, seat);
            case "resign" -> {
                if (mine(connection, message, seat)) {
                    host.whyNot().ifPresentOrElse(why -> refuse(connection, why), () -> host.resignFor(seat));
                }
            }
            case "undo" -> {
                if (mine(connection, message, seat)) {
                    host.undo().propose(seat).ifPresent(why -> refuse(connection, why));
                }
            }
            case "vote" -> host.undo().answer(seat, Fields.integer(message, "id", 0, Integer.MAX_VALUE),
                    Fields.bool(message, "accept"));
            case "pong" -> { }
            case "bye" -> {
                connections.remove(connection.link);
                connection.link.close(Link.NORMAL, "net.guest.left");
                leave(connection.seat, NetNotice.of("net.guest.left", host.nameOf(seat)));
            }
            default -> throw Protocol.malformed("no message '" + type + "'");
        }
    }

    /** The version first, so that a newer or older Tabula is told which to update; then the seat. */
    private void hello(Connection connection, ObjectNode message) {
        int protocol = Fields.integer(message, "protocol", 0, Integer.MAX_VALUE);
        String app = Fields.has(message, "app") ? Fields.text(message, "app", 40) : "?";
        if (protocol != Protocol.VERSION) {
            String key = protocol > Protocol.VERSION ? "net.refused.hostOlder" : "net.refused.guestOlder";
            host.listener().notice(NetNotice.of("net.guest.versionRefused", connection.link.peer(), app,
                    Protocol.appVersion()));
            drop(connection, NetNotice.of(key, Protocol.appVersion(), app));
            return;
        }
        String peer = connection.link.peer();
        if (wrongCodes.getOrDefault(peer, 0) >= MAX_WRONG_CODES) {
            drop(connection, NetNotice.of("net.refused.tooManyTries"));
            return;
        }
        RemoteSeat seat = Fields.has(message, "code") ? byCode(Fields.text(message, "code", 40)) : bySecret(message);
        if (seat == null) {
            int wrong = wrongCodes.merge(peer, 1, Integer::sum);
            host.listener().notice(NetNotice.of("net.guest.wrongCode", peer));
            drop(connection, NetNotice.of(wrong >= MAX_WRONG_CODES ? "net.refused.tooManyTries"
                    : Fields.has(message, "code") ? "net.refused.code" : "net.refused.secret"));
            return;
        }
        join(connection, seat);
    }

    /** The seat whose unused code this is; every open code is compared, in constant time each. */
    private RemoteSeat byCode(String typed) {
        String given = Secrets.normalized(typed);
        RemoteSeat found = null;
        for (RemoteSeat seat : host.remote().values()) {
            if (Secrets.same(seat.code, given) && found == null) {
                found = seat;
            }
        }
        return found;
    }

    private RemoteSeat bySecret(ObjectNode message) {
        int number = Fields.integer(message, "seat", 0, match.seats().size() - 1);
        String secret = Fields.text(message, "secret", 64);
        RemoteSeat seat = host.remote().get(number);
        return seat != null && Secrets.same(seat.secret, secret) ? seat : null;
    }

    /**
     * The connection takes its seat: the code is spent, a new secret is its way back, a connection
     * that held the seat before (one the network lost without a word) gives way, and it is sent
     * the match so far.
     */
    private void join(Connection connection, RemoteSeat seat) {
        boolean back = seat.secret != null;
        if (seat.connection != null) {
            Connection old = seat.connection;
            seat.connection = null;
            connections.remove(old.link);
            old.link.send(HostFeed.notice("dropped", NetNotice.of("net.drop.replaced")));
            old.link.close(Link.DROPPED, "net.drop.replaced");
        }
        seat.code = null;
        seat.secret = Secrets.newSecret(env.random());
        seat.connection = connection;
        connection.seat = seat;
        for (String text : host.feed().welcome(seat.seat, seat.secret, host.seats())) {
            connection.link.send(text);
        }
        for (RemoteSeat other : host.remote().values()) {
            if (other != seat && other.connection != null) {
                other.connection.link.send(HostFeed.presence(seat.seat, true));
            }
        }
        host.announce();
        host.listener().presence(seat.seat, true);
        host.listener().notice(NetNotice.of(back ? "net.guest.back" : "net.guest.joined", host.nameOf(seat.seat)));
    }

    /** Whether a request names the connection's own seat; a request for another's is refused. */
    private boolean mine(Connection connection, ObjectNode message, int seat) {
        int named = Fields.integer(message, "seat", 0, match.seats().size() - 1);
        if (named != seat) {
            refuse(connection, NetNotice.of("net.refused.notYourSeat", host.nameOf(named)));
            return false;
        }
        return true;
    }

    /**
     * Whether the request is for the position the match is at: it names the number of moves it
     * saw, so that a move made before an undo arrived is not played on the position after it.
     */
    private boolean current(Connection connection, ObjectNode message) {
        int ply = Fields.integer(message, "ply", 0, Integer.MAX_VALUE);
        if (ply != match.cursor()) {
            refuse(connection, NetNotice.of("net.refused.stale"));
            return false;
        }
        return true;
    }

    private void move(Connection connection, ObjectNode message, int seat) {
        String notation = Fields.text(message, "move", 300);
        if (!mine(connection, message, seat) || !allowed(connection) || !current(connection, message)) {
            return;
        }
        State state = match.current();
        if (state.isChance() || state.currentSeat() != seat) {
            refuse(connection, NetNotice.of("net.refused.notYourTurn"));
            return;
        }
        Move move;
        try {
            move = match.game().parseMove(state, notation);
        } catch (IllegalMoveException e) {
            refuse(connection, NetNotice.of("net.refused.illegal", notation));
            return;
        }
        host.commit(move);
    }

    /** A friend's roll is drawn here, from the match's own generator. */
    private void roll(Connection connection, ObjectNode message, int seat) {
        if (!mine(connection, message, seat) || !allowed(connection) || !current(connection, message)) {
            return;
        }
        State state = match.current();
        if (!state.isChance() || state.seatOfTurn() != seat) {
            refuse(connection, NetNotice.of("net.refused.notYourTurn"));
            return;
        }
        host.commit(state.sampleChance());
    }

    private boolean allowed(Connection connection) {
        return host.whyNot().map(why -> {
            refuse(connection, why);
            return false;
        }).orElse(true);
    }

    private static void refuse(Connection connection, NetNotice why) {
        connection.link.send(HostFeed.notice("refused", why));
    }
}
