package dev.tabula.zola.ai;

import dev.tabula.ai.GameKnowledge;
import dev.tabula.ai.Hint;
import dev.tabula.ai.SearchBudget;
import dev.tabula.ai.SearchEvaluation;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.util.List;
import java.util.Optional;

/**
 * What the search player knows of Zola: material decides the game (the last capture wins), so
 * rollouts capture when they can, rollouts stop after a few plies and score the piece difference,
 * and the tree looks at captures first. Measured on 6x6 (docs/ai.md): capture-biased rollouts won
 * 15 of 20 games against uniform ones at the same budget; the early cut-off plays as well as full
 * rollouts at two to three times the speed. With six pieces or fewer, Hard first asks an exact
 * endgame search ({@link ZolaEndgame}) for a forced win.
 */
public final class ZolaKnowledge implements GameKnowledge {
    /** The chance that a rollout plays a capture when one exists (else any move, uniformly). */
    static final double CAPTURE_BIAS = 0.8;
    /** Rollout plies before the material count is taken as the result. */
    static final int EVALUATION_DEPTH = 6;
    /** How sharply one piece more turns into a winning chance (a logistic slope per piece). */
    static final double PIECE_WEIGHT = 0.5;
    /** At most this many pieces on the board, Hard asks the exact endgame search first. */
    static final int ENDGAME_PIECES = 6;
    /** The endgame search's node budget: a few tenths of a second at most. */
    static final long ENDGAME_NODES = 150_000;
    private final boolean endgames;

    public ZolaKnowledge() {
        this(true);
    }

    /** Knowledge with or without the exact endgame search, for measuring what it is worth. */
    public ZolaKnowledge(boolean endgames) {
        this.endgames = endgames;
    }

    /** No endgame search, as before issue 17. */
    @Override
    public GameKnowledge classic() {
        return new ZolaKnowledge(false);
    }

    @Override
    public String gameId() {
        return ZolaGame.ID;
    }

    @Override
    public Move rolloutMove(State state, Rng rng) {
        List<Move> moves = state.legalMoves();
        int n = moves.size();
        if (rng.nextDouble() < CAPTURE_BIAS) {
            int captures = 0;
            for (int i = 0; i < n; i++) {
                captures += isCapture(moves.get(i)) ? 1 : 0;
            }
            if (captures > 0) {
                int pick = rng.nextInt(captures);
                for (int i = 0; i < n; i++) {
                    if (isCapture(moves.get(i)) && pick-- == 0) {
                        return moves.get(i);
                    }
                }
            }
        }
        return moves.get(rng.nextInt(n));
    }

    @Override
    public int evaluationDepth() {
        return EVALUATION_DEPTH;
    }

    @Override
    public double[] evaluate(State state) {
        ZolaState zola = (ZolaState) state;
        int lead = zola.pieces(zola.colourOf(0)) - zola.pieces(zola.colourOf(1));
        double first = 1 / (1 + Math.exp(-PIECE_WEIGHT * lead));
        return new double[] {first, 1 - first};
    }

    /** The {@code alphabeta} baseline's evaluation: material and mobility ({@link ZolaEvaluation}). */
    @Override
    public Optional<SearchEvaluation> searchEvaluation() {
        return Optional.of(ZolaEvaluation.TUNED);
    }

    /**
     * Alpha-beta on {@link ZolaEvaluation} beat the tree search 37 of 52 games at 0.5 s and 1 s of
     * CPU a move (docs/ai.md, "Zola knowledge"), so Hard thinks with it under a time limit.
     */
    @Override
    public boolean depthFirstIsStronger() {
        return true;
    }

    @Override
    public double prior(State state, Move move) {
        return isCapture(move) ? 1 : 0;
    }

    /**
     * With few pieces left Hard plays a forced win found by an exact search ({@link ZolaEndgame});
     * a lost or unsettled position is left to the tree search.
     */
    @Override
    public Optional<Move> perfectMove(SeatView view) {
        if (!endgames || !(view instanceof PerfectView perfect) || !(perfect.state() instanceof ZolaState zola)
                || zola.isTerminal() || zola.pieces(ZolaState.RED) + zola.pieces(ZolaState.BLUE) > ENDGAME_PIECES) {
            return Optional.empty();
        }
        return ZolaEndgame.winningMove(zola, ENDGAME_NODES);
    }

    /** A forced win found by the exact endgame search is a proved hint (its length is not counted). */
    @Override
    public Optional<Hint> perfectHint(SeatView view, SearchBudget budget) {
        return perfectMove(view).map(move -> Hint.proved(move, true, -1));
    }

    private static boolean isCapture(Move move) {
        return move instanceof ZolaMove zolaMove && zolaMove.isCapture();
    }
}
