package dev.tabula.net;

import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A friend's Tabula in a test: it plays its seat with {@link Policy} from its own view (it has
 * nothing else), answers undo questions as told, comes back to its seat when the connection is
 * lost, and keeps what it was told.
 */
class ScriptedGuest implements GuestListener {
    final Side side;
    final CompletableFuture<Guest> over = new CompletableFuture<>();
    final CompletableFuture<Guest> firstJoin = new CompletableFuture<>();
    final List<NetNotice> endings = Collections.synchronizedList(new ArrayList<>());
    final List<NetNotice> refusals = Collections.synchronizedList(new ArrayList<>());
    final List<UndoRequest> asked = Collections.synchronizedList(new ArrayList<>());
    final List<Boolean> settled = Collections.synchronizedList(new ArrayList<>());
    final List<NetNotice> settledWhy = Collections.synchronizedList(new ArrayList<>());
    private final Rng rng;
    private volatile Guest guest;
    private int sentAt = -1;
    private int joins;
    /** Where to come back after a lost connection (through the same tap), or null not to. */
    volatile URI rejoinVia;
    /** The answer to an undo question; null leaves it unanswered. */
    volatile Boolean undoAnswer = Boolean.TRUE;
    /** Whether to play its turns. */
    volatile boolean playing = true;

    private final List<Reach> reaches = new ArrayList<>();

    private record Reach(int ply, CompletableFuture<Void> reached) {
    }

    /** Completes once this Tabula's copy has {@code ply} moves in effect (at once if it has). */
    CompletableFuture<Void> reached(int ply) {
        CompletableFuture<Void> reached = new CompletableFuture<>();
        side.run(() -> {
            if (guest != null && guest.isJoined() && guest.ply() == ply) {
                reached.complete(null);
            } else {
                reaches.add(new Reach(ply, reached));
            }
        });
        return reached;
    }

    ScriptedGuest(Side side, long seed) {
        this.side = side;
        this.rng = Rng.fromState(seed);
    }

    ScriptedGuest join(URI address, String code) {
        rejoinVia = address;
        side.run(() -> guest = Guest.join(address, code, side.env, this));
        return this;
    }

    ScriptedGuest rejoin(Ticket ticket) {
        side.run(() -> guest = Guest.rejoin(ticket, side.env, this));
        return this;
    }

    Guest guest() {
        return guest;
    }

    synchronized int joins() {
        return joins;
    }

    @Override
    public void joined(Guest joined) {
        synchronized (this) {
            joins++;
        }
        sentAt = -1;
        firstJoin.complete(joined);
        act(joined);
    }

    @Override
    public void changed(Guest changed) {
        act(changed);
    }

    @Override
    public void refused(NetNotice why) {
        refusals.add(why);
        refusal.complete(why);
    }

    /** The next refusal, once it came ({@link #expectRefusal} first). */
    volatile CompletableFuture<NetNotice> refusal = new CompletableFuture<>();

    void expectRefusal() {
        refusal = new CompletableFuture<>();
    }

    private volatile int askedBefore;
    private volatile CompletableFuture<UndoRequest> asking = new CompletableFuture<>();

    /** Completes once this Tabula was asked its {@code count}th undo question. */
    CompletableFuture<UndoRequest> asking(int count) {
        synchronized (asked) {
            asking = new CompletableFuture<>();
            askedBefore = count;
            if (asked.size() >= count) {
                asking.complete(asked.get(count - 1));
            }
            return asking;
        }
    }

    @Override
    public void undoAsked(UndoRequest request) {
        synchronized (asked) {
            asked.add(request);
            if (asked.size() >= askedBefore) {
                asking.complete(request);
            }
        }
        if (undoAnswer != null && request.seat() != guest.seat()) {
            guest.vote(request.id(), undoAnswer);
        }
    }

    /** The next undo to be settled, once it is ({@link #expectSettling} first). */
    volatile CompletableFuture<NetNotice> settling = new CompletableFuture<>();

    void expectSettling() {
        settling = new CompletableFuture<>();
    }

    @Override
    public void undoSettled(boolean accepted, NetNotice why) {
        settledWhy.add(why);
        settled.add(accepted);
        settling.complete(why);
        sentAt = -1;
        act(guest);
    }

    private final CompletableFuture<NetNotice> firstEnding = new CompletableFuture<>();

    /** Completes when the connection first ended. */
    CompletableFuture<NetNotice> ended() {
        return firstEnding;
    }

    @Override
    public void ended(NetNotice why) {
        endings.add(why);
        firstEnding.complete(why);
        URI back = rejoinVia;
        if (back != null && List.of("net.host.lost", "net.drop.replaced").contains(why.key()) && !over.isDone()) {
            Ticket ticket = guest.ticket();
            guest = Guest.rejoin(new Ticket(back, ticket.seat(), ticket.secret()), side.env, this);
        }
    }

    void act(Guest now) {
        if (now != guest) {
            return;
        }
        reaches.removeIf(reach -> reach.ply() == now.ply() && reach.reached().complete(null));
        if (now.isOver()) {
            over.complete(now);
            return;
        }
        if (playing && now.isMyTurn() && sentAt != now.ply()) {
            sentAt = now.ply();
            State imagined = now.view().determinize(rng);
            if (imagined.isChance()) {
                now.roll();
            } else {
                now.play(Policy.choose(imagined, rng, now.ply()));
            }
        }
    }
}
