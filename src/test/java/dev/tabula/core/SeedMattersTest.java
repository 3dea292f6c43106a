package dev.tabula.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The new-match dialog asks for a seed only in the games where the seed can change something (Zodiac: with a random first player). */
class SeedMattersTest {
    @ParameterizedTest
    @CsvSource({"zola, false", "zodiac, true", "battlegammon, true", "zodijak, true"})
    void theSeedMattersWhereThereIsChance(String gameId, boolean matters) {
        Game game = GameCatalog.installed().require(gameId);

        assertThat(game.seedCanMatter()).isEqualTo(matters);
    }
}
