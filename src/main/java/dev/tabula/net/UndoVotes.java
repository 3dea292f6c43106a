package dev.tabula.net;

import dev.tabula.core.Match;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.time.Instant;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Undo in a network match is a question to the others: a person asks to take the match back to
 * their own last decision, and every other person must agree (each friend at their computer, and
 * the people at the host when a friend asks). A refusal, a friend who leaves, or no answer within
 * {@link Timing#undoWithin()} leaves the match as it was. Until it is settled nobody moves.
 */
final class UndoVotes {
    /** Stands for the people at the host among those who must answer. */
    private static final int HOST_PEOPLE = SeatView.NO_SEAT;

    private final Host host;
    private final Match match;
    private final Environment env;
    private int lastId;
    private UndoRequest request;
    private Set<Integer> waitingFor = Set.of();
    private Instant deadline;

    UndoVotes(Host host, Environment env) {
        this.host = host;
        this.match = host.match();
        this.env = env;
    }

    Optional<UndoRequest> pending() {
        return Optional.ofNullable(request);
    }

    /** {@code seat} asks; empty when the others are asked (or nobody needs to be), else why not. */
    Optional<NetNotice> propose(int seat) {
        Optional<NetNotice> refusal = host.whyNot();
        if (refusal.isPresent()) {
            return refusal;
        }
        int target = lastDecisionOf(seat);
        if (target < 0) {
            return Optional.of(NetNotice.of("net.undo.nothing"));
        }
        Set<Integer> voters = new HashSet<>();
        for (RemoteSeat friend : host.remote().values()) {
            if (friend.seat != seat) {
                if (!friend.present()) {
                    return Optional.of(NetNotice.of("net.undo.someoneAway", host.nameOf(friend.seat)));
                }
                voters.add(friend.seat);
            }
        }
        boolean hostPeople = host.isRemote(seat) && host.seats().stream().anyMatch(s -> s.kind() == SeatInfo.Kind.LOCAL);
        if (hostPeople) {
            voters.add(HOST_PEOPLE);
        }
        request = new UndoRequest(++lastId, seat, target);
        waitingFor = voters;
        deadline = env.clock().instant().plus(env.timing().undoWithin());
        if (voters.isEmpty()) {
            settle(true, NetNotice.of("net.undo.accepted"));
        } else {
            host.sendToAll(HostFeed.asked(request.id(), seat, target));
            host.listener().undoAsked(request);
        }
        return Optional.empty();
    }

    /**
     * The ply of {@code seat}'s last decision before now, not past a position that showed someone
     * a card (Match.canUndo's rule at every step), or -1.
     */
    int lastDecisionOf(int seat) {
        return match.canUndo() ? lastDecision(match::stateAt, match.cursor(), seat) : -1;
    }

    /**
     * The same from the positions {@code stateAt} gives up to {@code cursor}, once undo is allowed
     * at all: the host's from its match, a friend's from the positions its views allow (which tell
     * whose decision each was, and where a card was shown), so that its Undo is on only when the
     * host would take the request.
     */
    static int lastDecision(IntFunction<State> stateAt, int cursor, int seat) {
        int ply = cursor;
        while (ply > 0 && !stateAt.apply(ply).isUndoBarrier()) {
            ply--;
            State state = stateAt.apply(ply);
            if (!state.isChance() && !state.isTerminal() && state.currentSeat() == seat) {
                return ply;
            }
        }
        return -1;
    }

    /** A friend's answer; one to a proposal that is no longer open, or from nobody asked, changes nothing. */
    void answer(int seat, int id, boolean accept) {
        if (request != null && request.id() == id && waitingFor.contains(seat)) {
            counted(seat, accept, host.nameOf(seat));
        }
    }

    /** The people at the host answer. */
    void answerFromHost(int id, boolean accept) {
        if (request != null && request.id() == id && waitingFor.contains(HOST_PEOPLE)) {
            counted(HOST_PEOPLE, accept, host.seats().stream().filter(s -> s.kind() == SeatInfo.Kind.LOCAL)
                    .map(SeatInfo::name).findFirst().orElse("?"));
        }
    }

    private void counted(int voter, boolean accept, String name) {
        if (!accept) {
            settle(false, NetNotice.of("net.undo.refused", name));
            return;
        }
        Set<Integer> rest = new HashSet<>(waitingFor);
        rest.remove(voter);
        waitingFor = rest;
        if (rest.isEmpty()) {
            settle(true, NetNotice.of("net.undo.accepted"));
        }
    }

    /** A friend left: a proposal that needed them (or was theirs) is dropped. */
    void left(int seat) {
        if (request != null && (waitingFor.contains(seat) || request.seat() == seat)) {
            settle(false, NetNotice.of("net.undo.voterLeft", host.nameOf(seat)));
        }
    }

    void beat() {
        if (request != null && env.clock().instant().isAfter(deadline)) {
            settle(false, NetNotice.of("net.undo.timedOut"));
        }
    }

    /** The host closes: an open proposal is simply forgotten. */
    void cancel() {
        request = null;
    }

    private void settle(boolean accepted, NetNotice why) {
        UndoRequest settled = request;
        request = null;
        waitingFor = Set.of();
        if (accepted) {
            while (match.cursor() > settled.ply() && match.canUndo()) {
                match.undo();
            }
            host.sendToAll(HostFeed.back(match.cursor()));
            host.listener().undone(match.cursor());
        }
        host.sendToAll(HostFeed.settled(settled.id(), accepted, why));
        host.listener().undoSettled(accepted, why);
    }
}
