package dev.tabula.zodijak.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.testing.SteppingClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Which presses may lift the hot-seat cover: fresh ones, after the cover stood a moment, with nothing held from before. */
class CoverGuardTest {
    private final SteppingClock clock = new SteppingClock();
    private final CoverGuard guard = new CoverGuard(clock);

    @BeforeEach
    void holdTheClock() {
        clock.hold();
    }

    @Test
    void aPressInTheCoversFirstMomentDoesNotLiftIt() {
        guard.coverShown();
        clock.advance(CoverGuard.ARM_NANOS - 1);
        assertThat(guard.pressed("ENTER")).isFalse();
        guard.released("ENTER");
        clock.advance(1);
        assertThat(guard.pressed("ENTER")).isTrue();
    }

    @Test
    void aKeyHeldAsTheCoverAppearedMustBeLetGoFirstAndItsRepeatsNeverCount() {
        assertThat(guard.pressed("ENTER")).isFalse(); // the press that played, no cover yet
        guard.coverShown();
        clock.advance(2 * CoverGuard.ARM_NANOS);
        assertThat(guard.pressed("ENTER")).isFalse(); // key repeat
        assertThat(guard.pressed("SPACE")).isFalse(); // Enter still held from before
        guard.released("SPACE");
        guard.released("ENTER");
        assertThat(guard.pressed("SPACE")).isTrue();
    }

    @Test
    void aNewCoverStartsAgain() {
        guard.coverShown();
        clock.advance(2 * CoverGuard.ARM_NANOS);
        guard.coverShown(); // the next moment, behind a cover again
        assertThat(guard.pressed("ENTER")).isFalse();
    }

    @Test
    void withoutACoverNoPressLiftsAnything() {
        clock.advance(2 * CoverGuard.ARM_NANOS);
        assertThat(guard.pressed("ENTER")).isFalse();
        guard.coverShown();
        guard.coverGone();
        guard.released("ENTER");
        clock.advance(2 * CoverGuard.ARM_NANOS);
        assertThat(guard.pressed("ENTER")).isFalse();
    }
}
