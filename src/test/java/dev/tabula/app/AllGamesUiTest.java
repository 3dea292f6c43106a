package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRequest;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/** Every game with a face opens in the match screen: the shell names no game, so each is a plug-in. */
class AllGamesUiTest extends ShellUiTest {

    @Test
    void everyRegisteredGameStartsInTheMatchScreen() {
        List<GameEntry> entries = shell().registry().entries();
        assertThat(entries).isNotEmpty();
        for (GameEntry entry : entries) {
            assertThat(robot.lookup("#card-" + entry.id()).tryQuery()).as(entry.id()).isPresent();
            List<Seat> seats = new ArrayList<>();
            for (int i = 0; i < entry.game().info().minSeats(); i++) {
                seats.add(Seat.person("P" + (i + 1)));
            }
            robot.interact(() -> shell().startMatch(new MatchRequest(entry, seats, Map.of(), 42)));
            assertThat(match().game().info().id()).isEqualTo(entry.id());
            assertThat(robot.lookup("#status").queryAs(Label.class).getText()).as(entry.id()).isNotBlank();
            robot.interact(shell()::showPicker);
        }
    }
}
