package dev.tabula.zodijak.view;

import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.Cue;
import dev.tabula.core.Move;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The cards a hint plays, outlined in the open hand; the cover reported as it goes up and down; cards that travel. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodijakMarksAndCoverTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = ZodijakTableOnStage.opened(stage);
    }

    @Test
    void theCoverIsReportedAndARefusalUnderItIsTakenBackOnceTheCardsAreShown(FxRobot robot) {
        FakeContext context = ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(2, 3));
        assertThat(context.view().isCovered()).isTrue();
        context.refused("No hint now"); // the shell refuses a hint under the cover
        int before = context.coverChanges;

        click(robot, "#coverButton");

        assertThat(context.view().isCovered()).isFalse();
        assertThat(context.coverChanges).as("the shell hears the cover go, to enable its Hint").isGreaterThan(before);
        assertThat(context.refusalStands).as("the refusal made under the cover no longer stands").isFalse();
    }

    @Test
    void aHintsPlayIsOutlinedOnTheCardsItPlaysAndADrawOnTheStock(FxRobot robot) {
        FakeContext context = ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(2, 3));
        click(robot, "#coverButton");
        ZodijakState state = (ZodijakState) context.match().current();
        ZodijakMove.Play play = state.legalMoves().stream().filter(m -> m instanceof ZodijakMove.Play)
                .map(ZodijakMove.Play.class::cast).findFirst().orElseThrow();
        robot.interact(() -> context.view().mark(List.of(BoardMark.of(BoardMark.Kind.HINT, play))));
        for (int card : play.cards()) {
            Node outline = robot.lookup("#mark-card-" + Cards.name(card)).query();
            Bounds cardBounds = robot.lookup("#card-" + Cards.name(card)).query().getBoundsInParent();
            assertThat(outline.getStyleClass()).contains("board-mark-hint");
            assertThat(outline.getBoundsInParent().contains(cardBounds.getCenterX(), cardBounds.getCenterY()))
                    .as("the outline round its card").isTrue();
        }
        Move draw = state.legalMoves().contains(ZodijakMove.TAKE) ? ZodijakMove.TAKE : ZodijakMove.DRAW;
        robot.interact(() -> context.view().mark(List.of(BoardMark.of(BoardMark.Kind.HINT, draw))));
        assertThat(robot.lookup("#mark-stock").tryQuery()).isPresent();
        assertThat(robot.lookup("#mark-card-" + Cards.name(play.cards()[0])).tryQuery()).as("the last call's marks only").isEmpty();
    }

    @Test
    void aPlayedCardTravelsToThePileAndAClickPutsItThereAtOnce(FxRobot robot) {
        // against the computer: the one person's hand stays open, so the table shows the card's way
        dev.tabula.zodijak.ZodijakGame game = new dev.tabula.zodijak.ZodijakGame();
        dev.tabula.core.Match match = new dev.tabula.core.Match(game, new dev.tabula.core.Setup(2,
                game.info().resolveOptions(java.util.Map.of("sign1", "lav", "sign2", "ribe")), 3),
                List.of(dev.tabula.core.Seat.person("Ana"), dev.tabula.core.Seat.computer("Bo", "easy")));
        FakeContext context = ZodijakTableOnStage.mount(robot, stage, match);
        robot.interact(() -> {
            while (((ZodijakState) match.current()).currentSeat() != 0 || !(match.current().legalMoves().stream()
                    .anyMatch(m -> m instanceof ZodijakMove.Play))) {
                context.play(match.current().legalMoves().get(0)); // the computer's turns, or draws to a playable hand
            }
        });
        context.animationMillis = 60_000; // only the click ends it
        ZodijakState state = (ZodijakState) context.match().current();
        Move play = state.legalMoves().stream().filter(m -> m instanceof ZodijakMove.Play).findFirst().orElseThrow();
        context.cues.clear();
        robot.interact(() -> context.play(play));
        Node travelling = robot.lookup("." + TableDrawer.JUST_PLAYED).query();
        assertThat(travelling.getTranslateY()).as("on its way from the player's hand").isNotZero();
        assertThat(context.cues).doesNotContain(Cue.CARD_PLAYED);

        robot.interact(() -> stage.getScene().getRoot().fireEvent(new javafx.scene.input.MouseEvent(
                javafx.scene.input.MouseEvent.MOUSE_PRESSED, 5, 5, 5, 5, javafx.scene.input.MouseButton.PRIMARY, 1,
                false, false, false, false, true, false, false, true, false, false, null)));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(travelling.getTranslateX()).isZero();
        assertThat(travelling.getTranslateY()).isZero();
        assertThat(context.cues).contains(Cue.CARD_PLAYED);
    }
}
