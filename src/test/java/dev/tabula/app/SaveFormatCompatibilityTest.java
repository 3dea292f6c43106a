package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.save.MatchCodec;
import dev.tabula.zola.ZolaState;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Files saved by earlier versions keep loading: this file was written by format version 1 and must open forever. */
class SaveFormatCompatibilityTest {

    @Test
    void aZolaMatchSavedInVersion1StillLoads() throws IOException {
        String text;
        try (InputStream in = getClass().getResourceAsStream("/saves/zola-v1.tabula.json")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Match match = new MatchCodec(GameCatalog.installed()).read(text);
        assertThat(match.game().info().id()).isEqualTo("zola");
        assertThat(match.seats()).extracting(seat -> seat.name()).containsExactly("Ana", "Ben");
        assertThat(match.setup().options().asMap()).containsEntry("size", "6").containsEntry("pie", "on");
        assertThat(match.setup().seed()).isEqualTo(20261129L);
        assertThat(match.line()).extracting(Move::notation)
                .containsExactly("b4xb3", "swap", "a4xa3", "e3xd3", "c4-b4", "d4-e3");
        assertThat(match.cursor()).isEqualTo(5);
        assertThat(match.canRedo()).isTrue();
        ZolaState state = (ZolaState) match.current();
        // after the swap, the second seat plays red
        assertThat(state.colourOf(1)).isEqualTo(ZolaState.RED);
        assertThat(state.pieces(ZolaState.RED) + state.pieces(ZolaState.BLUE)).isEqualTo(33);
    }
}
