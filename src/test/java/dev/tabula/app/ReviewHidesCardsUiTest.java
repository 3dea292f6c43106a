package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Player;
import dev.tabula.ai.Players;
import dev.tabula.ai.SearchBudget;
import dev.tabula.ai.review.ReviewSettings;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakState;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Item 3 of issue 27 in the window, not only the engine: the review of a Zodijak match still
 * going, opened by the one person at the table (Ana, against a computer), judges Ana's moves
 * only and draws on its board, at every move it judged and after the last, no card but those in
 * Ana's own hand at that moment: never the computer's hand, never the stock.
 */
class ReviewHidesCardsUiTest extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();

    @BeforeEach
    void stepTheComputersAndReviewQuickly() {
        robot.interact(() -> {
            shell().computers = computers;
            shell().reviewSettings = seed -> new ReviewSettings(20, 1, seed);
        });
    }

    @Test
    void aMatchInProgressReviewedFromASeatShowsNoOtherHandAndNoStock() {
        var game = GameCatalog.installed().require("zodijak");
        Setup setup = new Setup(2, game.info().resolveOptions(Map.of()), 11L);
        Match match = new Match(game, setup, List.of(Seat.person("Ana"), Seat.computer("Bo", "easy")));
        List<Player> players = List.of(Players.create("greedy", "zodijak", 1), Players.create("random", "zodijak", 2));
        // some forty moves in, with Ana (seat 0) to play: the computer does not move while the review runs
        while (match.cursor() < 40 || match.current().isChance() || match.current().currentSeat() != 0
                || match.current().legalMoves().size() < 2) {
            if (match.current().isChance()) {
                match.playChance();
            } else {
                int seat = match.current().currentSeat();
                match.play(players.get(seat).choose(match.current().viewFor(seat), SearchBudget.iterations(50),
                        CancellationToken.none()));
            }
        }
        assertThat(match.isOver()).isFalse();
        robot.interact(() -> shell().showMatch(match, null));
        settle();
        click("#review-match");
        computers.runUntilIdle();
        WaitForAsyncUtils.waitForFxEvents();

        ListView<?> moves = robot.lookup("#review-moves").queryAs(ListView.class);
        List<String> lines = onFx(() -> moves.getItems().stream().map(String::valueOf).toList());
        assertThat(lines).as("Ana's moves are judged").isNotEmpty()
                .allSatisfy(line -> assertThat(line).matches("\\d+\\. Ana: .*"));
        assertThat(faceUpCards()).as("after the last move: Ana's hand at most")
                .isSubsetOf(names(((ZodijakState) match.current()).hand(0)));
        for (int index = 0; index < lines.size(); index++) {
            int pick = index;
            robot.interact(() -> moves.getSelectionModel().select(pick));
            WaitForAsyncUtils.waitForFxEvents();
            String line = lines.get(index);
            int ply = Integer.parseInt(line.substring(0, line.indexOf('.'))) - 1;
            ZodijakState before = (ZodijakState) match.stateAt(ply);
            Set<String> hidden = new HashSet<>(names(before.hand(1)));
            Set<String> shown = faceUpCards();
            assertThat(shown).as("before move %d: Ana's own cards only", ply + 1).isSubsetOf(names(before.hand(0)))
                    .doesNotContainAnyElementsOf(hidden);
            assertThat(shown).as("Ana's hand is open at her own move").isNotEmpty();
            for (String control : List.of("#play", "#clear", "#draw", "#take", "#pass", "#status")) {
                assertThat(robot.lookup("#review-board " + control).tryQuery())
                        .as("before move %d: nothing is played from the review's board, so no %s", ply + 1, control)
                        .isEmpty();
            }
        }
    }

    /** The cards the review's board draws face up: a hand's card or a card of the hand-end panel, by name. */
    private Set<String> faceUpCards() {
        return onFx(() -> {
            Set<String> names = new HashSet<>();
            List<Node> nodes = new ArrayList<>(List.of(robot.lookup("#review-board").query()));
            while (!nodes.isEmpty()) {
                Node node = nodes.remove(nodes.size() - 1);
                String id = node.getId();
                if (id != null && (id.startsWith("card-") || id.startsWith("shown-"))) {
                    names.add(id.substring(id.indexOf('-') + 1));
                }
                if (node instanceof Parent parent) {
                    nodes.addAll(parent.getChildrenUnmodifiable());
                }
            }
            return names;
        });
    }

    private static List<String> names(long hand) {
        return Cards.list(hand).stream().map(Cards::name).toList();
    }
}
