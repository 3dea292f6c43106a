package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.DataWrites;
import dev.tabula.app.network.GuestScreen;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.testing.FxWait;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Two Tabulas in one test, on the loopback address: the host's window plays a Zodijak match in the
 * normal match screen with seat 2 a friend's, and a second app (its own stage and data folder) joins
 * that seat from "Join a match…" with the join code the host's window shows. Each side plays a move
 * through its board (a card clicked, Play pressed) until each move is seen at both ends; the friend's
 * board is never given the host's hand, and the host's board never the friend's. Every wait is on an
 * event (a window appearing, the move list changing, the guest's board redrawn), never on time.
 */
class NetworkMatchUiTest extends ShellUiTest {
    Stage guestStage;
    private Shell guest;

    @AfterEach
    void stopTheGuest() {
        if (guest != null) {
            robot.interact(() -> {
                guest.stop();
                guestStage.close();
            });
        }
    }

    @Test
    void aHostAndAFriendPlayZodijakAndEachSeesOnlyTheirOwnHand() throws Exception {
        Match match = hostJoinAndPlayAMoveEach();
        assertThat(onFx(() -> Cards.list(((ZodijakState) match.current()).hand(1))))
                .as("the friend's hand is drawn at the friend's only")
                .doesNotContainAnyElementsOf(onFx(() -> faceUpCards(stage.getScene().getRoot())));
        assertThat(onFx(() -> Cards.list(((ZodijakState) match.current()).hand(0))))
                .as("the host's hand is drawn at the host's only")
                .doesNotContainAnyElementsOf(onFx(() -> faceUpCards(guestStage.getScene().getRoot())));
    }

    /** Hosts a Zodijak match here, joins it from a second app, and plays until each side moved once. */
    Match hostJoinAndPlayAMoveEach() throws Exception {
        robot.interact(() -> shell().networkLoopback = true);
        click("#host-zodijak");
        click("#start-match"); // the new-match dialog: two people, the default options
        click("#host-start"); // the host's dialog: the second seat is a friend's by default
        FxWait.until(() -> robot.lookup("#join-code-1").tryQuery().isPresent() && shell().matchScreen() != null,
                Window.getWindows());
        String code = onFx(() -> robot.lookup("#join-code-1").queryAs(Label.class).getText());
        Matcher port = Pattern.compile("127\\.0\\.0\\.1, port (\\d+)")
                .matcher(onFx(() -> robot.lookup("#host-addresses").queryAs(Label.class).getText()));
        assertThat(port.find()).as("the loopback address and the port are shown").isTrue();
        Match match = match();
        assertThat(code).matches("[A-Z0-9]{3}-[A-Z0-9]{3}");

        startTheGuest();
        fire(onFx(() -> guestStage.getScene().getRoot()), "#join");
        FxWait.until(() -> robot.lookup("#join-address").tryQuery().isPresent(), Window.getWindows());
        robot.interact(() -> {
            robot.lookup("#join-address").queryAs(TextField.class).setText("127.0.0.1:" + port.group(1));
            robot.lookup("#join-code").queryAs(TextField.class).setText(code);
        });
        fire(null, "#join-start");
        GuestScreen friend = onFx(guest::guestScreen);
        assertThat(friend).isNotNull();
        FxWait.until(() -> friend.shownPly().get() == 0, friend.shownPly());
        assertThat(onFx(() -> robot.lookup("#join-code-1").queryAs(Label.class).getText()))
                .as("a used code is not shown again").isNotEqualTo(code);

        int plies = 0;
        boolean hostMoved = false;
        boolean friendMoved = false;
        while (!(hostMoved && friendMoved)) {
            assertThat(plies).as("each side moves within a few moves").isLessThan(12);
            int seat = onFx(() -> match.current().currentSeat());
            ZodijakState before = (ZodijakState) onFx(match::current);
            Parent board = onFx(() -> (seat == 0 ? stage : guestStage).getScene().getRoot());
            playThroughTheBoard(board, before);
            int after = ++plies;
            // seen at the host (its move list) and at the friend's (its board redrawn)
            ListView<?> moves = onFx(() -> robot.from(stage.getScene().getRoot()).lookup("#move-list")
                    .queryAs(ListView.class));
            FxWait.until(() -> match.cursor() == after && moves.getItems().size() == after, moves.getItems());
            FxWait.until(() -> friend.shownPly().get() == after, friend.shownPly());
            hostMoved |= seat == 0;
            friendMoved |= seat == 1;
            assertNoHandCrosses(match, friend);
        }
        return match;
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

    private static void clickNode(Node node) {
        assertThat(node).as("on the board").isNotNull();
        Event.fireEvent(node, new MouseEvent(MouseEvent.MOUSE_CLICKED, 0, 0, 0, 0, MouseButton.PRIMARY, 1,
                false, false, false, false, true, false, false, true, false, false, null));
    }

    /** Presses a button of one window (or of any, when {@code within} is null) later, so a dialog it opens may wait. */
    private void fire(Parent within, String query) {
        ButtonBase button = onFx(() -> within == null ? robot.lookup(query).queryAs(ButtonBase.class)
                : (ButtonBase) within.lookup(query));
        assertThat(button).as(query).isNotNull();
        Platform.runLater(button::fire);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static List<Integer> faceUpCards(Parent root) {
        return root.lookupAll("*").stream().map(Node::getId)
                .filter(id -> id != null && id.startsWith("card-")).map(id -> Cards.parse(id.substring(5))).toList();
    }

    /** A second Tabula: its own window and data folder, with the animation off. */
    private void startTheGuest() throws Exception {
        Path folder = home.resolve("friend");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("settings.json"), "{\"animation\": \"off\"}");
        robot.interact(() -> {
            guestStage = new Stage();
            guest = new Shell(guestStage, Startup.prepare(new DataFolder(folder)), new StubFilePicker(),
                    DataWrites.ATOMIC);
            guest.start();
            guestStage.setX(40);
        });
        WaitForAsyncUtils.waitFor(onFx(() -> guest.whenIdle()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> guestStage.getScene().getRoot().lookup("#join"))).isInstanceOf(Button.class);
    }

}
