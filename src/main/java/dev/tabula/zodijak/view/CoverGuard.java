package dev.tabula.zodijak.view;

import java.util.HashSet;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Decides whether a press may lift the hot-seat cover: only a deliberate one. A press lifts it
 * when it is fresh (not the repeat of a key held down), when every key and button that was
 * down as the cover appeared has been let go since, and when the cover has stood for
 * {@link #ARM_NANOS}. So the second tap of a double Enter, a held Enter's key repeat, or a
 * click that began before the cover came never shows the next player's hand.
 *
 * <p>Pure bookkeeping, no JavaFX: the view reports presses and releases of any key or button
 * (by any identity object) and asks; the clock is given, so tests move time by hand.
 */
final class CoverGuard {
    /** How long the cover stands before a press can lift it. */
    static final long ARM_NANOS = 600_000_000L;

    private final LongSupplier clock;
    /** What is held down now. */
    private final Set<Object> down = new HashSet<>();
    /** What was held down as the cover appeared and has not been let go since. */
    private final Set<Object> heldFromBefore = new HashSet<>();
    private long shownAt;
    private boolean up;

    CoverGuard(LongSupplier clock) {
        this.clock = clock;
    }

    /** The cover has just appeared (not when it is merely drawn again). */
    void coverShown() {
        up = true;
        shownAt = clock.getAsLong();
        heldFromBefore.clear();
        heldFromBefore.addAll(down);
    }

    void coverGone() {
        up = false;
    }

    /**
     * A key or button went down; answers whether this press may lift the cover (always false
     * while no cover is up: then the guard only keeps count).
     */
    boolean pressed(Object key) {
        boolean repeat = !down.add(key);
        return up && !repeat && heldFromBefore.isEmpty() && clock.getAsLong() - shownAt >= ARM_NANOS;
    }

    /** The view lost the keyboard: it will not hear what is released meanwhile, so it forgets what is down. */
    void forget() {
        down.clear();
        heldFromBefore.clear();
    }

    void released(Object key) {
        down.remove(key);
        heldFromBefore.remove(key);
    }
}
