package dev.tabula.zodiac.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacState;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** The status line and side panel sentences (no JavaFX toolkit needed). */
class ZodiacTextsTest {
    private final ZodiacGame game = new ZodiacGame();
    private final ZodiacUi ui = new ZodiacUi();
    private final ResourceBundle messages = ResourceBundle.getBundle(ui.bundleBaseName(), java.util.Locale.ROOT);
    private final List<Seat> seats = List.of(Seat.person("Ann"), Seat.person("Ben"));

    private ZodiacState play(String... moves) {
        ZodiacState state = (ZodiacState) game.start(2, Map.of(), 1L);
        for (String move : moves) {
            state = state.apply(game.parseMove(state, move));
        }
        return state;
    }

    @Test
    void anOutcomeTheBundleCannotWordShowsItsMarkedKeyInsteadOfFailing() {
        Outcome unknown = Outcome.win(0, "zodiac.end.fromALaterVersion");
        assertThat(ZodiacTexts.outcome(unknown, seats, messages)).isEqualTo("⟦zodiac.end.fromALaterVersion⟧");
    }

    @Test
    void statusSaysWhoMovesAndWhatTheyMayDo() {
        assertThat(ui.status(play().publicView(), seats, messages)).startsWith("Ann (Black) to move: jump one of your discs");
    }

    @Test
    void statusSaysWhenNeutralMovesAreBarredByRule6() {
        assertThat(ui.status(play("I3-I5", "I9-I11").publicView(), seats, messages)).contains("rule 6");
    }

    @Test
    void statusWarnsWhenAMoveWouldRepeatAndLose() {
        assertThat(ui.status(play("O4-I1", "O2-I11", "O12-O4", "I11-O2").publicView(), seats, messages))
                .contains("one move would repeat an earlier position and lose (rule 9)");
    }

    @Test
    void statusNamesTheWinnerAndWhy() {
        assertThat(ui.status(play("O4-I1", "O2-I11", "O12-O4", "I11-O2", "O4-O12").publicView(), seats, messages))
                .isEqualTo("Ben (White) wins: Ann (Black) repeated an earlier position (rule 9).");
    }

    @Test
    void seatSummaryCountsOwnDiscsOnTheInnerRing() {
        ZodiacState state = play("O4-I1");
        assertThat(ui.seatSummary(state.publicView(), 0, messages)).isEqualTo("Black · 1 on the ring · 3 on the board");
        assertThat(ui.seatSummary(state.publicView(), 1, messages)).isEqualTo("White · 0 on the ring · 3 on the board");
    }

    @Test
    void everyOptionAndOutcomeHasWords() {
        game.info().options().forEach(spec -> {
            assertThat(messages.containsKey("option." + spec.key())).isTrue();
            spec.values().forEach(value -> assertThat(messages.containsKey("option." + spec.key() + "." + value))
                    .as(spec.key() + "." + value).isTrue());
        });
        for (String key : List.of(ZodiacState.END_RING, ZodiacState.END_REPETITION, ZodiacState.END_NO_MOVE,
                ZodiacState.END_DRAWN_REPETITION, "game.name", "game.pitch", "seat.0", "seat.1")) {
            assertThat(messages.containsKey(key)).as(key).isTrue();
        }
    }
}
