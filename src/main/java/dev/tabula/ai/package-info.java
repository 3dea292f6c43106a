/**
 * The computer player of every game, through the core API alone. A level is a list of strategies
 * ({@link dev.tabula.ai.Strategy}: a blunder, the game's perfect move, a depth-first search, tree
 * searches for the whole time or on an iteration budget) asked in turn by a
 * {@link dev.tabula.ai.StrategyPlayer} and built by {@link dev.tabula.ai.Composer} from the
 * {@link dev.tabula.ai.Capabilities} a game registers ({@link dev.tabula.ai.GameKnowledge}): a
 * rollout policy, an evaluation, a leaf value, a tree policy, a search evaluation, perfect play,
 * exact hints, baselines. The tree search is Monte Carlo tree search with UCT, chance nodes,
 * single-observer information-set search over {@code SeatView.determinize} for hidden information
 * and MCTS-Solver proofs with two seats and perfect information. Time is measured on the budget's
 * clock alone ({@link dev.tabula.ai.Stopwatch}), and no class here starts a thread: helpers run on
 * the executor a player's maker gives it. Hints for the seat to move ({@link dev.tabula.ai.Hints}),
 * the baselines and the arena live here too. No JavaFX: the app runs
 * {@link dev.tabula.ai.Player#choose} on a background thread. See {@code docs/ai.md}.
 */
package dev.tabula.ai;
