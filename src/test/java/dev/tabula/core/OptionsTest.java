package dev.tabula.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OptionsTest {
    private final List<OptionSpec> specs = List.of(OptionSpec.choice("size", "6", "6", "8"), OptionSpec.flag("pie", false));

    @Test
    void defaultsFillWhatIsNotGiven() {
        Options options = Options.resolve("g", specs, Map.of("size", "8"));
        assertThat(options.getInt("size")).isEqualTo(8);
        assertThat(options.isOn("pie")).isFalse();
    }

    @Test
    void anUnknownKeyIsNamedWithTheKnownOnes() {
        assertThatThrownBy(() -> Options.resolve("g", specs, Map.of("colour", "red")))
                .isInstanceOf(TabulaException.class).hasMessageContainingAll("colour", "size", "pie");
    }

    @Test
    void anIllegalValueIsNamedWithTheAllowedOnes() {
        assertThatThrownBy(() -> Options.resolve("g", specs, Map.of("size", "7")))
                .isInstanceOf(TabulaException.class).hasMessageContainingAll("6, 8", "'7'");
    }

    @Test
    void aRetiredKeyIsIgnoredSoOldFilesKeepLoading() {
        GameInfo info = new GameInfo("demo", "Demo", 2, 2, List.of(OptionSpec.flag("pie", false)), java.util.Set.of("old"));
        assertThat(info.resolveOptions(Map.of("old", "anything", "pie", "on")).asMap()).isEqualTo(Map.of("pie", "on"));
        assertThatThrownBy(() -> info.resolveOptions(Map.of("older", "x"))).hasMessageContaining("older");
    }
}
