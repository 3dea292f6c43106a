package dev.tabula.zodijak.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** The public texts (status line, seat summaries, move notations) never name a card in a hand. */
class ZodijakUiTest {
    private final ZodijakUi ui = new ZodijakUi();
    private final ResourceBundle messages = ResourceBundle.getBundle(ui.bundleBaseName(), java.util.Locale.ROOT);
    private final List<Seat> seats = List.of(Seat.person("Ana"), Seat.person("Bojan"), Seat.person("Ceca"));

    @Test
    void statusLinesAndSummariesNeverNameAHiddenCard() {
        Texts texts = new Texts(messages, seats);
        Rng rng = Rng.fromState(17);
        State state = new ZodijakGame().start(3, Map.of(), 9L);
        int checked = 0;
        for (int ply = 0; ply < 3000 && !state.isTerminal(); ply++) {
            ZodijakState s = (ZodijakState) state;
            if (s.phase() == ZodijakState.Phase.PLAY) {
                String status = ui.status(s.publicView(), seats, messages);
                String summaries = ui.seatSummary(s.publicView(), 0, messages) + ui.seatSummary(s.publicView(), 1, messages)
                        + ui.seatSummary(s.publicView(), 2, messages);
                for (int q = 0; q < 3; q++) {
                    for (int card : Cards.list(s.hand(q))) {
                        assertThat(status).doesNotContain(texts.card(card));
                        assertThat(summaries).doesNotContain(texts.card(card));
                    }
                }
                checked++;
            }
            ZodijakMove move = (ZodijakMove) Playouts.randomMove(state, rng);
            if (!(move instanceof ZodijakMove.Play)) {
                assertThat(move.notation()).matches("draw|take|pass|next|sign [a-z]+");
            }
            state = state.apply(move);
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    void everyOptionAndValueHasALabel() {
        for (var spec : new ZodijakGame().info().options()) {
            assertThat(messages.containsKey("option." + spec.key())).as(spec.key()).isTrue();
            for (String value : spec.values()) {
                assertThat(messages.containsKey("option." + spec.key() + "." + value)).as(spec.key() + "." + value)
                        .isTrue();
            }
        }
        assertThat(messages.getString("zodijak.end.reachedTarget")).contains("{0}");
    }
}
