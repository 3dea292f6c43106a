package dev.tabula.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class RngTest {

    /**
     * The first outputs of the reference SplitMix64 (Vigna's splitmix64.c), as unsigned decimals:
     * seed 1234567 is the sequence published with the algorithm; the others were computed with an
     * independent implementation of the C code. Every saved match's dice and deals depend on these
     * numbers never changing.
     */
    static Stream<Arguments> knownAnswers() {
        return Stream.of(
                Arguments.of(0L, new String[] {"16294208416658607535", "7960286522194355700", "487617019471545679",
                    "17909611376780542444", "1961750202426094747"}),
                Arguments.of(1234567L, new String[] {"6457827717110365317", "3203168211198807973",
                    "9817491932198370423", "4593380528125082431", "16408922859458223821"}),
                Arguments.of(-1L, new String[] {"16490336266968443936", "16834447057089888969",
                    "4048727598324417001", "7862637804313477842", "13015481187462834606"}));
    }

    @ParameterizedTest
    @MethodSource("knownAnswers")
    void nextLongGivesTheReferenceSplitMix64Outputs(long seed, String[] expected) {
        Rng rng = Rng.fromState(seed);
        for (String value : expected) {
            assertThat(Long.toUnsignedString(rng.nextLong())).isEqualTo(value);
        }
    }

    static LongStream seeds() {
        return LongStream.of(0, 1, -1, 42, Long.MIN_VALUE, Long.MAX_VALUE, 0x9E3779B97F4A7C15L, 1234567);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void aGeneratorRestoredFromItsStateContinuesIdentically(long seed) {
        for (int skip : new int[] {0, 1, 7, 50}) {
            Rng original = Rng.fromState(seed);
            for (int i = 0; i < skip; i++) {
                original.nextLong();
            }
            Rng restored = Rng.fromState(original.state());
            for (int i = 0; i < 10; i++) {
                assertThat(restored.nextLong()).isEqualTo(original.nextLong());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 6, 7, 36, 52, 1000, (1 << 30) + 1, Integer.MAX_VALUE})
    void nextIntStaysInItsBound(int bound) {
        Rng rng = Rng.fromState(bound * 31L);
        for (int i = 0; i < 2_000; i++) {
            assertThat(rng.nextInt(bound)).isBetween(0, bound - 1);
        }
    }

    /** 60,000 rolls: each face within about six standard deviations (91) of 10,000. */
    @ParameterizedTest
    @MethodSource("seeds")
    void diceAreRoughlyUniform(long seed) {
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
