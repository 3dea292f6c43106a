package dev.tabula.ai;

/**
 * The Wilson score interval of a proportion: unlike the normal approximation it stays inside
 * [0, 1] and is honest near 0 % and 100 %, where arena results between unequal players sit.
 */
public record WilsonInterval(double low, double high) {
    /** The two-sided 95 % normal quantile. */
    public static final double Z95 = 1.959963984540054;

    public static WilsonInterval of95(long successes, long trials) {
        return of(successes, trials, Z95);
    }

    public static WilsonInterval of(long successes, long trials, double z) {
        if (trials <= 0 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException(successes + " of " + trials);
        }
        double n = trials;
        double p = successes / n;
        double z2 = z * z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return new WilsonInterval(Math.max(0, centre - half), Math.min(1, centre + half));
    }
}
