package dev.tabula.app.match;

import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.common.I18n;
import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Hint;
import dev.tabula.ai.Hints;
import dev.tabula.ai.SearchBudget;
import dev.tabula.app.spi.GameUi;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.time.Duration;
import java.util.ResourceBundle;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javafx.application.Platform;

/**
 * The Hint action of every game: the move the top level would play for the seat to move, and how
 * the game looks for that seat, in one sentence. It is worked out off the JavaFX thread, through
 * the same executor as the computer players, from the seat's own view only, so it can never give
 * away a hidden card. One hint at a time: asking again, or any change of position, drops the
 * answer of the last one.
 */
final class HintAction {
    private final String gameId;
    private final ComputerExecutor executor;
    private final IntSupplier thinkMillis;
    private CancellationToken pending;

    HintAction(String gameId, ComputerExecutor executor, IntSupplier thinkMillis) {
        this.gameId = gameId;
        this.executor = executor;
        this.thinkMillis = thinkMillis;
    }

    /**
     * Asks for a hint for the seat to decide in {@code state}; {@code answer} gets it on the
     * JavaFX thread unless {@link #cancel} comes first. {@code seed} makes the search repeatable
     * (the same position and seed give the same hint).
     */
    void ask(State state, long seed, Consumer<Hint> answer) {
        cancel();
        CancellationToken token = new CancellationToken();
        pending = token;
        SeatView view = state.viewFor(state.currentSeat());
        SearchBudget budget = SearchBudget.time(Duration.ofMillis(Math.max(1, thinkMillis.getAsInt())));
        executor.think(() -> {
            Hint hint = Hints.forSeat(gameId, view, budget, token, seed, executor.background());
            Platform.runLater(() -> {
                if (pending == token && !token.isCancelled()) {
                    pending = null;
                    answer.accept(hint);
                }
            });
        });
    }

    /** Whether a hint is being worked out. */
    boolean isPending() {
        return pending != null;
    }

    /** Drops the hint being worked out, if any: its answer will not be shown. */
    void cancel() {
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
    }

    /** The hint in one sentence of the player's language: the move, then a win chance or a proved end. */
    static String sentence(Hint hint, GameUi ui, ResourceBundle gameWords, I18n i18n) {
        String move = ui.moveText(hint.move(), gameWords);
        if (!hint.proved()) {
            return i18n.text("hint.estimate", move, hint.winChance());
        }
        boolean wins = hint.winChance() > 0.5;
        if (hint.plies() < 0) {
            return i18n.text(wins ? "hint.win" : "hint.loss", move);
        }
        return i18n.text(wins ? "hint.winIn" : "hint.lossIn", move, hint.plies());
    }
}
