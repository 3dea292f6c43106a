package dev.tabula.zola.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaState;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

class ZolaUiTest {
    static final ResourceBundle MESSAGES = ResourceBundle.getBundle(ZolaUi.BUNDLE, Locale.ROOT);
    static final List<Seat> SEATS = List.of(Seat.person("Ana"), Seat.person("Ben"));
    /** Blue on a1, red on b3: no blue step leads away from the centre and no line from a1 meets red. */
    static final ZolaState BLUE_MUST_PASS = ZolaState.of(6,
            "B..... ...... .R.... ...... ...... ......", ZolaState.BLUE);

    private final ZolaUi ui = new ZolaUi();
    private final Game game = new ZolaGame();

    @Test
    void theStatusSaysWhoMovesAndWhatTheyMayDo() {
        State start = game.start(2, Map.of(), 1);
        assertThat(ui.status(start.publicView(), SEATS, MESSAGES))
                .isEqualTo("Ana (Red) to move: capture toward the centre, or step away from it");
    }

    @Test
    void aForcedPassIsNamedAsSuch() {
        assertThat(BLUE_MUST_PASS.legalMoves()).extracting(Move::notation).containsExactly("pass");
        assertThat(ui.status(BLUE_MUST_PASS.publicView(), SEATS, MESSAGES)).isEqualTo("Blue has no move and passes");
    }

    @Test
    void theStatusOffersTheSwapUnderThePieRule() {
        State afterFirst = firstMoveWithPie();
        assertThat(ui.status(afterFirst.publicView(), SEATS, MESSAGES))
                .isEqualTo("Ben (Blue) to move: make a move, or swap sides and take over Red");
    }

    @Test
    void theFinishedGameNamesTheWinnerAndWhy() {
        State state = game.start(2, Map.of(), 1);
        while (!state.isTerminal()) {
            state = state.apply(state.legalMoves().get(0));
        }
        int winner = state.outcome().winners().get(0);
        assertThat(ui.status(state.publicView(), SEATS, MESSAGES))
                .startsWith(SEATS.get(winner).name())
                .contains("wins", "Every enemy piece has been captured.");
    }

    @Test
    void theSeatSummaryCountsPieces() {
        State start = game.start(2, Map.of(), 1);
        assertThat(ui.seatSummary(start.publicView(), 0, MESSAGES)).isEqualTo("Red · 18 pieces");
        assertThat(ui.seatSummary(BLUE_MUST_PASS.publicView(), 1, MESSAGES)).isEqualTo("Blue · 1 piece");
    }

    @Test
    void theBundleNamesTheGameItsSeatsAndOptions() {
        assertThat(MESSAGES.getString("game.name")).isEqualTo("Zola");
        assertThat(MESSAGES.keySet()).contains("game.pitch", "seat.0", "seat.1", "option.size", "option.size.6",
                "option.size.8", "option.size.10", "option.pie", "zola.end.lastPieceCaptured");
    }

    static State firstMoveWithPie() {
        Game game = new ZolaGame();
        State start = game.start(2, Map.of("pie", "on"), 1);
        return start.apply(start.legalMoves().get(0));
    }
}
