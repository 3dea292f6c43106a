package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.DataWrites;
import dev.tabula.app.network.GuestScreen;
import dev.tabula.core.Match;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import dev.tabula.testing.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Two Tabulas in one test, on the loopback address: the host's window (the test's app) and a
 * second app with its own stage and data folder, the friend's. A network match is hosted from a
 * game's card and joined from "Join a match…" with the code the host's window shows. Every wait
 * is on an event (a window appearing, the move list changing, the guest's board redrawn).
 */
abstract class NetworkUiTest extends ShellUiTest {
    Stage guestStage;
    Shell guest;

    @AfterEach
    void stopTheGuest() {
        if (guest != null) {
            robot.interact(() -> {
                guest.stop();
                guestStage.close();
            });
        }
    }

    /** Hosts a two-people match of {@code gameId} here, the second seat a friend's: its join code and port. */
    HostedHere host(String gameId) {
        robot.interact(() -> shell().networkLoopback = true);
        click("#host-" + gameId);
        click("#start-match"); // the new-match dialog: two people, the default options
        click("#host-start"); // the host's dialog: the second seat is a friend's by default
        FxWait.until(() -> robot.lookup("#join-code-1").tryQuery().isPresent() && shell().matchScreen() != null,
                Window.getWindows());
        String code = onFx(() -> robot.lookup("#join-code-1").queryAs(Label.class).getText());
        Matcher port = Pattern.compile("127\\.0\\.0\\.1, port (\\d+)")
                .matcher(onFx(() -> robot.lookup("#host-addresses").queryAs(Label.class).getText()));
        assertThat(port.find()).as("the loopback address and the port are shown").isTrue();
        assertThat(code).matches("[A-Z0-9]{3}-[A-Z0-9]{3}");
        return new HostedHere(code, Integer.parseInt(port.group(1)));
    }

    /** The join code of the friend's seat, and the port the host listens on. */
    record HostedHere(String code, int port) {
    }

    /** Starts the friend's Tabula and joins with {@code code} at the address {@code address} gives for the port. */
    GuestScreen join(HostedHere hosted, IntFunction<String> address) throws Exception {
        startTheGuest();
        openTheJoinDialog();
        robot.interact(() -> {
            robot.lookup("#join-address").queryAs(TextField.class).setText(address.apply(hosted.port()));
            robot.lookup("#join-code").queryAs(TextField.class).setText(hosted.code());
        });
        fire(null, "#join-start");
        GuestScreen friend = onFx(guest::guestScreen);
        assertThat(friend).isNotNull();
        FxWait.until(() -> friend.shownPly().get() >= 0, friend.shownPly());
        return friend;
    }

    GuestScreen join(HostedHere hosted) throws Exception {
        return join(hosted, port -> "127.0.0.1:" + port);
    }

    void openTheJoinDialog() {
        fire(onFx(() -> guestStage.getScene().getRoot()), "#join");
        FxWait.until(() -> robot.lookup("#join-address").tryQuery().isPresent(), Window.getWindows());
    }

    Parent hostRoot() {
        return onFx(() -> stage.getScene().getRoot());
    }

    Parent guestRoot() {
        return onFx(() -> guestStage.getScene().getRoot());
    }

    /** Presses a button of one window (or of any, when {@code within} is null) later, so a dialog it opens may wait. */
    void fire(Parent within, String query) {
        ButtonBase button = onFx(() -> within == null ? robot.lookup(query).queryAs(ButtonBase.class)
                : (ButtonBase) within.lookup(query));
        assertThat(button).as(query).isNotNull();
        Platform.runLater(button::fire);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** What a node of one window says (a label), or null if it is not there. */
    static String textOf(Parent within, String query) {
        return onFx(() -> within.lookup(query) instanceof Label label ? label.getText() : null);
    }

    /** Whether a node of one window is there and shown (and the bar or banner it is part of). */
    static boolean shows(Parent within, String query) {
        return onFx(() -> within.lookup(query) != null && within.lookup(query).isVisible()
                && within.lookup(query).getParent().isVisible());
    }

    /** Waits until {@code query} of one window shows, as its visibility (and its parent's) changes. */
    static void untilShown(Parent within, String query) {
        Node node = onFx(() -> within.lookup(query));
        assertThat(node).as(query).isNotNull();
        FxWait.until(() -> node.isVisible() && node.getParent().isVisible(), node.visibleProperty(),
                node.getParent().visibleProperty());
    }

    /** Waits until the bar over one window's board shows and says {@code words}. */
    static void untilTheBarSays(Parent within, String words) {
        Node bar = onFx(() -> within.lookup("#network-bar"));
        Label text = onFx(() -> (Label) within.lookup("#network-bar-text"));
        FxWait.until(() -> bar.isVisible() && text.getText().contains(words), bar.visibleProperty(),
                text.textProperty());
    }

    static void clickNode(Node node) {
        assertThat(node).as("on the board").isNotNull();
        Event.fireEvent(node, new MouseEvent(MouseEvent.MOUSE_CLICKED, 0, 0, 0, 0, MouseButton.PRIMARY, 1,
                false, false, false, false, true, false, false, true, false, false, null));
    }

    /** A press on the middle of {@code node}, delivered to the board it is drawn on (its parent), as a player's finger does. */
    static void pressOn(Node node) {
        assertThat(node).as("on the board").isNotNull();
        Bounds bounds = node.getLayoutBounds();
        Point2D middle = node.localToScene(bounds.getCenterX(), bounds.getCenterY());
        Event.fireEvent(node.getParent(), new MouseEvent(MouseEvent.MOUSE_PRESSED, middle.getX(), middle.getY(), 0, 0,
                MouseButton.PRIMARY, 1, false, false, false, false, true, false, false, true, false, false, null));
    }

    /** A Zola match hosted here, its second seat joined by the friend's Tabula, after a move of each side. */
    ZolaWithAFriend zolaWithAFriendAfterAMoveEach() throws Exception {
        HostedHere hosted = host("zola");
        Match match = match();
        GuestScreen friend = join(hosted);
        playUntilEachMoved(match, friend);
        return new ZolaWithAFriend(match, friend);
    }

    record ZolaWithAFriend(Match match, GuestScreen friend) {
    }

    /** In a Zola match, whoever is to move plays through their own board until the host's seat and the friend's each moved once. */
    void playUntilEachMoved(Match match, GuestScreen friend) {
        boolean[] moved = new boolean[2];
        for (int plies = 0; !(moved[0] && moved[1]); plies++) {
            assertThat(plies).as("each side moves within a few moves").isLessThan(6);
            ZolaState state = (ZolaState) onFx(match::current);
            int seat = state.currentSeat();
            int after = onFx(match::cursor) + 1;
            ZolaMove move = (ZolaMove) greedy(state);
            Parent board = seat == 0 ? hostRoot() : guestRoot();
            if (move.isPass()) {
                fire(board, "#pass-button");
            } else {
                robot.interact(() -> pressOn(board.lookup("#cell-" + state.squareName(move.from()))));
                robot.interact(() -> pressOn(board.lookup("#cell-" + state.squareName(move.to()))));
            }
            // seen at both ends: the host's match, and the friend's board redrawn
            FxWait.until(() -> match.cursor() == after && friend.shownPly().get() == after, friend.shownPly());
            moved[seat] = true;
        }
    }

    /** A second Tabula: its own window and data folder, with the animation off. */
    void startTheGuest() throws Exception {
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
