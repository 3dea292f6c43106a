package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.common.GameEntry;
import dev.tabula.core.Match;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Zodijak's Undo through the app (docs/rules/zodijak.md): one person with computers undoes past
 * cards already seen, since taking them back shows nobody anything new; two people stop at the
 * first card seen, and the screen says why (the greyed Undo's tooltip, the status line on Ctrl+Z).
 * The computers are stepped by hand ({@link SteppedComputers}), so no think runs on its own.
 */
class ZodijakUndoUiTest extends ShellUiTest {
    private static final String CARD_SEEN = "No undo: a card was seen since then, and with two or more people at the "
            + "table a seen card is never taken back (it would let someone play again knowing it).";
    private final SteppedComputers computers = new SteppedComputers();

    @BeforeEach
    void stepTheComputersByHand() {
        robot.interact(() -> shell().computers = computers);
    }

    @Test
    void onePersonWithAComputerUndoesBackPastACardSeen() {
        Match match = zodijak(List.of(Seat.person("Ana"), Seat.computer("Computer (Easy)", "easy")), 4,
                ZodijakUndoUiTest::seenCardAfterAnasEarlierTurn);
        int seen = seenCardAfterAnasEarlierTurn(match);
        robot.interact(() -> shell().showMatch(match, null));
        computers.runUntilIdle();
        assertThat(onFx(match::cursor)).as("Ana is to play, the computer was not asked").isEqualTo(match.line().size());

        for (int clicks = 0; onFx(match::cursor) >= seen; clicks++) {
            assertThat(clicks).as("undo reaches back before the card seen at ply %d", seen).isLessThan(seen);
            assertThat(onFx(() -> robot.lookup("#undo").queryAs(Button.class).isDisabled())).isFalse();
            click("#undo");
            computers.runUntilIdle();
        }
        assertThat(anasDecision(onFx(match::current))).as("undo stops at Ana's own turn").isTrue();
        assertThat(text("#status")).isNotEqualTo(CARD_SEEN);
        assertThat(onFx(() -> undoHolder().getAccessibleHelp())).isNull();
    }

    /**
     * With two people every card played or drawn is seen by someone (under the default rules every
     * move of a hand shows a card), so Undo stops at the newest position at once: greyed, with its
     * reason on the holder's tooltip, and said in the status line when Ctrl+Z asks anyway.
     */
    @Test
    void twoPeopleStopAtACardSeenAndAreToldWhy() {
        Match match = zodijak(List.of(Seat.person("Ana"), Seat.person("Bo")), 5,
                played -> played.cursor() >= 8 && played.current().isUndoBarrier() ? 0 : -1);
        int live = match.cursor();
        robot.interact(() -> shell().showMatch(match, null));

        assertThat(onFx(() -> robot.lookup("#undo").queryAs(Button.class).isDisabled())).as("at a card seen").isTrue();
        assertThat(onFx(() -> undoHolder().getAccessibleHelp())).isEqualTo(CARD_SEEN);
        Tooltip why = onFx(() -> (Tooltip) undoHolder().getProperties().get("javafx.scene.control.Tooltip"));
        assertThat(why).as("the greyed button's holder says why when pointed at").isNotNull();
        assertThat(onFx(why::getText)).isEqualTo(CARD_SEEN);

        robot.push(KeyCode.CONTROL, KeyCode.Z);
        assertThat(onFx(match::cursor)).as("the seen card stays").isEqualTo(live);
        assertThat(text("#status")).isEqualTo(CARD_SEEN);
    }

    /**
     * The ply of the newest position that showed a card, with a turn of Ana's before it to undo
     * back to, while it is Ana's turn now at least two turns later; -1 if there is none yet.
     */
    private static int seenCardAfterAnasEarlierTurn(Match match) {
        if (match.cursor() < 12 || !anasDecision(match.current())) {
            return -1;
        }
        for (int ply = match.cursor(); ply > 0; ply--) {
            if (match.stateAt(ply).isUndoBarrier()) {
                for (int before = ply - 1; before >= 0; before--) {
                    if (anasDecision(match.stateAt(before))) {
                        return ply;
                    }
                }
                return -1;
            }
        }
        return -1;
    }

    private static boolean anasDecision(State state) {
        return !state.isChance() && !state.isTerminal() && state.currentSeat() == 0
                && ((ZodijakState) state).phase() == ZodijakState.Phase.PLAY;
    }

    /** A Zodijak match played at random from {@code seed} until {@code found} finds what the test needs. */
    private Match zodijak(List<Seat> seats, long seed, ToIntFunction<Match> found) {
        GameEntry entry = onFx(() -> shell().registry().find("zodijak").orElseThrow());
        Match match = new Match(entry.game(), new Setup(seats.size(), entry.game().info().resolveOptions(Map.of()), 3), seats);
        Rng chooser = Rng.fromState(seed);
        while (found.applyAsInt(match) < 0) {
            assertThat(match.current().isTerminal()).as("the position was found before the end").isFalse();
            match.play(Playouts.randomMove(match.current(), chooser));
        }
        return match;
    }

    private Node undoHolder() {
        return robot.lookup("#undo").query().getParent();
    }

    private String text(String query) {
        return onFx(() -> robot.lookup(query).queryAs(Label.class).getText());
    }
}
