package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.network.GuestScreen;
import dev.tabula.core.Match;
import dev.tabula.testing.FxWait;
import javafx.scene.control.Button;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;

/**
 * Undo and Resign over the network, at both ends of a Zola match: the friend's Undo asks the host's
 * people, whose match screen shows the question over the board with Agree and Keep the moves, and
 * the moves are taken back at both ends once agreed; the host's Undo asks the friend, who keeps the
 * moves, and both screens say so; the friend's Resign ends the match at both ends with the banner.
 */
class NetworkUndoUiTest extends NetworkUiTest {

    @Test
    void anUndoIsAskedOfTheOthersAndTheirAnswerHoldsAtBothEnds() throws Exception {
        HostedHere hosted = host("zola");
        Match match = match();
        GuestScreen friend = join(hosted);
        FxWait.until(() -> friend.shownPly().get() == 0, friend.shownPly());
        assertThat(onFx(() -> guestRoot().lookup("#guest-undo").isDisabled())).as("nothing to take back yet").isTrue();
        playUntilEachMoved(match, friend);
        int played = onFx(match::cursor);
        int friendsLastDecision = onFx(() -> lastDecisionOf(match, 1));

        fire(guestRoot(), "#guest-undo");
        untilShown(hostRoot(), "#undo-agree");
        assertThat(textOf(hostRoot(), "#network-bar-text")).as("the question at the host, over the board")
                .contains("asks to take back the moves");
        assertThat(friend.news()).as("the friend is told the others are asked").hasValueSatisfying(
                words -> assertThat(words).contains("waiting for the others"));
        assertThat(onFx(() -> robot.from(hostRoot()).lookup("#undo").queryAs(Button.class).isDisabled()))
                .as("no second undo while one is asked").isTrue();
        fire(hostRoot(), "#undo-agree");
        FxWait.until(() -> match.cursor() == friendsLastDecision && friend.shownPly().get() == friendsLastDecision,
                friend.shownPly());
        untilTheBarSays(guestRoot(), "Everyone agreed");
        assertThat(textOf(hostRoot(), "#network-bar-text")).contains("Everyone agreed");

        // the host asks now; the friend keeps the moves
        playUntilEachMoved(match, friend);
        int before = onFx(match::cursor);
        assertThat(onFx(() -> robot.from(hostRoot()).lookup("#undo").queryAs(Button.class).isDisabled())).isFalse();
        fire(hostRoot(), "#undo");
        untilShown(guestRoot(), "#undo-refuse");
        assertThat(friend.news()).hasValueSatisfying(words -> assertThat(words).contains("asks to take back the moves"));
        fire(guestRoot(), "#undo-refuse");
        untilTheBarSays(hostRoot(), "did not agree");
        assertThat(onFx(match::cursor)).as("the moves stay").isEqualTo(before);
        assertThat(friend.shownPly().get()).isEqualTo(before);
        assertThat(played).isGreaterThan(friendsLastDecision);
    }

    @Test
    void aFriendResignsAndBothScreensShowTheEndOfTheMatch() throws Exception {
        ZolaWithAFriend started = zolaWithAFriendAfterAMoveEach();
        Match match = started.match();
        GuestScreen friend = started.friend();
        fire(guestRoot(), "#guest-resign");
        FxWait.until(() -> robot.lookup("#resign-dialog").tryQuery().isPresent(), Window.getWindows());
        fire(null, "#confirm-yes");
        untilShown(guestRoot(), "#game-over");
        untilShown(hostRoot(), "#game-over");
        assertThat(onFx(match::isOver)).isTrue();
        assertThat(textOf(guestRoot(), "#winner")).isEqualTo(textOf(hostRoot(), "#winner"));
        assertThat(onFx(() -> guestRoot().lookup("#guest-resign").isDisabled())).isTrue();
    }

    private static int lastDecisionOf(Match match, int seat) {
        for (int ply = match.cursor() - 1; ply >= 0; ply--) {
            if (match.stateAt(ply).currentSeat() == seat) {
                return ply;
            }
        }
        return -1;
    }
}
