package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.List;
import java.util.Optional;

/**
 * What a game may teach the search player, all optional: a smarter rollout, an evaluation that
 * ends rollouts early, move priors for the tree, and a perfect player for the Hard level.
 *
 * <p>Each game puts its implementation in its own package (for example
 * {@code dev.tabula.zola.ai.ZolaKnowledge}) and registers it in
 * {@code META-INF/services/dev.tabula.ai.GameKnowledge}; {@link #forGame} finds it by the game id.
 * A game without one is played with the defaults below: uniformly random rollouts to the end
 * (or to a guard of 1,000 plies, scored as even shares).
 *
 * <p>The search passes imagined (determinized) states here, never the real one: the cards its
 * seat cannot see are dealt at random and the generator is the searcher's own, so an
 * implementation may look at the whole state it is given without learning hidden cards or the
 * match's next roll. Implementations are stateless and
 * thread-safe; every method is called in the inner loop, so keep them cheap.
 */
public interface GameKnowledge {

    /** The id of the game ({@code GameInfo.id()}) this knowledge is about. */
    String gameId();

    /**
     * The move a rollout plays at decision state {@code state}; chance states never reach here
     * (the search draws their outcomes by probability). The default is uniform.
     */
    default Move rolloutMove(State state, Rng rng) {
        List<Move> moves = state.legalMoves();
        return moves.get(rng.nextInt(moves.size()));
    }

    /**
     * How many plies a rollout plays before {@link #evaluate} is consulted, and again after each
     * further ply until it answers; negative means never (rollouts run to the end).
     */
    default int evaluationDepth() {
        return -1;
    }

    /**
     * An estimate of each seat's payoff from non-terminal {@code state}, as
     * {@code Outcome.payoff} would give it (shares of one point, summing to 1), or {@code null}
     * to let the rollout go on.
     */
    default double[] evaluate(State state) {
        return null;
    }

    /**
     * The value of a new leaf of the search tree for each seat (shares of one point, summing to 1),
     * in place of a rollout from it, or {@code null} (the default) to roll out. A game whose
     * evaluation is worth a more careful leaf (a dice race, where a rollout's few random plies
     * teach less than a greedy look at every move) answers here; only a level whose settings ask
     * for it ({@link SearchSettings#leafValues}: Hard) does, with the search's own generator.
     */
    default double[] leafValue(State state, Rng rng) {
        return null;
    }

    /**
     * How promising {@code move} looks at decision state {@code state}, from 0 (no opinion) to 1.
     * The tree tries promising moves first and favours them while they have few visits.
     */
    default double prior(State state, Move move) {
        return 0;
    }

    /**
     * How much of the level's UCT exploration this game wants, a factor on its constant. A game
     * whose moves differ by little in payoff (a dice race: a better move gains a few per cent of
     * winning chance) wants less, or the exploration term spreads the visits almost evenly
     * over moves that the evaluation can tell apart. 1 by default.
     */
    default double explorationScale() {
        return 1;
    }

    /**
     * A static evaluation for a depth-first search (the {@code alphabeta} baseline), or empty when
     * the game offers none: only a two-seat game of perfect information without dice can have one.
     */
    default Optional<SearchEvaluation> searchEvaluation() {
        return Optional.empty();
    }

    /**
     * Whether a depth-first search on {@link #searchEvaluation()} ({@link AlphaBetaPlayer}) plays
     * this game better than the tree search at the top level's times per move, so that the top
     * level thinks with it under a time limit. A measured fact about the game (docs/ai.md), not a
     * preference: false unless the arena showed it.
     */
    default boolean depthFirstIsStronger() {
        return false;
    }

    /**
     * The move a perfect player makes, if the game has one for this position (Zodiac's solved
     * table); used by the Hard level only. Empty when the position is not covered.
     */
    default Optional<Move> perfectMove(SeatView view) {
        return Optional.empty();
    }

    /**
     * {@link #perfectMove(SeatView)} asked under the caller's {@code budget}: a game whose perfect
     * player is not ready yet may answer empty under a time limit (the search then plays) rather
     * than make the player wait; with no time limit (the arena) it waits, so runs stay reproducible.
     */
    default Optional<Move> perfectMove(SeatView view, SearchBudget budget) {
        return perfectMove(view);
    }

    /**
     * The exact hint for the seat of {@code view} where the game knows one (Zodiac's solution:
     * the best move and its value with its length), or empty to let the search estimate it.
     * Like {@link #perfectMove(SeatView, SearchBudget)}, it need not wait under a time limit.
     */
    default Optional<Hint> perfectHint(SeatView view, SearchBudget budget) {
        return Optional.empty();
    }

    /**
     * Called when a player that will ask for {@link #perfectMove} is created, long before its first
     * question: a game whose perfect player needs a long preparation (Zodiac solves itself in a few
     * seconds) starts it here in the background, so the first answer seldom waits. Does nothing by default.
     */
    default void preparePerfectPlay() {
    }

    /**
     * This knowledge as it was before issue 17's strength work, for the {@code hard-classic}
     * player the arena measures progress against; the same knowledge by default.
     */
    default GameKnowledge classic() {
        return this;
    }

    /**
     * Named players of this game for the arena to measure the levels against (Battlegammon's
     * {@code expectimax}, Zodijak's {@code rules}), each made from a seed. None by default.
     */
    default java.util.Map<String, java.util.function.LongFunction<Player>> baselines() {
        return java.util.Map.of();
    }

    /** The registered knowledge of game {@code gameId}, or {@link #uniform} when it has none. */
    static GameKnowledge forGame(String gameId) {
        return KnowledgeCatalog.find(gameId).orElseGet(() -> uniform(gameId));
    }

    /** No knowledge: uniformly random rollouts to the end of the game. */
    static GameKnowledge uniform(String gameId) {
        return () -> gameId;
    }
}
