package dev.tabula.app.computer;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Player;
import dev.tabula.ai.SearchBudget;
import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A seat the computer plays. It thinks through the {@link ComputerExecutor} about what its seat
 * may see ({@code state.viewFor(seat)}), within the think time of the settings, and answers on the
 * FX thread; the answer is played once the pause between computer moves, begun when the seat was
 * asked, has passed too, so that a quick answer (Easy, a forced move) does not land before the
 * person saw the last move. {@link #cancel} stops the search and the pause and drops the answer;
 * the turn loop checks on top that the match is still where it asked.
 */
final class ComputerSeat implements SeatController {
    private static final Logger LOG = LoggerFactory.getLogger(ComputerSeat.class);

    private final Player player;
    private final int seat;
    private final IntSupplier thinkMillis;
    private final IntSupplier delayMillis;
    private final ComputerExecutor executor;
    private Question asked;

    ComputerSeat(Player player, int seat, IntSupplier thinkMillis, IntSupplier delayMillis, ComputerExecutor executor) {
        this.player = player;
        this.seat = seat;
        this.thinkMillis = thinkMillis;
        this.delayMillis = delayMillis;
        this.executor = executor;
    }

    @Override
    public boolean isPerson() {
        return false;
    }

    @Override
    public void yourTurn(State state, Consumer<Move> play) {
        cancel();
        Question question = new Question(play);
        asked = question;
        int pause = delayMillis.getAsInt();
        if (pause > 0) {
            question.pause = executor.after(pause, () -> {
                question.pause = null;
                question.paused = true;
                question.playIfReady();
            });
        } else {
            question.paused = true;
        }
        SeatView view = state.viewFor(seat);
        SearchBudget budget = SearchBudget.time(Duration.ofMillis(Math.max(1, thinkMillis.getAsInt())));
        CancellationToken token = question.token;
        executor.think(() -> {
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
            Platform.runLater(() -> {
                question.answer = answer;
                question.playIfReady();
            });
        });
    }

    @Override
    public void cancel() {
        if (asked != null) {
            asked.withdraw();
            asked = null;
        }
    }

    /** One question to the player: its answer is played when it has come and the pause has passed. */
    private final class Question {
        final CancellationToken token = new CancellationToken();
        final Consumer<Move> play;
        ComputerExecutor.Timer pause;
        boolean paused;
        Move answer;

        Question(Consumer<Move> play) {
            this.play = play;
        }

        void playIfReady() {
            if (asked != this || token.isCancelled() || answer == null || !paused) {
                return;
            }
            asked = null;
            play.accept(answer);
        }

        void withdraw() {
            token.cancel();
            if (pause != null) {
                pause.cancel();
                pause = null;
            }
        }
    }
}
