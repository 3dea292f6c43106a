/**
 * The computer player of every game: a Monte Carlo tree search through the core API alone (UCT
 * with chance nodes; single-observer information-set search over {@code SeatView.determinize}
 * for hidden information), levels that differ by budget and policy, the {@link
 * dev.tabula.ai.GameKnowledge} SPI through which a game teaches it, and the arena. No JavaFX
 * here: the app runs {@link dev.tabula.ai.Player#choose} on a background thread. See
 * {@code docs/ai.md}.
 */
package dev.tabula.ai;
