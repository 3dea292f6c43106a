package dev.tabula.tally;

import dev.tabula.core.Move;

/** A move of Tally: {@code roll N} (the chance outcome), {@code play C} or {@code pass}. Interned. */
public final class TallyMove implements Move {
    public static final TallyMove PASS = new TallyMove("pass", 0);
    private static final TallyMove[] PLAYS = new TallyMove[TallyState.CARDS + 1];
    private static final TallyMove[] ROLLS = new TallyMove[4];

    static {
        for (int card = 1; card <= TallyState.CARDS; card++) {
            PLAYS[card] = new TallyMove("play " + card, card);
        }
        for (int pips = 1; pips <= 3; pips++) {
            ROLLS[pips] = new TallyMove("roll " + pips, -pips);
        }
    }

    private final String notation;
    /** The card played (positive), minus the pips rolled (negative), 0 for the pass. */
    private final int value;

    private TallyMove(String notation, int value) {
        this.notation = notation;
        this.value = value;
    }

    public static TallyMove play(int card) {
        return PLAYS[card];
    }

    public static TallyMove roll(int pips) {
        return ROLLS[pips];
    }

    public boolean isRoll() {
        return value < 0;
    }

    public boolean isPlay() {
        return value > 0;
    }

    /** The card of a play. */
    public int card() {
        return value;
    }

    /** The pips of a roll. */
    public int pips() {
        return -value;
    }

    @Override
    public String notation() {
        return notation;
    }

    @Override
    public String toString() {
        return notation;
    }
}
