package dev.tabula.app;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Player;
import dev.tabula.ai.SearchBudget;
import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A seat the computer plays. It thinks on {@link ComputerThread} about what its seat may see
 * ({@code state.viewFor(seat)}), within the think time of the settings, and answers on the FX
 * thread; an answer is held back until the pause between computer moves has passed, so that a
 * quick answer (Easy, a forced move) does not land before the person saw the last move.
 * {@link #cancel} stops the search and drops its answer; the match screen checks on top that the
 * match is still where it asked.
 */
final class ComputerSeat implements SeatController {
    private static final Logger LOG = LoggerFactory.getLogger(ComputerSeat.class);

    private final Player player;
    private final int seat;
    private final IntSupplier thinkMillis;
    private final IntSupplier delayMillis;
    private CancellationToken thinking;
    private PauseTransition holding;

    ComputerSeat(Player player, int seat, IntSupplier thinkMillis, IntSupplier delayMillis) {
        this.player = player;
        this.seat = seat;
        this.thinkMillis = thinkMillis;
        this.delayMillis = delayMillis;
    }

    @Override
    public boolean isPerson() {
        return false;
    }

    @Override
    public void yourTurn(State state, Consumer<Move> play) {
        cancel();
        CancellationToken token = new CancellationToken();
        thinking = token;
        long asked = System.nanoTime();
        SeatView view = state.viewFor(seat);
        SearchBudget budget = SearchBudget.time(Duration.ofMillis(Math.max(1, thinkMillis.getAsInt())));
        ComputerThread.submit(() -> {
            if (token.isCancelled()) {
                return; // asked and withdrawn while an earlier search still ran
            }
            Move move;
            try {
                move = player.choose(view, budget, token);
            } catch (RuntimeException e) {
                // a failing search must not stall the match: the first legal move keeps it going
                LOG.error("the {} player failed on seat {}; playing the first legal move", player.name(), seat, e);
                move = state.legalMoves().get(0);
            }
            Move answer = move;
            Platform.runLater(() -> answer(token, asked, answer, play));
        });
    }

    private void answer(CancellationToken token, long asked, Move move, Consumer<Move> play) {
        if (token != thinking || token.isCancelled()) {
            return;
        }
        long waitedMillis = (System.nanoTime() - asked) / 1_000_000;
        long rest = delayMillis.getAsInt() - waitedMillis;
        if (rest <= 0) {
            thinking = null;
            play.accept(move);
            return;
        }
        holding = new PauseTransition(javafx.util.Duration.millis(rest));
        holding.setOnFinished(event -> {
            holding = null;
            if (token == thinking && !token.isCancelled()) {
                thinking = null;
                play.accept(move);
            }
        });
        holding.play();
    }

    @Override
    public void cancel() {
        if (thinking != null) {
            thinking.cancel();
            thinking = null;
        }
        if (holding != null) {
            holding.stop();
            holding = null;
        }
    }
}
