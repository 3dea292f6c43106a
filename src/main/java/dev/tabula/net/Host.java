package dev.tabula.net;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import dev.tabula.core.ViewCodec;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The computer that holds a network match: the authoritative {@link Match} (its seed, every hand),
 * the people at this computer and the computer players, and a server that friends at other
 * computers join, each to the one seat whose join code they were given. Each friend is sent that
 * seat's view and nothing else ({@link HostFeed}); what a friend may do is checked here
 * ({@link HostInbox}): only for their own seat, only in turn, only legal moves.
 *
 * <p>The screen drives the seats that are not a friend's, as it drives a match on one computer:
 * {@link #play} for a person's or a computer's move (and a roll they make), {@link #resign},
 * {@link #proposeUndo}. It saves {@link #match()} after every change the {@link HostListener} reports.
 * Every method is called on the environment's executor, and every listener is called there.
 * The match outlives the host: {@link #close} tells the friends and leaves the match to be
 * resumed by a new host later (with new join codes).
 */
public final class Host {
    private static final Logger LOG = LoggerFactory.getLogger(Host.class);

    private final HostSetup setup;
    private final Match match;
    private final Environment env;
    private final HostListener listener;
    private final HostFeed feed;
    private final HostInbox inbox;
    private final UndoVotes undo;
    private final Map<Integer, RemoteSeat> remote = new LinkedHashMap<>();
    private final HostServer server;
    private MatchAnnouncer announcer;
    private Runnable stopBeats = () -> { };
    private boolean closed;

    private Host(HostSetup setup, ViewCodec codec, Environment env, HostListener listener) {
        this.setup = setup;
        this.match = setup.match();
        this.env = env;
        this.listener = listener;
        this.feed = new HostFeed(match, codec, setup.hostName());
        for (int seat : setup.remoteSeats().stream().sorted().toList()) {
            remote.put(seat, new RemoteSeat(seat, Secrets.newCode(env.random())));
        }
        this.inbox = new HostInbox(this, env);
        this.undo = new UndoVotes(this, env);
        this.server = new HostServer(setup.bind(), inbox, env.executor());
    }

    /**
     * Starts hosting: the server listens, and the match is announced on the local network if the
     * setup says so. Completes on the executor, or with the reason it cannot (the port is taken),
     * so the executor's own thread must not wait for it.
     *
     * @throws TabulaException at once for a match that cannot be played over a network
     */
    public static CompletableFuture<Host> start(HostSetup setup, Environment env, HostListener listener) {
        if (setup.match().isOver()) {
            throw new IllegalArgumentException("the match is over");
        }
        ViewCodec codec = ViewCodec.forGame(setup.match().game()).orElseThrow(() -> new TabulaException(
                setup.match().game().info().id() + " cannot be played over a network: its views have no JSON form"));
        Host host = new Host(setup, codec, env, listener);
        host.server.start();
        return host.server.started().thenApplyAsync(port -> {
            host.stopBeats = env.ticker().every(env.timing().pingEvery(), () -> env.executor().execute(host::beat));
            if (setup.announce()) {
                // a host on the loopback address only (a test, trying it out alone) announces there only
                InetAddress bound = setup.bind().getAddress();
                host.announcer = bound != null && bound.isLoopbackAddress()
                        ? MatchAnnouncer.start(bound, host.announcement(), port)
                        : MatchAnnouncer.start(host.announcement(), port);
            }
            LOG.info("hosting {} on port {} for seats {}", setup.match().game().info().id(), port, setup.remoteSeats());
            return host;
        }, env.executor());
    }

    // ---------------------------------------------------------------- what the screen reads

    /** The match: the screen draws it (never showing a friend's hand) and saves it after every change. */
    public Match match() {
        return match;
    }

    /** The port the server listens on: the one to forward for friends across the Internet. */
    public int port() {
        return server.getPort();
    }

    /** The join code of a friend's seat (such as {@code K7Q-X2M}), until a friend used it. */
    public Optional<String> joinCode(int seat) {
        RemoteSeat friend = remote.get(seat);
        return friend == null || friend.code == null ? Optional.empty() : Optional.of(Secrets.shown(friend.code));
    }

    /**
     * A new join code for a friend's seat, for a friend whose Tabula lost its way back: the old code
     * and secret stop working, and whoever holds the seat now is disconnected.
     */
    public String newJoinCode(int seat) {
        RemoteSeat friend = remote.get(seat);
        if (friend == null) {
            throw new IllegalArgumentException("seat " + seat + " is no friend's");
        }
        if (friend.connection != null) {
            inbox.drop(friend.connection, NetNotice.of("net.drop.seatReissued"));
        }
        friend.code = Secrets.newCode(env.random());
        friend.secret = null;
        announce();
        return Secrets.shown(friend.code);
    }

    /** Every seat: its name, who plays it, whether a friend's Tabula is connected to it. */
    public List<SeatInfo> seats() {
        List<SeatInfo> seats = new ArrayList<>();
        for (int seat = 0; seat < match.seats().size(); seat++) {
            Seat named = match.seats().get(seat);
            RemoteSeat friend = remote.get(seat);
            SeatInfo.Kind kind = friend != null ? SeatInfo.Kind.REMOTE
                    : named.computer() ? SeatInfo.Kind.COMPUTER : SeatInfo.Kind.LOCAL;
            seats.add(new SeatInfo(named.name(), kind, named.level(), friend == null || friend.present()));
        }
        return seats;
    }

    /** Whether a friend plays {@code seat}: the screen neither moves for it nor shows its hand. */
    public boolean isRemote(int seat) {
        return remote.containsKey(seat);
    }

    /** Whether an undo is being asked: until it is settled, nobody moves. */
    public boolean isUndoPending() {
        return undo.pending().isPresent();
    }

    /** The undo being asked now, if any: the screen shows its question until it is settled. */
    public Optional<UndoRequest> undoAsked() {
        return undo.pending();
    }

    /**
     * Whether {@code seat}, a person here, could ask to take moves back now: nothing is being
     * asked, the match goes on, and a decision of theirs is in reach.
     */
    public boolean canProposeUndo(int seat) {
        return !isRemote(seat) && !match.seats().get(seat).computer() && whyNot().isEmpty()
                && undo.lastDecisionOf(seat) >= 0;
    }

    /** What the local network is told of this match (never a join code). */
    public Announcement announcement() {
        int open = (int) remote.values().stream().filter(friend -> friend.code != null).count();
        return new Announcement(setup.hostName(), match.game().info().id(), Protocol.VERSION, Protocol.appVersion(),
                open, match.seats().size());
    }

    // ---------------------------------------------------------------- what the screen does

    /**
     * Plays a move of a seat that is not a friend's (a person here or the computer), or the roll of
     * such a seat: the app rolls with the match's own generator ({@code State.sampleChance}), as it
     * does on one computer. Empty when played; else why not (the move is not theirs to make now).
     */
    public Optional<NetNotice> play(Move move) {
        State state = match.current();
        Optional<NetNotice> refusal = whyNot();
        if (refusal.isPresent()) {
            return refusal;
        }
        int seat = state.isChance() ? state.seatOfTurn() : state.currentSeat();
        if (isRemote(seat)) {
            return Optional.of(NetNotice.of("net.refused.notYourSeat", match.seats().get(seat).name()));
        }
        boolean legal = state.isChance()
                ? state.chanceOutcomes().stream().map(ChanceOutcome::move).anyMatch(move::equals)
                : state.legalMoves().contains(move);
        if (!legal) {
            return Optional.of(NetNotice.of("net.refused.illegal", move.notation()));
        }
        commit(move);
        return Optional.empty();
    }

    /**
     * Rolls the dice (or draws whatever chance is due) with the match's own generator, for a
     * person here or the computer whose roll it is; a friend rolls from their own Tabula.
     */
    public Optional<NetNotice> roll() {
        State state = match.current();
        if (!state.isChance()) {
            return whyNot().or(() -> Optional.of(NetNotice.of("net.refused.notYourTurn")));
        }
        return play(state.sampleChance());
    }

    /** {@code seat} (a person here) resigns; empty when done, else why not. */
    public Optional<NetNotice> resign(int seat) {
        if (isRemote(seat) || match.seats().get(seat).computer()) {
            return Optional.of(NetNotice.of("net.refused.notYourSeat", match.seats().get(seat).name()));
        }
        Optional<NetNotice> refusal = whyNot();
        refusal.ifPresentOrElse(why -> { }, () -> resignFor(seat));
        return refusal;
    }

    /** A person here asks to take back moves to their last decision; the friends are asked. */
    public Optional<NetNotice> proposeUndo(int seat) {
        if (isRemote(seat) || match.seats().get(seat).computer()) {
            return Optional.of(NetNotice.of("net.refused.notYourSeat", match.seats().get(seat).name()));
        }
        return undo.propose(seat);
    }

    /** The people here answer a friend's undo. */
    public void answerUndo(int id, boolean accept) {
        undo.answerFromHost(id, accept);
    }

    /**
     * Ends hosting: the friends are told that the match is kept here, the server stops and the
     * announcement is withdrawn. The match stays as it is, to be resumed by a new host.
     */
    public CompletableFuture<Void> close() {
        if (closed) {
            return CompletableFuture.completedFuture(null);
        }
        closed = true;
        stopBeats.run();
        undo.cancel();
        String bye = HostFeed.notice("bye", NetNotice.of("net.host.closed", setup.hostName()));
        for (Connection connection : inbox.connections()) {
            connection.link.send(bye);
            connection.link.close(Link.NORMAL, "net.host.closed");
        }
        MatchAnnouncer leaving = announcer;
        return CompletableFuture.runAsync(() -> {
            if (leaving != null) {
                leaving.close();
            }
            try {
                server.shutdown();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, NetThreads.BLOCKING);
    }

    // ---------------------------------------------------------------- shared with the inbox and the votes

    boolean isClosed() {
        return closed;
    }

    Environment env() {
        return env;
    }

    HostListener listener() {
        return listener;
    }

    HostFeed feed() {
        return feed;
    }

    UndoVotes undo() {
        return undo;
    }

    Map<Integer, RemoteSeat> remote() {
        return remote;
    }

    String nameOf(int seat) {
        return match.seats().get(seat).name();
    }

    /** Why nobody may change the match now, if somebody may not: it is over, or an undo is being asked. */
    Optional<NetNotice> whyNot() {
        if (match.isOver()) {
            return Optional.of(NetNotice.of("net.refused.over"));
        }
        return isUndoPending() ? Optional.of(NetNotice.of("net.refused.undoPending")) : Optional.empty();
    }

    /** Plays a checked move and tells everybody: each friend its seat's step, the screen the move. */
    void commit(Move move) {
        int ply = match.cursor();
        match.play(move);
        for (RemoteSeat friend : remote.values()) {
            if (friend.connection != null) {
                friend.connection.link.send(feed.step(friend.seat, ply, move));
            }
        }
        listener.moved(move, match.cursor());
    }

    void resignFor(int seat) {
        match.resign(seat);
        sendToAll(HostFeed.resigned(seat, match.cursor()));
        listener.resigned(seat);
    }

    void sendToAll(String message) {
        for (RemoteSeat friend : remote.values()) {
            if (friend.connection != null) {
                friend.connection.link.send(message);
            }
        }
    }

    /** The announcement follows the open seats. */
    void announce() {
        if (announcer != null) {
            announcer.update(announcement());
        }
    }

    /** The heartbeat: pings, silent and nameless connections dropped, an undo nobody answered in time. */
    private void beat() {
        if (!closed) {
            inbox.beat();
            undo.beat();
        }
    }
}
