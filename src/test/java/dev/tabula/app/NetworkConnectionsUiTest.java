package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabula.app.common.Language;
import dev.tabula.app.network.GuestScreen;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.net.Environment;
import dev.tabula.net.Host;
import dev.tabula.net.HostListener;
import dev.tabula.net.HostSetup;
import dev.tabula.net.LoopbackMulticast;
import dev.tabula.net.WireTap;
import dev.tabula.testing.FxWait;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.Test;

/**
 * The connection at both ends of a network match, as the players see it: a friend's connection
 * that drops is said at both ends and the friend comes back to the seat and the position with
 * Join again; a host who quits tells the friend and keeps the match to resume; the host switching
 * the language goes on hosting with the friend still there; and the join dialog lists the matches
 * announced on the network (here the loopback one), a pick filling in the address.
 */
class NetworkConnectionsUiTest extends NetworkUiTest {

    @Test
    void aFriendWhoseConnectionDropsIsToldAtBothEndsAndComesBackToTheSeat() throws Exception {
        HostedHere hosted = host("zola");
        Match match = match();
        WireTap tap = new WireTap(hosted.port());
        int tapPort = tap.port();
        GuestScreen friend = join(hosted, port -> "127.0.0.1:" + tapPort);
        playUntilEachMoved(match, friend);

        tap.close(); // the network goes: the connection is reset, and nothing answers at that address
        untilTheBarSays(hostRoot(), "connection was lost");
        untilShown(guestRoot(), "#guest-reconnect");
        assertThat(friend.news()).as("after one try of its own, the friend is told why").hasValueSatisfying(
                words -> assertThat(words).contains("cannot be reached"));
        assertThat(onFx(() -> robot.lookup("#join-code-1").queryAs(Label.class).getText())).isEqualTo("away: the seat waits for them");

        try (WireTap again = new WireTap(hosted.port(), tapPort)) { // the network is back
            assertThat(again.port()).isEqualTo(tapPort);
            fire(guestRoot(), "#guest-reconnect");
            untilTheBarSays(guestRoot(), "back in the match");
            untilTheBarSays(hostRoot(), "is back");
            assertThat(friend.shownPly().get()).as("the position again").isEqualTo(onFx(match::cursor));
            playUntilEachMoved(match, friend); // and the match goes on
        }
    }

    @Test
    void aHostWhoQuitsTellsTheFriendAndKeepsTheMatchToResume() throws Exception {
        ZolaWithAFriend started = zolaWithAFriendAfterAMoveEach();
        Match match = started.match();
        GuestScreen friend = started.friend();
        List<?> line = onFx(match::line);

        fire(hostRoot(), "#back");
        untilTheBarSays(guestRoot(), "ended the network match");
        assertThat(friend.news().orElseThrow()).contains("kept on the host’s computer");
        assertThat(shows(guestRoot(), "#guest-reconnect")).as("no Join again to a host that ended").isFalse();
        assertThat(onFx(() -> guestRoot().lookup("#guest-undo").isDisabled())).isTrue();

        List<Node> rows = onFx(() -> robot.lookup("#in-progress").queryAs(Pane.class).getChildren().stream()
                .filter(row -> row.getId() != null && row.getId().startsWith("in-progress-")).toList());
        assertThat(rows).as("the hosted match, kept in progress here").hasSize(1);
        fire(hostRoot(), "#continue-" + rows.get(0).getId().substring("in-progress-".length()));
        assertThat(onFx(() -> match().line())).as("resumed where it was").isEqualTo(line);
    }

    @Test
    void switchingTheLanguageWhileHostingKeepsTheFriendInTheMatch() throws Exception {
        ZolaWithAFriend started = zolaWithAFriendAfterAMoveEach();
        Match match = started.match();
        GuestScreen friend = started.friend();

        robot.interact(() -> shell().switchLanguage(Language.SPANISH));
        assertThat(onFx(() -> shell().matchScreen().match())).as("the same match").isSameAs(match);
        assertThat(onFx(() -> robot.lookup("#host-addresses").queryAs(Label.class).getText()))
                .as("the friends' window in the new language").contains("puerto");
        assertThat(friend.news()).as("the friend was not dropped").isEmpty();
        playUntilEachMoved(match, friend); // the moves still cross, both ways
        fire(guestRoot(), "#guest-undo");
        untilShown(hostRoot(), "#undo-agree");
        assertThat(textOf(hostRoot(), "#network-bar-text")).as("the question in Spanish").contains("pide deshacer");
    }

    @Test
    void theJoinDialogListsTheMatchesAnnouncedOnTheNetwork() throws Exception {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        assumeTrue(LoopbackMulticast.delivers(loopback),
                "this computer does not deliver multicast over its loopback network, so mDNS cannot be tried here");
        Game zola = GameCatalog.installed().require("zola");
        Match match = new Match(zola, new Setup(2, zola.info().resolveOptions(Map.of()), 7L),
                List.of(Seat.person("Hana"), Seat.person("Ana")));
        Host host = Host.start(new HostSetup(match, Set.of(1), "Hana", new InetSocketAddress(loopback, 0), true),
                Environment.of(Platform::runLater), new HostListener() { }).get();
        try {
            String code = onFx(() -> host.joinCode(1).orElseThrow());
            startTheGuest();
            robot.interact(() -> guest.networkLoopback = true);
            openTheJoinDialog();
            ListView<?> announced = onFx(() -> robot.lookup("#join-announced").queryAs(ListView.class));
            FxWait.until(() -> !announced.getItems().isEmpty(), announced.getItems());
            String row = onFx(() -> robot.from(announced).lookup(".list-cell").queryAll().stream()
                    .map(cell -> ((javafx.scene.control.ListCell<?>) cell).getText())
                    .filter(text -> text != null && text.startsWith("Hana")).findFirst().orElse(null));
            assertThat(row).as("who hosts, the game by its name, the seats open").isEqualTo("Hana: Zola, 1 seat(s) open");
            robot.interact(() -> announced.getSelectionModel().select(0));
            assertThat(onFx(() -> robot.lookup("#join-address").queryAs(TextField.class).getText()))
                    .as("a pick fills in the address").isEqualTo("127.0.0.1:" + onFx(host::port));
            robot.interact(() -> robot.lookup("#join-code").queryAs(TextField.class).setText(code));
            fire(null, "#join-start");
            GuestScreen friend = onFx(guest::guestScreen);
            FxWait.until(() -> friend.shownPly().get() == 0, friend.shownPly());
        } finally {
            onFx(host::close).get();
        }
    }
}
