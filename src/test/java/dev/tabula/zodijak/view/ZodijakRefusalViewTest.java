package dev.tabula.zodijak.view;

import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakState;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A click on a card that cannot be played is refused with a sentence saying why, as in the other games. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodijakRefusalViewTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setWidth(1100);
        stage.setHeight(760);
        stage.show();
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
}
