package dev.tabula.battlegammon;

/**
 * The rule variants a match is played with.
 *
 * @param mustPlayBoth when both dice can be played in some order, a first move that leaves the
 *     second die unplayable is illegal (our default); off is Board Game Arena's looser rule
 */
public record BattlegammonRules(boolean mustPlayBoth) {
}
