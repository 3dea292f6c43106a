package dev.tabula.tally;

/**
 * What a match of Tally keeps fixed: whether the hands are face up, how many turns it lasts, and
 * how its states are made (the correct {@link TallyState}, or a broken variant of it that the
 * conformance suite's self-test must reject).
 */
public record TallyRules(boolean open, int turns, TallyState.Maker maker) {
}
