package dev.tabula.core;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class RngTest {

    @Property
    void aGeneratorRestoredFromItsStateContinuesIdentically(@ForAll long seed, @ForAll @IntRange(max = 50) int skip) {
        Rng original = Rng.fromState(seed);
        for (int i = 0; i < skip; i++) {
            original.nextLong();
        }
        Rng restored = Rng.fromState(original.state());
        for (int i = 0; i < 10; i++) {
            assertThat(restored.nextLong()).isEqualTo(original.nextLong());
        }
    }

    @Property
    void nextIntStaysInItsBound(@ForAll long seed, @ForAll @IntRange(min = 1) int bound) {
        int value = Rng.fromState(seed).nextInt(bound);
        assertThat(value).isBetween(0, bound - 1);
    }

    @Property(tries = 20)
    void diceAreRoughlyUniform(@ForAll long seed) {
        Rng rng = Rng.fromState(seed);
        int[] counts = new int[6];
        for (int i = 0; i < 60_000; i++) {
            counts[rng.nextInt(6)]++;
        }
        for (int count : counts) {
            assertThat(count).isBetween(9_400, 10_600);
        }
    }
}
