package dev.tabula.battlegammon;

/**
 * The rule variants a match is played with.
 *
 * @param mustPlayBoth when both dice can be played in some order, a first move that leaves the
 *     second die unplayable is illegal (our default); off is Board Game Arena's looser rule
 * @param autoForced the board plays a move by itself when it is the only legal one (a
 *     convenience of the view, kept with the match so that it survives a save)
 */
public record BattlegammonRules(boolean mustPlayBoth, boolean autoForced) {
}
