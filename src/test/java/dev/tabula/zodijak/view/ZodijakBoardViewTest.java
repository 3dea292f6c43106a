package dev.tabula.zodijak.view;

import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;
import java.util.Comparator;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Hot-seat play through the covers, headless, on the real board view. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodijakBoardViewTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = ZodijakTableOnStage.opened(stage);
    }

    private FakeContext mount(FxRobot robot, int seats, long seed) {
        return ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(seats, seed));
    }

    @Test
    void aFreshViewLandsOnTheCoverAndShowsNoCardOfAnyHand(FxRobot robot) {
        FakeContext context = mount(robot, 3, 4);
        assertThat(robot.lookup("#cover").tryQuery()).isPresent();
        assertThat(faceUpHandCards()).isEmpty();
        assertThat(robot.lookup("#coverTitle").queryLabeled().getText()).contains(
                context.seats().get(context.match().current().currentSeat()).name());
    }

    @Test
    void aSeededTwoPlayerHandIsPlayedToTheEndThroughTheCovers(FxRobot robot) {
        FakeContext context = mount(robot, 2, 3);
        int covers = 0;
        int reveals = 0;
        int turns = 0;
        for (int step = 0; step < 600; step++) {
            if (robot.lookup("#handEnd").tryQuery().isPresent()) {
                break;
            }
            if (robot.lookup("#reveal").tryQuery().isPresent()) {
                reveals++;
                click(robot, "#revealOk");
                continue;
            }
            if (robot.lookup("#cover").tryQuery().isPresent()) {
                covers++;
                assertThat(faceUpHandCards()).as("nothing of a hand behind a cover").isEmpty();
                click(robot, "#coverButton");
                continue;
            }
            ZodijakState state = (ZodijakState) context.match().current();
            assertThat(faceUpHandCards()).as("only the seat on turn sees its hand")
                    .allMatch(card -> Cards.contains(state.hand(state.currentSeat()), card));
            // the first turns by clicking the cards; later ones through the context, the way the
            // table hands a play on: the covers and reveals between them stay clicks throughout
            if (turns++ < 8) {
                playOneTurn(robot, state);
            } else {
                Move move = chooseTurn(state);
                robot.interact(() -> context.play(move));
            }
        }
        assertThat(robot.lookup("#handEnd").tryQuery()).isPresent();
        ZodijakState end = (ZodijakState) context.match().current();
        assertThat(end.phase()).isEqualTo(ZodijakState.Phase.HAND_OVER);
        // the hand is over: every hand is laid open for everyone at the table, card for card
        java.util.Set<String> inHands = new java.util.HashSet<>();
        for (int seat = 0; seat < end.seatCount(); seat++) {
            Cards.list(end.hand(seat)).forEach(card -> inHands.add("shown-" + Cards.name(card)));
        }
        assertThat(inHands).as("a losing hand holds cards").isNotEmpty();
        assertThat(robot.lookup("#handEnd").queryAs(javafx.scene.Parent.class).lookupAll("*").stream()
                .map(javafx.scene.Node::getId).filter(id -> id != null && id.startsWith("shown-")).toList())
                .containsExactlyInAnyOrderElementsOf(inHands);
        assertThat(covers).isGreaterThan(2);
        assertThat(reveals + covers).isGreaterThan(0);
        assertThat(robot.lookup("#nextHand").tryQuery()).isPresent();
        click(robot, "#nextHand");
        assertThat(robot.lookup("#cover").tryQuery()).as("the new deal starts behind a cover").isPresent();
        assertThat(((ZodijakState) context.match().current()).handNumber()).isEqualTo(2);
    }

    /** The longest listed play, else take, draw or pass. */
    private static Move chooseTurn(ZodijakState state) {
        List<Move> legal = state.legalMoves();
        return legal.stream().filter(m -> m instanceof ZodijakMove.Play)
                .map(m -> (ZodijakMove.Play) m).max(Comparator.comparingInt(ZodijakMove.Play::size))
                .<Move>map(play -> play)
                .orElse(legal.contains(ZodijakMove.TAKE) ? ZodijakMove.TAKE
                        : legal.contains(ZodijakMove.DRAW) ? ZodijakMove.DRAW : ZodijakMove.PASS);
    }

    /** Plays {@link #chooseTurn} by clicks: its cards in order, then Play (and the suit), or take, draw, pass. */
    private void playOneTurn(FxRobot robot, ZodijakState state) {
        Move chosen = chooseTurn(state);
        if (chosen instanceof ZodijakMove.Play best) {
            for (int i = 0; i < best.size(); i++) {
                click(robot, "#card-" + Cards.name(best.card(i)));
            }
            assertThat(robot.lookup("#play").queryButton().isDisabled()).isFalse();
            click(robot, "#play");
            if (best.namedSuit() >= 0) {
                click(robot, "#suit-" + Cards.SUITS.charAt(best.namedSuit()));
            }
        } else if (chosen == ZodijakMove.TAKE) {
            click(robot, "#take");
        } else if (chosen == ZodijakMove.DRAW) {
            click(robot, "#draw");
        } else {
            click(robot, "#pass");
        }
    }

    @Test
    void minimisingOrUndoingClosesAnOpenHand(FxRobot robot) {
        FakeContext context = mount(robot, 2, 3);
        robot.clickOn("#coverButton");
        assertThat(faceUpHandCards()).isNotEmpty();
        robot.interact(() -> context.view().lock());
        assertThat(robot.lookup("#cover").tryQuery()).isPresent();
        assertThat(faceUpHandCards()).isEmpty();

        robot.clickOn("#coverButton");
        ZodijakState before = (ZodijakState) context.match().current();
        robot.interact(() -> context.play(before.legalMoves().get(before.legalMoves().size() - 1)));
        robot.interact(() -> context.view().show(context.sight(before), null, false)); // what the shell does on undo
        assertThat(robot.lookup("#cover").tryQuery()).as("undo lands on the cover").isPresent();
        assertThat(faceUpHandCards()).isEmpty();
    }

    @Test
    void aCardThatCannotExtendThePlayIsNotLitAndPlayStaysOff(FxRobot robot) {
        FakeContext context = mount(robot, 2, 3);
        robot.clickOn("#coverButton");
        ZodijakState state = (ZodijakState) context.match().current();
        for (int card : Cards.list(state.hand(state.currentSeat()))) {
            if (!state.isLegalPlay(new int[] {card}, -1) && Cards.rank(card) != Cards.EIGHT) {
                robot.clickOn("#card-" + Cards.name(card));
                assertThat(robot.lookup("#play").queryButton().isDisabled()).isTrue();
                return;
            }
        }
    }

    private List<Integer> faceUpHandCards() {
        return ZodijakTableOnStage.faceUpHandCards(stage);
    }
}
