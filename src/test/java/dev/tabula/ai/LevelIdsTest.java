package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Seat;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The levels a match file may name (checked by the codec, which cannot see the players) are the players' levels. */
class LevelIdsTest {
    @Test
    void theCoreKnowsExactlyTheLevelsThereAre() {
        assertThat(Arrays.stream(Level.values()).map(Level::id).toList()).isEqualTo(Seat.LEVELS);
    }
}
