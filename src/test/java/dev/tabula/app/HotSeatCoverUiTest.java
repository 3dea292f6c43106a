package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;
import dev.tabula.zodijak.view.ZodijakTableOnStage;
import java.util.List;
import java.util.Map;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Promise 7: in hot-seat Zodijak, only a deliberate press lifts the cover. A second tap of Enter
 * or a held Enter's key repeat after a play never shows the next player's hand (the scene is
 * searched for face-up cards of that seat's hand). The board views' clock stands still here, so
 * the cover's short guard time passes only when the test says so.
 */
class HotSeatCoverUiTest extends ShellUiTest {
    /** Longer than the cover's guard time (0.6 s, {@code CoverGuard.ARM_NANOS}). */
    private static final long A_MOMENT = 1_000_000_000L;

    @BeforeEach
    void twoPeopleAtZodijak() {
        Game game = new ZodijakGame();
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of("sign1", "lav", "sign2", "ribe")), 12),
                List.of(Seat.person("Ana"), Seat.person("Bojan")));
        robot.interact(() -> shell().showMatch(match, null));
        clock.hold();
        assertThat(visible("#cover")).isTrue();
        // Ana opens her hand with a deliberate Enter, after the cover stood a moment
        clock.advance(A_MOMENT);
        robot.push(KeyCode.ENTER);
        assertThat(visible("#cover")).isFalse();
        assertThat(faceUpCardsOf(0)).isNotEmpty();
    }

    @Test
    void aSecondTapOfEnterAfterAPlayDoesNotShowTheNextHand() {
        playOneCardPressingEnter();
        robot.release(KeyCode.ENTER);
        robot.push(KeyCode.ENTER); // the second tap, a moment later
        robot.push(KeyCode.SPACE);
        assertThat(faceUpCardsOf(1)).isEmpty();
        assertThat(visible("#cover")).isTrue();

        // a fresh press once the cover has stood a moment does lift it
        clock.advance(A_MOMENT);
        robot.push(KeyCode.ENTER);
        assertThat(faceUpCardsOf(1)).isNotEmpty();
    }

    @Test
    void aHeldEnterDoesNotShowTheNextHandHoweverLongItIsHeld() {
        playOneCardPressingEnter();
        for (int i = 0; i < 5; i++) {
            clock.advance(A_MOMENT);
            repeatKey(KeyCode.ENTER);
        }
        assertThat(faceUpCardsOf(1)).isEmpty();
        robot.release(KeyCode.ENTER);
        assertThat(faceUpCardsOf(1)).isEmpty();
        robot.push(KeyCode.ENTER); // let go, then a fresh press
        assertThat(faceUpCardsOf(1)).isNotEmpty();
    }

    @Test
    void aClickOnTheCoverTooSoonIsIgnoredAndALaterOneWorks() {
        playOneCardPressingEnter();
        robot.release(KeyCode.ENTER);
        click("#coverButton");
        assertThat(faceUpCardsOf(1)).isEmpty();
        clock.advance(A_MOMENT);
        click("#coverButton");
        assertThat(faceUpCardsOf(1)).isNotEmpty();
    }

    /** Ana selects a single card with a click and plays it with Enter, which stays down. */
    private void playOneCardPressingEnter() {
        ZodijakState state = (ZodijakState) current();
        int card = state.legalMoves().stream()
                .filter(m -> m instanceof ZodijakMove.Play p && p.size() == 1 && Cards.rank(p.last()) != Cards.EIGHT)
                .map(m -> ((ZodijakMove.Play) m).last()).findFirst().orElseThrow();
        click("#card-" + Cards.name(card));
        robot.press(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(match().line()).hasSize(1);
        assertThat(current().currentSeat()).isEqualTo(1);
    }

    /**
     * What the system sends while a key is held: one more KEY_PRESSED, no release. (The robot
     * sends no second press for a key it holds, so the event goes to the focused node directly.)
     */
    private void repeatKey(KeyCode code) {
        robot.interact(() -> javafx.event.Event.fireEvent(stage.getScene().getFocusOwner(),
                new javafx.scene.input.KeyEvent(javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", code,
                        false, false, false, false)));
    }

    private List<Integer> faceUpCardsOf(int seat) {
        WaitForAsyncUtils.waitForFxEvents();
        List<Integer> hand = Cards.list(((ZodijakState) current()).hand(seat));
        return onFx(() -> ZodijakTableOnStage.faceUpHandCards(stage).stream().filter(hand::contains).toList());
    }
}
