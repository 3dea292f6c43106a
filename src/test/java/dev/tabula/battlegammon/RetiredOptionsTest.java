package dev.tabula.battlegammon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameInfo;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Setup;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code autoforced} became the player's view preference: files that name it load as if it were not there. */
class RetiredOptionsTest {
    private final Battlegammon game = new Battlegammon();

    @Test
    void aFileNamingAutoforcedStartsTheSameMatch() {
        GameInfo info = game.info();
        for (String value : new String[] {"on", "off"}) {
            assertThat(game.start(new Setup(2, info.resolveOptions(Map.of("autoforced", value)), 298L)))
                    .isEqualTo(game.start(new Setup(2, info.resolveOptions(Map.of()), 298L)));
        }
    }

    @Test
    void aNewMatchNoLongerOffersIt() {
        assertThat(game.info().options()).extracting(OptionSpec::key).doesNotContain("autoforced")
                .containsExactly(Battlegammon.OPTION_MUST_PLAY_BOTH, Battlegammon.OPTION_COLOURS);
    }
}
