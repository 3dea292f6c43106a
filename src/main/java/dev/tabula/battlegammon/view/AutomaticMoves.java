package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Pass;
import dev.tabula.core.Move;
import dev.tabula.core.OptionSpec;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * The moves that play themselves: the forced pass, after a pause in which the message says why,
 * and, with the {@code autoforced} view preference, a move that is the only one. The pause is
 * cancelled when another position is shown, so a move meant for one position never lands on the next.
 */
final class AutomaticMoves {
    /** How long the "no legal move" message stands before the pass is played, when animating. */
    private static final int PASS_PAUSE_MILLIS = 1600;
    private static final int FORCED_PAUSE_MILLIS = 700;

    private final ViewContext context;
    private final Supplier<BattlegammonState> shown;
    private final Consumer<String> note;
    private PauseTransition waiting;

    /** {@code shown} is the position the view shows now; {@code note} says a forced move is coming. */
    AutomaticMoves(ViewContext context, Supplier<BattlegammonState> shown, Consumer<String> note) {
        this.context = context;
        this.shown = shown;
        this.note = note;
    }

    /** Plays {@code state}'s pass or only move after its pause, if it is one and the preference asks for it. */
    void start(BattlegammonState state) {
        List<Move> legal = state.legalMoves();
        boolean pass = legal.equals(List.of(Pass.PASS));
        boolean forced = legal.size() == 1
                && OptionSpec.ON.equals(context.preference(BattlegammonUi.AUTO_FORCED.key(),
                        BattlegammonUi.AUTO_FORCED.defaultValue()));
        if (!pass && !forced) {
            return;
        }
        if (forced && !pass) {
            note.accept(GameWords.format(context.messages(), "autoforced.note"));
        }
        Move move = legal.get(0);
        int pause = context.animationMillis() <= 0 ? 1 : pass ? PASS_PAUSE_MILLIS : FORCED_PAUSE_MILLIS;
        waiting = new PauseTransition(Duration.millis(pause));
        waiting.setOnFinished(event -> {
            waiting = null;
            if (shown.get() == state && context.canAct()) {
                context.play(move);
            }
        });
        waiting.play();
    }

    void stop() {
        if (waiting != null) {
            waiting.stop();
            waiting = null;
        }
    }
}
