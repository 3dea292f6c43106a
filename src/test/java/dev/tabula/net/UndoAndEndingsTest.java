package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Undo asks the others, and only their yes takes moves back (a no, a silence past the time limit,
 * someone away: nothing changes, and nobody moves meanwhile); a resignation ends the match for
 * everyone.
 */
class UndoAndEndingsTest {
    /** An undo waits 10 s here, within the 20 s after which a silent connection would be dropped. */
    private static final Timing QUICK_UNDO = new Timing(Duration.ofSeconds(5), Duration.ofSeconds(20),
            Duration.ofSeconds(10), Duration.ofSeconds(10), 40, 20);
    private final TestClock clock = new TestClock();
    private final Side hostSide = new Side("host", clock, 1, QUICK_UNDO);
    private final Side sideA = new Side("a", clock, 2);
    private final Side sideB = new Side("b", clock, 3);
    private HostSeats hostSeats;
    private Host host;
    private final Rng rng = Rng.fromState(77);

    @AfterEach
    void close() {
        hostSide.call(host::close).join();
        hostSide.close();
        sideA.close();
        sideB.close();
    }

    /** Zola between Ana and Ben: both friends, or Hana at the host against Ben. */
    private ScriptedGuest[] start(boolean hanaAtTheHost) {
        var game = GameCatalog.installed().require("zola");
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 3L),
                List.of(Seat.person(hanaAtTheHost ? "Hana" : "Ana"), Seat.person("Ben")));
        hostSeats = new HostSeats(hostSide, 4);
        hostSeats.playing = false;
        host = hostSeats.start(HostSetup.loopback(match, hanaAtTheHost ? Set.of(1) : Set.of(0, 1), "Hana"));
        URI address = URI.create("ws://127.0.0.1:" + host.port() + "/");
        clock.hold(); // the clock moves only when the test moves it: no connection falls silent meanwhile
        ScriptedGuest ben = new ScriptedGuest(sideB, 6);
        ben.playing = false;
        ben.join(address, hostSide.call(() -> host.joinCode(1).orElseThrow()));
        Side.await(ben.firstJoin);
        if (hanaAtTheHost) {
            return new ScriptedGuest[] {null, ben};
        }
        ScriptedGuest ana = new ScriptedGuest(sideA, 5);
        ana.playing = false;
        ana.join(address, hostSide.call(() -> host.joinCode(0).orElseThrow()));
        Side.await(ana.firstJoin);
        return new ScriptedGuest[] {ana, ben};
    }

    private int ply() {
        return hostSide.call(() -> host.match().cursor());
    }

    /** The seat to move plays, from the host's screen or a friend's, and everybody has seen it. */
    private void move(ScriptedGuest... guests) {
        int next = ply() + 1;
        int seat = hostSide.call(() -> host.match().current().currentSeat());
        ScriptedGuest mover = guests[seat];
        if (mover == null) {
            assertThat(hostSide.call(() -> host.play(Policy.choose(host.match().current(), rng, next)))).isEmpty();
        } else {
            mover.side.run(() -> {
                State imagined = mover.guest().view().determinize(rng);
                mover.guest().play(Policy.choose(imagined, rng, next));
            });
        }
        seen(next, guests);
    }

    private void seen(int ply, ScriptedGuest... guests) {
        Side.await(hostSeats.reached(ply));
        for (ScriptedGuest guest : guests) {
            if (guest != null) {
                Side.await(guest.reached(ply));
            }
        }
    }

    @Test
    void anUndoEveryoneAcceptsTakesTheMovesBackEverywhere() {
        ScriptedGuest[] both = start(false);
        assertThat(sideA.call(() -> both[0].guest().mayProposeUndo())).as("nothing to take back yet").isFalse();
        move(both);
        move(both);
        move(both); // Ana, Ben, Ana: Ben to move
        assertThat(sideA.call(() -> both[0].guest().mayProposeUndo())).as("Ana's Undo is on").isTrue();
        assertThat(sideB.call(() -> both[1].guest().mayProposeUndo())).as("and Ben's").isTrue();
        both[0].expectSettling();
        sideA.run(() -> both[0].guest().proposeUndo());
        assertThat(Side.await(both[0].settling).key()).isEqualTo("net.undo.accepted");
        seen(2, both); // back to Ana's last decision
        assertThat(both[1].asked).hasSize(1);
        assertThat(both[1].asked.get(0).question("Ana").message(java.util.Locale.ROOT))
                .isEqualTo("Ana asks to take back the moves since their last turn (back to move 2).");
        assertThat(sideA.call(() -> both[0].guest().view())).isEqualTo(hostSide.call(() -> host.match().current().viewFor(0)));
        assertThat(sideB.call(() -> both[1].guest().view())).isEqualTo(hostSide.call(() -> host.match().current().viewFor(1)));
        move(both); // Ana plays again, the redo line is gone
        assertThat(hostSide.call(() -> host.match().line().size())).isEqualTo(3);
    }

    @Test
    void aRefusedOrUnansweredUndoChangesNothingAndHoldsTheMovesMeanwhile() {
        ScriptedGuest[] both = start(false);
        move(both);
        move(both);
        both[1].undoAnswer = false;
        both[0].expectSettling();
        sideA.run(() -> both[0].guest().proposeUndo());
        assertThat(Side.await(both[0].settling).key()).isEqualTo("net.undo.refused");
        assertThat(ply()).isEqualTo(2);

        both[1].undoAnswer = null; // Ben does not answer
        both[0].expectSettling();
        sideA.run(() -> both[0].guest().proposeUndo());
        Side.await(both[1].asking(2));
        assertThat(hostSide.call(host::isUndoPending)).isTrue();
        both[0].expectRefusal();
        sideA.run(() -> both[0].guest().play(Policy.choose(both[0].guest().view().determinize(rng), rng, 3)));
        assertThat(Side.await(both[0].refusal).key()).isEqualTo("net.refused.undoPending");
        clock.advance(QUICK_UNDO.undoWithin().plusSeconds(1));
        hostSide.beat();
        assertThat(Side.await(both[0].settling).key()).isEqualTo("net.undo.timedOut");
        assertThat(hostSide.call(host::isUndoPending)).isFalse();
        assertThat(ply()).isEqualTo(2);
        move(both);
    }

    @Test
    void thePeopleAtTheHostAreAskedAndAskToo() {
        ScriptedGuest[] hanaAndBen = start(true);
        move(hanaAndBen);
        move(hanaAndBen);
        move(hanaAndBen); // Hana, Ben, Hana
        sideB.run(() -> hanaAndBen[1].guest().proposeUndo());
        seen(1, hanaAndBen); // Hana said yes: back to Ben's decision
        assertThat(hostSide.call(() -> List.copyOf(hostSeats.settled))).containsExactly(true);
        assertThat(hostSide.call(() -> host.proposeUndo(0))).as("Hana asks; Ben says yes").isEmpty();
        seen(0, hanaAndBen);
        assertThat(hostSide.call(() -> host.proposeUndo(0))).map(NetNotice::key).contains("net.undo.nothing");
    }

    @Test
    void nobodyCanAgreeForAFriendWhoIsAway() {
        ScriptedGuest[] both = start(false);
        move(both);
        move(both);
        sideB.run(() -> both[1].guest().leave());
        Side.await(hostSeats.noticed("net.guest.left"));
        both[0].expectRefusal();
        sideA.run(() -> both[0].guest().proposeUndo());
        assertThat(Side.await(both[0].refusal).key()).isEqualTo("net.undo.someoneAway");
    }

    @Test
    void theHostRollsForItsOwnSeatsAndAFriendForTheirs() {
        var game = GameCatalog.installed().require("battlegammon");
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 3L),
                List.of(Seat.person("Hana"), Seat.person("Ben")));
        hostSeats = new HostSeats(hostSide, 4);
        hostSeats.playing = false;
        host = hostSeats.start(HostSetup.loopback(match, Set.of(1), "Hana"));
        clock.hold();
        ScriptedGuest ben = new ScriptedGuest(sideB, 6);
        ben.playing = false;
        ben.join(URI.create("ws://127.0.0.1:" + host.port() + "/"), hostSide.call(() -> host.joinCode(1).orElseThrow()));
        Side.await(ben.firstJoin);
        assertThat(hostSide.call(host::roll)).as("Hana, Black, rolls first").isEmpty();
        assertThat(hostSide.call(host::roll)).map(NetNotice::key).contains("net.refused.notYourTurn");
        while (hostSide.call(() -> host.match().current().isChance()) == Boolean.FALSE) {
            move(null, ben);
        }
        assertThat(hostSide.call(host::roll)).as("Ben's roll is his").map(NetNotice::key)
                .contains("net.refused.notYourSeat");
        int ply = ply();
        sideB.run(() -> ben.guest().roll());
        seen(ply + 1, null, ben);
        assertThat(hostSide.call(() -> host.match().line().get(ply).notation())).startsWith("roll ");
    }

    @Test
    void aResignationEndsTheMatchForEveryone() {
        ScriptedGuest[] both = start(false);
        move(both);
        sideB.run(() -> both[1].guest().resign());
        Side.await(hostSeats.over);
        Side.await(both[0].over);
        Side.await(both[1].over);
        assertThat(sideA.call(() -> both[0].guest().outcome().orElseThrow()))
                .isEqualTo(hostSide.call(() -> host.match().outcome()));
        assertThat(sideA.call(() -> both[0].guest().outcome().orElseThrow().reason())).isEqualTo(Match.RESIGNED);
        both[0].expectRefusal();
        sideA.run(() -> both[0].guest().resign());
        assertThat(Side.await(both[0].refusal).key()).isEqualTo("net.refused.over");
    }
}
