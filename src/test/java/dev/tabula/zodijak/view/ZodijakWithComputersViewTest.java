package dev.tabula.zodijak.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import java.util.Map;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Zodijak with computer seats: no covers for computers, and a lone person keeps their hand open. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodijakWithComputersViewTest {
    private static final ZodijakGame GAME = new ZodijakGame();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = ZodijakTableOnStage.opened(stage);
    }

    private FakeContext mount(FxRobot robot, List<Seat> seats, long seed) {
        Setup setup = new Setup(seats.size(), GAME.info().resolveOptions(Map.of()), seed);
        return ZodijakTableOnStage.mount(robot, stage, new Match(GAME, setup, seats));
    }

    @Test
    void aLonePersonSeesOnlyTheirOwnHandThroughTheComputersTurnsAndNoCover(FxRobot robot) {
        FakeContext context = mount(robot, List.of(Seat.computer("Computer 1 (Easy)", "easy"), Seat.person("Ana"),
                Seat.computer("Computer 2 (Easy)", "easy")), 5);
        Rng chooser = Rng.fromState(9);
        int computerTurnsSeen = 0;
        for (int step = 0; step < 16; step++) {
            ZodijakState state = (ZodijakState) context.match().current();
            if (state.phase() != ZodijakState.Phase.PLAY) {
                break;
            }
            boolean personsTurn = state.currentSeat() == 1;
            context.canAct = personsTurn; // as the shell says: only on the person's turn
            robot.interact(() -> context.view().show(context.sight(state), null, false));
            assertThat(robot.lookup("#cover").tryQuery()).as("no cover at a table with one person").isEmpty();
            assertThat(robot.lookup("#reveal").tryQuery()).isEmpty();
            List<Integer> shown = faceUpHandCards();
            assertThat(shown).as("the person's whole hand, never a computer's card")
                    .containsExactlyInAnyOrderElementsOf(Cards.list(state.hand(1)));
            if (!personsTurn) {
                computerTurnsSeen++;
                assertThat(robot.lookup("#play").queryButton().isDisabled()).isTrue();
                assertThat(robot.lookup("#draw").tryQuery().map(n -> ((javafx.scene.control.Button) n).isDisabled())
                        .orElse(true)).isTrue();
            }
            Move move = Playouts.randomMove(state, chooser);
            robot.interact(() -> context.play(move));
        }
        assertThat(computerTurnsSeen).isGreaterThan(3);
    }

    @Test
    void twoPeopleMeetCoversButAComputersTurnShowsThePublicTable(FxRobot robot) {
        FakeContext context = mount(robot, List.of(Seat.person("Ana"), Seat.computer("Computer (Easy)", "easy"),
                Seat.person("Ceca")), 5);
        Rng chooser = Rng.fromState(4);
        int computerTurns = 0;
        int personTurns = 0;
        for (int step = 0; step < 16; step++) {
            ZodijakState state = (ZodijakState) context.match().current();
            if (state.phase() != ZodijakState.Phase.PLAY) {
                break;
            }
            boolean computer = state.currentSeat() == 1;
            context.canAct = !computer;
            robot.interact(() -> context.view().show(context.sight(state), null, false));
            if (computer) {
                computerTurns++;
                assertThat(robot.lookup("#cover").tryQuery()).as("no cover for a computer's turn").isEmpty();
            } else {
                personTurns++;
                assertThat(robot.lookup("#cover").tryQuery()).as("people hand over behind a cover").isPresent();
            }
            assertThat(faceUpHandCards()).isEmpty();
            Move move = Playouts.randomMove(state, chooser);
            robot.interact(() -> context.play(move));
        }
        assertThat(computerTurns).isGreaterThan(2);
        assertThat(personTurns).isGreaterThan(2);
    }

    @Test
    void theEndOfAHandWaitsForThePeople() {
        Match match = new Match(GAME, new Setup(2, GAME.info().resolveOptions(Map.of()), 3),
                List.of(Seat.person("Ana"), Seat.computer("Computer (Easy)", "easy")));
        Rng chooser = Rng.fromState(1);
        ZodijakUi ui = new ZodijakUi();
        while (((ZodijakState) match.current()).phase() == ZodijakState.Phase.PLAY) {
            assertThat(ui.waitsForPeople(match.current().publicView())).isFalse();
            match.play(Playouts.randomMove(match.current(), chooser));
        }
        assertThat(ui.waitsForPeople(match.current().publicView())).isTrue();
    }

    private List<Integer> faceUpHandCards() {
        return ZodijakTableOnStage.faceUpHandCards(stage);
    }
}
