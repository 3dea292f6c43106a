package dev.tabula.net;

import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;

/**
 * The host's screen in a test: it plays the seats that are not a friend's (a person here, the
 * computer) with {@link Policy}, one move per turn of the host's thread, and keeps what the host
 * told it.
 */
class HostSeats implements HostListener {
    final Side side;
    final CompletableFuture<Match> over = new CompletableFuture<>();
    final List<NetNotice> notices = Collections.synchronizedList(new ArrayList<>());
    final List<Integer> presence = Collections.synchronizedList(new ArrayList<>());
    private final Rng rng;
    private Host host;
    /** Told the number of moves after each move, on the host's thread (a test cuts a connection there). */
    IntConsumer afterMove = ply -> { };
    /** Whether to play the host's seats; a test that moves for them by hand turns it off. */
    volatile boolean playing = true;
    /** How the people here answer a friend's undo; null leaves it unanswered. */
    volatile Boolean undoAnswer = Boolean.TRUE;
    final List<Boolean> settled = Collections.synchronizedList(new ArrayList<>());
    private final List<Reach> reaches = new ArrayList<>();

    private record Reach(int ply, CompletableFuture<Void> reached) {
    }

    /** Completes once the match has {@code ply} moves in effect after a move or an undo (at once if it has). */
    CompletableFuture<Void> reached(int ply) {
        CompletableFuture<Void> reached = new CompletableFuture<>();
        side.run(() -> {
            if (host.match().cursor() == ply) {
                reached.complete(null);
            } else {
                reaches.add(new Reach(ply, reached));
            }
        });
        return reached;
    }

    private void tellReached() {
        int now = host.match().cursor();
        reaches.removeIf(reach -> reach.ply() == now && reach.reached().complete(null));
    }

    HostSeats(Side side, long seed) {
        this.side = side;
        this.rng = Rng.fromState(seed);
    }

    /** Starts the host and its scripted seats; returns once it listens. */
    Host start(HostSetup setup) {
        host = Side.await(Host.start(setup, side.env, this));
        side.run(this::pump);
        return host;
    }

    Host host() {
        return host;
    }

    @Override
    public void moved(Move move, int ply) {
        afterMove.accept(ply);
        tellReached();
        next();
    }

    @Override
    public void undone(int ply) {
        tellReached();
        next();
    }

    @Override
    public void undoAsked(UndoRequest request) {
        if (undoAnswer != null && host.isRemote(request.seat())) {
            host.answerUndo(request.id(), undoAnswer);
        }
    }

    @Override
    public void undoSettled(boolean accepted, NetNotice why) {
        settled.add(accepted);
        next();
    }

    @Override
    public void resigned(int seat) {
        over.complete(host.match());
    }

    @Override
    public void notice(NetNotice notice) {
        List<CompletableFuture<NetNotice>> waiting;
        synchronized (notices) {
            notices.add(notice);
            waiting = waiters.stream().filter(waiter -> waiter.key().equals(notice.key())).map(Waiter::future).toList();
        }
        waiting.forEach(future -> future.complete(notice));
    }

    private record Waiter(String key, CompletableFuture<NetNotice> future) {
    }

    private final List<Waiter> waiters = new ArrayList<>();

    /** Completes with the first notice of {@code key} the host gave (at once if it came already). */
    CompletableFuture<NetNotice> noticed(String key) {
        CompletableFuture<NetNotice> future = new CompletableFuture<>();
        synchronized (notices) {
            notices.stream().filter(notice -> notice.key().equals(key)).findFirst().ifPresent(future::complete);
            waiters.add(new Waiter(key, future));
        }
        return future;
    }

    @Override
    public void presence(int seat, boolean present) {
        presence.add(present ? seat : -1 - seat);
    }

    private void next() {
        if (host.match().isOver()) {
            over.complete(host.match());
        } else {
            side.thread.execute(this::pump);
        }
    }

    /** Plays one move if a seat of this computer is to act. */
    void pump() {
        Match match = host.match();
        if (!playing || match.isOver() || host.isUndoPending() || host.isClosed()) {
            return;
        }
        State state = match.current();
        if (state.isChance()) {
            int roller = state.seatOfTurn();
            if (roller < 0 || !host.isRemote(roller)) {
                host.play(state.sampleChance());
            }
        } else if (!host.isRemote(state.currentSeat())) {
            host.play(Policy.choose(state, rng, match.cursor()));
        }
    }
}
