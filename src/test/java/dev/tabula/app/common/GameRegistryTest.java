package dev.tabula.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.zola.ZolaGame;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameRegistryTest {

    @Test
    void theInstalledRegistryPairsZolaWithItsFace() {
        assertThat(GameRegistry.installed().find("zola")).isPresent()
                .get().extracting(entry -> entry.ui().bundleBaseName()).isEqualTo("dev.tabula.zola.view.messages");
    }

    @Test
    void aGameWithoutAFaceIsLeftOutOfThePicker() {
        GameRegistry registry = new GameRegistry(GameCatalog.of(List.of(new ZolaGame())), List.of());
        assertThat(registry.entries()).isEmpty();
        assertThat(registry.catalog().find("zola")).isPresent();
    }
}
