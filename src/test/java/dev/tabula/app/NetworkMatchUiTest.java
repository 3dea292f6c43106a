package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.network.GuestScreen;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.testing.FxWait;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.Test;

/**
 * The host's window plays a Zodijak match in the normal match screen with seat 2 a friend's, and a
 * second app joins that seat from "Join a match…" with the join code the host's window shows. Each
 * side plays a move through its board (a card clicked, Play pressed) until each move is seen at
 * both ends, in each side's move list; the friend's board is never given the host's hand, and the
 * host's board never the friend's.
 */
class NetworkMatchUiTest extends NetworkUiTest {

    @Test
    void aHostAndAFriendPlayZodijakAndEachSeesOnlyTheirOwnHand() throws Exception {
        Match match = hostJoinAndPlayAMoveEach();
        assertThat(onFx(() -> Cards.list(((ZodijakState) match.current()).hand(1))))
                .as("the friend's hand is drawn at the friend's only")
                .doesNotContainAnyElementsOf(onFx(() -> faceUpCards(hostRoot())));
        assertThat(onFx(() -> Cards.list(((ZodijakState) match.current()).hand(0))))
                .as("the host's hand is drawn at the host's only")
                .doesNotContainAnyElementsOf(onFx(() -> faceUpCards(guestRoot())));
    }

    /** Hosts a Zodijak match here, joins it from a second app, and plays until each side moved once. */
    Match hostJoinAndPlayAMoveEach() throws Exception {
        HostedHere hosted = host("zodijak");
        Match match = match();
        GuestScreen friend = join(hosted);
        FxWait.until(() -> friend.shownPly().get() == 0, friend.shownPly());
        assertThat(onFx(() -> robot.lookup("#join-code-1").queryAs(Label.class).getText()))
                .as("a used code is not shown again").isNotEqualTo(hosted.code());

        int plies = 0;
        boolean hostMoved = false;
        boolean friendMoved = false;
        while (!(hostMoved && friendMoved)) {
            assertThat(plies).as("each side moves within a few moves").isLessThan(12);
            int seat = onFx(() -> match.current().currentSeat());
            ZodijakState before = (ZodijakState) onFx(match::current);
            playThroughTheBoard(seat == 0 ? hostRoot() : guestRoot(), before);
            int after = ++plies;
            // seen at the host (its move list) and at the friend's (its board redrawn, its move list too)
            FxWait.until(() -> match.cursor() == after && turnsListed(hostRoot()) > 0, moveList(hostRoot()).getItems());
            FxWait.until(() -> friend.shownPly().get() == after, friend.shownPly());
            assertThat(onFx(() -> moveList(guestRoot()).getItems()))
                    .as("the friend's move list says the same turns").isEqualTo(onFx(() -> moveList(hostRoot()).getItems()));
            hostMoved |= seat == 0;
            friendMoved |= seat == 1;
            assertNoHandCrosses(match, friend);
        }
        return match;
    }

    private static ListView<?> moveList(Parent root) {
        return onFx(() -> (ListView<?>) root.lookup("#move-list"));
    }

    private static int turnsListed(Parent root) {
        return moveList(root).getItems().size();
    }

    /** Each board holds its own seat's view and the public one: never the other seat's hand. */
    private void assertNoHandCrosses(Match match, GuestScreen friend) {
        Sight atFriend = onFx(() -> friend.shownSight().orElseThrow());
        assertThat(atFriend.seats()).containsExactly(1);
        ZodijakState now = (ZodijakState) onFx(match::current);
        assertThat(atFriend.seat(1, ZodijakSeatView.class).orElseThrow().ownHand()).isEqualTo(now.hand(1));
        Sight atHost = onFx(() -> shell().matchScreen().shownSight());
        assertThat(atHost.seats()).as("the friend's seat is not drawn at the host").containsExactly(0);
    }

    /**
     * A single card of {@code seat}'s (any but an eight, whose suit the board would ask) clicked and
     * Play pressed; with none, the board's Take, Draw or Pass.
     */
    private void playThroughTheBoard(Parent board, ZodijakState state) {
        List<Move> legal = state.legalMoves();
        var single = legal.stream().filter(m -> m instanceof ZodijakMove.Play p && p.size() == 1
                && Cards.rank(p.last()) != Cards.EIGHT).map(m -> (ZodijakMove.Play) m).findFirst();
        if (single.isPresent()) {
            String card = "#card-" + Cards.name(single.get().last());
            // the board draws its hand once laid out: waited for as layout passes, not as time
            FxWait.untilLaidOut(onFx(board::getScene), () -> board.lookup(card) != null, card + " drawn");
            robot.interact(() -> clickNode(board.lookup(card)));
            fire(board, "#play");
            return;
        }
        Move other = List.of(ZodijakMove.TAKE, ZodijakMove.DRAW, ZodijakMove.PASS).stream().filter(legal::contains)
                .findFirst().orElseThrow();
        fire(board, "#" + other.notation().toLowerCase(java.util.Locale.ROOT));
    }

    private static List<Integer> faceUpCards(Parent root) {
        return root.lookupAll("*").stream().map(Node::getId)
                .filter(id -> id != null && id.startsWith("card-")).map(id -> Cards.parse(id.substring(5))).toList();
    }
}
