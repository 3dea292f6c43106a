package dev.tabula.ai;

import static dev.tabula.ai.TrickDuel.cards;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The player sees only its seat's view: with the same seed and the same own view, dealing the
 * cards it cannot see differently must not change its move.
 */
class NeverPeeksTest {

    /** Every way to give seat 1 three of the cards in {@code unseen} (the rest lie face down). */
    private static List<Integer> handsFrom(int... unseen) {
        List<Integer> hands = new ArrayList<>();
        for (int a = 0; a < unseen.length; a++) {
            for (int b = a + 1; b < unseen.length; b++) {
                for (int c = b + 1; c < unseen.length; c++) {
                    hands.add(cards(unseen[a], unseen[b], unseen[c]));
                }
            }
        }
        return hands;
    }

    @Test
    void theLeadersMoveDoesNotDependOnTheCardsItCannotSee() {
        int own = cards(2, 5, 7);
        List<Move> chosen = new ArrayList<>();
        SeatView firstView = null;
        for (int other : handsFrom(1, 3, 4, 6, 8)) {
            State truth = TrickDuel.deal(own, other);
            SeatView view = truth.viewFor(0);
            if (firstView == null) {
                firstView = view;
            }
            assertThat(view).isEqualTo(firstView);
            chosen.add(Players.forLevel(Level.MEDIUM, "duel", 2024).choose(view));
        }
        assertThat(chosen).hasSize(10).containsOnly(chosen.get(0));
    }

    @Test
    void theFollowersMoveDoesNotDependOnTheCardsItCannotSee() {
        int own = cards(3, 6, 8);
        List<Move> chosen = new ArrayList<>();
        for (int other : handsFrom(1, 2, 4, 5, 7)) {
            if ((other & cards(5)) == 0) {
                continue; // seat 0 leads the 5, so it must hold it
            }
            State truth = TrickDuel.deal(other, own).apply(new TrickDuel.Play(5));
            chosen.add(Players.forLevel(Level.MEDIUM, "duel", 7).choose(truth.viewFor(1)));
        }
        assertThat(chosen).hasSize(6).containsOnly(chosen.get(0));
    }

    @Test
    void aFollowerThatCannotWinTheTrickThrowsItsLowestCard() {
        State truth = TrickDuel.deal(cards(1, 4, 8), cards(2, 5, 7)).apply(new TrickDuel.Play(8));

        assertThat(Players.forLevel(Level.MEDIUM, "duel", 1).choose(truth.viewFor(1)))
                .isEqualTo(new TrickDuel.Play(2));
    }
}
