package dev.tabula.zodijak.view;

import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakState;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The table grows with a large board area (a 2560 × 1440 window), cards and words alike; a click
 * on a card that cannot be played is refused with a sentence saying why, as in the other games.
 */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodijakTableViewTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = ZodijakTableOnStage.opened(stage);
    }

    @Test
    void twiceTheRoomDrawsCardsAndTextTwiceAsLarge(FxRobot robot) {
        FakeContext context = ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(2, 3));
        click(robot, "#coverButton");
        Bounds card = cardBounds(robot);
        Bounds status = sceneBounds(robot, "#status");

        // the view alone, given twice the room (no window that large is needed for it)
        robot.interact(() -> {
            Node board = context.view().node();
            Group holder = new Group();
            holder.setAutoSizeChildren(false);
            stage.getScene().setRoot(holder);
            holder.getChildren().add(board);
            board.resize(2200, 1520);
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(cardBounds(robot).getWidth()).isGreaterThan(1.8 * card.getWidth());
        assertThat(sceneBounds(robot, "#status").getHeight()).isGreaterThan(1.8 * status.getHeight());
    }

    @Test
    void aCardThatCannotGoOnThePileIsRefusedWithTheRule(FxRobot robot) {
        FakeContext context = ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(2, 3));
        click(robot, "#coverButton");
        ZodijakState state = (ZodijakState) context.match().current();
        int seat = state.currentSeat();
        int refused = -1;
        for (int card : TableDrawer.sortedHand(state.hand(seat))) {
            if (!new PlayBuilder().canAdd(state.viewFor(seat), card)) {
                refused = card;
                break;
            }
        }
        assertThat(refused).as("the seed deals a card that cannot be played").isNotNegative();
        Texts texts = new Texts(context.messages(), context.seats());

        click(robot, "#card-" + Cards.name(refused));

        assertThat(context.match().cursor()).as("nothing was played").isEqualTo(0);
        assertThat(context.refusals).hasSize(1);
        String why = context.refusals.get(0);
        assertThat(why).startsWith(texts.card(refused) + " cannot be played now. ")
                .contains(texts.card(state.top())).endsWith(".");
    }

    private static Bounds cardBounds(FxRobot robot) {
        Node card = robot.lookup((Node node) -> node.getId() != null && node.getId().startsWith("card-")).query();
        return card.localToScene(card.getBoundsInLocal());
    }

    private static Bounds sceneBounds(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        return node.localToScene(node.getBoundsInLocal());
    }
}
