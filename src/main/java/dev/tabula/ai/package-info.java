/**
 * The computer player of every game: a Monte Carlo tree search through the core API alone (UCT
 * with chance nodes; single-observer information-set search over {@code SeatView.determinize}
 * for hidden information; MCTS-Solver proofs with two seats and perfect information), levels
 * that differ by budget and policy (the top level thinks for the time it is given), the {@link
 * dev.tabula.ai.GameKnowledge} registration through which a game offers its {@link
 * dev.tabula.ai.Capabilities}, hints for the seat to move
 * ({@link dev.tabula.ai.Hints}), the baselines and the arena. No JavaFX here: the app runs
 * {@link dev.tabula.ai.Player#choose} on a background thread. See {@code docs/ai.md}.
 */
package dev.tabula.ai;
