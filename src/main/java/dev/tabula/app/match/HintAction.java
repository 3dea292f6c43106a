package dev.tabula.app.match;

import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.common.I18n;
import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Hint;
import dev.tabula.ai.Hints;
import dev.tabula.ai.SearchBudget;
import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
     * The moves a hint suggests, the seat's whole turn (both dice's moves in Battlegammon), each
     * with the position it is played from, and the hint for the first (whose value the sentence
     * says).
     */
    record Suggestion(Hint first, List<PlayedMove> moves) {
        List<Move> plainMoves() {
            return moves.stream().map(PlayedMove::move).toList();
        }
    }

    /** The most moves one turn holds (a Battlegammon double plays its die twice): a bound, never reached in a loop. */
    private static final int MOST_MOVES_IN_A_TURN = 4;

    /**
     * Asks for a hint for the seat to decide in {@code state}; {@code answer} gets it on the
     * JavaFX thread unless {@link #cancel} comes first. {@code seed} makes the search repeatable
     * (the same position and seed give the same hint). The hint goes on while the same seat
     * decides again in the position it leads to (a second die), each step from that seat's own
     * view, but never past a position that shows someone a card ({@link State#isUndoBarrier}).
     */
    void ask(State state, long seed, Consumer<Suggestion> answer) {
        cancel();
        CancellationToken token = new CancellationToken();
        pending = token;
        int seat = state.currentSeat();
        SearchBudget budget = SearchBudget.time(Duration.ofMillis(Math.max(1, thinkMillis.getAsInt())));
        executor.think(() -> {
            List<PlayedMove> moves = new ArrayList<>();
            Hint first = null;
            State at = state;
            while (moves.size() < MOST_MOVES_IN_A_TURN && !token.isCancelled()) {
                Hint hint = Hints.forSeat(gameId, at.viewFor(seat), budget, token, seed, executor.background());
                first = first == null ? hint : first;
                moves.add(PlayedMove.from(at, hint.move()));
                State next = at.apply(hint.move());
                if (next.isTerminal() || next.isChance() || next.currentSeat() != seat || next.isUndoBarrier()) {
                    break;
                }
                at = next;
            }
            Suggestion suggestion = new Suggestion(first, List.copyOf(moves));
            Platform.runLater(() -> {
                if (pending == token && !token.isCancelled()) {
                    pending = null;
                    answer.accept(suggestion);
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

    /** The hint drawn on the board: every move of it (both dice's in Battlegammon), marked where it is played. */
    static List<BoardMark> marks(Suggestion suggestion) {
        return List.of(new BoardMark(suggestion.plainMoves(), BoardMark.Kind.HINT));
    }

    /**
     * The hint in one sentence of the player's language, in words and without notation: what to
     * play ({@link GameUi#hintText}), then a win chance, or a proved end counted in moves.
     */
    static String sentence(Suggestion suggestion, GameUi ui, ResourceBundle gameWords, I18n i18n) {
        Hint hint = suggestion.first();
        String move = ui.hintText(suggestion.moves(), gameWords);
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
