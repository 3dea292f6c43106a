package dev.tabula.battlegammon;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import java.util.List;

/**
 * The chance outcome of rolling two dice, unordered: {@code roll 3-5} (smaller die first).
 * Interned: one instance per pair, so equality is identity.
 */
public final class Roll implements Move {
    private static final Roll[][] ALL = new Roll[7][7];

    static {
        for (int low = 1; low <= 6; low++) {
            for (int high = low; high <= 6; high++) {
                ALL[low][high] = new Roll(low, high);
            }
        }
    }

    /** The 21 rolls with their probabilities, smaller die first: the outcomes of every roll of the game. */
    static final List<ChanceOutcome> OUTCOMES;

    static {
        ChanceOutcome[] outcomes = new ChanceOutcome[21];
        int i = 0;
        for (int low = 1; low <= 6; low++) {
            for (int high = low; high <= 6; high++) {
                Roll roll = ALL[low][high];
                outcomes[i++] = new ChanceOutcome(roll, roll.probability());
            }
        }
        OUTCOMES = List.of(outcomes);
    }

    private final int low;
    private final int high;
    private final String notation;

    private Roll(int low, int high) {
        this.low = low;
        this.high = high;
        this.notation = "roll " + low + "-" + high;
    }

    /** The roll of the two dice {@code a} and {@code b}, in either order. */
    public static Roll of(int a, int b) {
        if (a < 1 || a > 6 || b < 1 || b > 6) {
            throw new IllegalArgumentException("no roll " + a + "-" + b);
        }
        return ALL[Math.min(a, b)][Math.max(a, b)];
    }

    /** Two fair dice thrown with {@code rng}: one draw of 36, the match's own way of rolling. */
    public static Roll thrownWith(Rng rng) {
        int twoDice = rng.nextInt(36);
        return of(twoDice / 6 + 1, twoDice % 6 + 1);
    }

    public int low() {
        return low;
    }

    public int high() {
        return high;
    }

    public boolean isDouble() {
        return low == high;
    }

    /** 1/36 for a double, 2/36 otherwise. */
    public double probability() {
        return isDouble() ? 1.0 / 36 : 2.0 / 36;
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
