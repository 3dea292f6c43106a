package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A player must not be able to compute the match's next roll from what it is given. Along random
 * games of every installed game with chance states, the seat that moves just before a roll tries
 * to predict it from its view, as a cheating player would: it imagines the position
 * ({@code determinize}, and for a perfect view also the state the view shows), plays its own move
 * there and asks that position which roll comes ({@code sampleChance}). Over hundreds of rolls
 * the prediction may come true no more often than a guess does (the sum of the squared
 * probabilities of the outcomes), allowing for luck.
 */
class NoPeekingAtDiceTest {
    private static final int ROLLS = 400;

    static Iterable<Named<Game>> gamesWithChance() {
        return GameCatalog.installed().games().stream().filter(NoPeekingAtDiceTest::hasChanceStates)
                .map(game -> Named.of(game.info().id(), game)).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gamesWithChance")
    void theViewOfTheSeatBeforeARollCannotPredictIt(Game game) {
        double expectedHits = 0;
        int hits = 0;
        int rolls = 0;
        Rng chooser = Rng.fromState(99);
        for (long seed = 1; rolls < ROLLS; seed++) {
            State state = game.start(game.info().minSeats(), Map.of(), seed);
            while (!state.isTerminal() && rolls < ROLLS) {
                if (state.isChance()) {
                    state = state.apply(state.sampleChance());
                    continue;
                }
                SeatView view = state.viewFor(state.currentSeat());
                Move move = Playouts.randomMove(state, chooser);
                State next = state.apply(move);
                if (next.isChance()) {
                    Move real = next.sampleChance();
                    for (State imagined : imagined(view, seed)) {
                        State predicted = imagined.apply(move);
                        rolls++;
                        expectedHits += next.chanceOutcomes().stream()
                                .mapToDouble(o -> o.probability() * o.probability()).sum();
                        if (predicted.isChance() && predicted.sampleChance().equals(real)) {
                            hits++;
                        }
                    }
                }
                state = next;
            }
        }
        double allowed = expectedHits + 5 * Math.sqrt(expectedHits) + 5;
        assertThat(hits).as("%s: predictions that came true, of %d (a guess: %.1f)", game.info().id(), rolls,
                expectedHits).isLessThanOrEqualTo((int) allowed);
    }

    private static Iterable<State> imagined(SeatView view, long seed) {
        State determinized = view.determinize(Rng.fromState(seed * 7919));
        return view instanceof PerfectView perfect ? List.of(determinized, perfect.state())
                : List.of(determinized);
    }

    private static boolean hasChanceStates(Game game) {
        State state = game.start(game.info().minSeats(), Map.of(), 1);
        Rng rng = Rng.fromState(1);
        for (int ply = 0; ply < 200 && !state.isTerminal(); ply++) {
            if (state.isChance()) {
                return true;
            }
            state = state.apply(Playouts.randomMove(state, rng));
        }
        return false;
    }
}
