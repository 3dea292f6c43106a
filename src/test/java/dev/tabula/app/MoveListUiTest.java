package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.TurnEntry;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.zodijak.ZodijakMove;
import java.util.List;
import java.util.Map;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import dev.tabula.testing.FxWait;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** The move list as players know it: it follows the game, greys undone moves, and speaks the player's language. */
class MoveListUiTest extends ShellUiTest {
    private static final PseudoClass UNDONE = PseudoClass.getPseudoClass("undone");
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");

    @Test
    void aLongGameShowsItsNewestMove() {
        Match match = played("battlegammon", 60);
        robot.interact(() -> shell().showMatch(match, null));
        awaitRowInView(turnRow(match.cursor()));
        for (int i = 0; i < 30 && !current().isTerminal(); i++) {
            robot.interact(() -> {
                State state = match().current();
                shell().matchScreen().play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
            });
        }
        awaitRowInView(turnRow(onFx(() -> match().cursor()))); // the row of the newest turn after playing on
        robot.interact(() -> shell().matchScreen().undo());
        awaitRowInView(turnRow(onFx(() -> match().cursor()))); // and after an undo
    }

    @Test
    void undoneMovesStayGreyedUntilANewMoveReplacesThem() {
        Match match = played("zola", 6);
        robot.interact(() -> shell().showMatch(match, null));
        robot.interact(() -> shell().matchScreen().undo());
        robot.interact(() -> shell().matchScreen().undo());
        WaitForAsyncUtils.waitForFxEvents();
        int cursor = onFx(() -> match().cursor());
        assertThat(cursor).isEqualTo(4);
        assertThat(onFx(() -> moveList().getItems().size())).as("undone moves stay listed").isEqualTo(6);
        assertThat(onFx(() -> undoneRows())).containsExactly(4, 5);

        robot.interact(() -> shell().matchScreen().redo());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> undoneRows())).containsExactly(5);

        Move other = onFx(() -> greedy(match().current()));
        robot.interact(() -> shell().matchScreen().play(other));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> moveList().getItems().size())).as("a new move replaces the undone one").isEqualTo(6);
        assertThat(onFx(() -> undoneRows())).isEmpty();
    }

    @Test
    void zodijakMovesShowSuitSymbolsAndWordsInThePlayersLanguage() {
        robot.interact(() -> shell().switchLanguage(Language.JAPANESE));
        Match match = played("zodijak", 60);
        assertThat(match.line()).anyMatch(m -> m instanceof ZodijakMove.Play)
                .anyMatch(m -> m == ZodijakMove.DRAW || m == ZodijakMove.TAKE);
        robot.interact(() -> shell().showMatch(match, null));
        List<String> rows = onFx(() -> moveList().getItems().stream().map(TurnEntry::text).toList());
        assertThat(rows).hasSize(match.line().size());
        assertThat(rows).anyMatch(row -> row.matches(".*[♣♦♥♠].*"))
                .noneMatch(row -> row.matches(".*\\b(10|[2-9AJQK])[CDHS]\\b.*"))
                .noneMatch(row -> row.matches("(?i).*\\b(draw|take|pass|next|sign)\\b.*"));
    }

    @Test
    void theTurnOfThePositionShownIsMarkedAndAClickShowsItsPosition() {
        Match match = played("battlegammon", 12);
        robot.interact(() -> shell().showMatch(match, null));
        WaitForAsyncUtils.waitForFxEvents();
        List<TurnEntry> turns = onFx(() -> List.copyOf(moveList().getItems()));
        assertThat(turns).as("a roll and its moves make one entry").hasSizeLessThan(12);
        assertThat(turns.get(0).text()).startsWith("Rolled ").contains(" → ");
        assertThat(onFx(this::currentRows)).as("the live game's turn").containsExactly(turnRow(12));

        click("#turn-1");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> shell().matchScreen().isBrowsing())).isTrue();
        assertThat(onFx(() -> shell().matchScreen().shownSight().publicView()))
                .as("the board shows the position after the first turn")
                .isEqualTo(match.stateAt(turns.get(0).endPly()).publicView());
        assertThat(onFx(this::currentRows)).containsExactly(0);

        click("#back-to-game");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(this::currentRows)).containsExactly(turnRow(12));
    }

    @Test
    void theBrowseBarStepsAndCountsByTurnThroughBattlegammonsRolls() {
        Match match = played("battlegammon", 12);
        List<TurnEntry> turns = showAndList(match);
        assertThat(turns).as("a roll and its moves make one turn").hasSizeLessThan(12)
                .anyMatch(turn -> turn.endPly() - turn.firstPly() > 2);
        stepBackAndForth(match, turns, turns.size() - 1, turns.size() - 1);
    }

    @Test
    void theBrowseBarStepsOverZodijaksRunOfCardsAsOneTurn() {
        Match match = played("zodijak", 60);
        List<TurnEntry> turns = showAndList(match);
        int run = -1; // the row (from 0) of a turn that plays several cards, not the newest
        for (int row = 0; row < turns.size() - 1; row++) {
            if (match.line().get(turns.get(row).firstPly()) instanceof ZodijakMove.Play play && play.size() > 1) {
                run = row;
            }
        }
        assertThat(run).as("a run of several cards was played").isNotNegative();
        stepBackAndForth(match, turns, run + 1, Math.min(run + 1, 3));
    }

    private List<TurnEntry> showAndList(Match match) {
        robot.interact(() -> shell().showMatch(match, null));
        WaitForAsyncUtils.waitForFxEvents();
        return onFx(() -> List.copyOf(moveList().getItems()));
    }

    /**
     * Shows the position after row {@code row} (counted from 1) of the list, steps {@code back}
     * turns back with the bar's ◀ and then forward with ▶ to the live game: every step lands on
     * the end of a row of the list, and the bar counts rows, not moves.
     */
    private void stepBackAndForth(Match match, List<TurnEntry> turns, int row, int back) {
        robot.interact(() -> shell().matchScreen().browse(turns.get(row - 1).endPly()));
        assertShowsRow(match, turns, row);
        for (int shown = row - 1; shown >= row - back; shown--) {
            click("#browse-previous");
            assertShowsRow(match, turns, shown);
        }
        for (int shown = row - back + 1; shown < turns.size(); shown++) {
            click("#browse-next");
            assertShowsRow(match, turns, shown);
        }
        click("#browse-next");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> shell().matchScreen().isBrowsing())).as("a step past the newest turn is the game").isFalse();
    }

    private void assertShowsRow(Match match, List<TurnEntry> turns, int row) {
        WaitForAsyncUtils.waitForFxEvents();
        int ply = row == 0 ? 0 : turns.get(row - 1).endPly();
        assertThat(onFx(() -> shell().matchScreen().shownSight().publicView()))
                .as("the board after row %d", row).isEqualTo(match.stateAt(ply).publicView());
        String label = onFx(() -> robot.lookup("#browse-label").queryAs(Label.class).getText());
        assertThat(label).isEqualTo(row == 0 ? "Position at the start, before move 1 of " + turns.size()
                : "Position after move " + row + " of " + turns.size());
        assertThat(onFx(() -> robot.lookup("#browse-previous").query().isDisabled())).isEqualTo(row == 0);
        assertThat(onFx(this::currentRows)).as("the list marks the same row").isEqualTo(row == 0 ? List.of() : List.of(row - 1));
    }

    private List<Integer> currentRows() {
        return robot.lookup("#move-list .list-cell").<ListCell<?>>queryAll().stream()
                .filter(cell -> !cell.isEmpty() && cell.isVisible() && cell.getPseudoClassStates().contains(CURRENT))
                .map(ListCell::getIndex).sorted().distinct().toList();
    }

    private Match played(String gameId, int plies) {
        GameEntry entry = onFx(() -> shell().registry().entries().stream()
                .filter(e -> e.id().equals(gameId)).findFirst().orElseThrow());
        Match match = new Match(entry.game(), new Setup(2, entry.game().info().resolveOptions(Map.of()), 3),
                List.of(Seat.person("Ana"), Seat.person("Bo")));
        while (match.cursor() < plies && !match.current().isTerminal()) {
            State state = match.current();
            if (state.isChance()) {
                match.playChance();
            } else {
                List<Move> moves = state.legalMoves();
                // Zodijak: the longest run of cards there is, so that turns of several cards come up
                match.play(moves.stream().filter(m -> m instanceof ZodijakMove.Play)
                        .max(java.util.Comparator.comparingInt(m -> ((ZodijakMove.Play) m).size())).orElse(greedy(state)));
            }
        }
        assertThat(match.cursor()).as("%s plies played", gameId).isEqualTo(plies);
        return match;
    }

    @SuppressWarnings("unchecked")
    private ListView<TurnEntry> moveList() {
        return (ListView<TurnEntry>) robot.lookup("#move-list").query();
    }

    /** The row of the turn that holds the position after {@code ply} plies. */
    private int turnRow(int ply) {
        List<TurnEntry> entries = onFx(() -> List.copyOf(moveList().getItems()));
        for (int row = 0; row < entries.size(); row++) {
            if (entries.get(row).contains(ply)) {
                return row;
            }
        }
        throw new AssertionError("no turn holds ply " + ply);
    }

    private List<Integer> undoneRows() {
        return robot.lookup("#move-list .list-cell").<ListCell<?>>queryAll().stream()
                .filter(cell -> !cell.isEmpty() && cell.isVisible() && cell.getPseudoClassStates().contains(UNDONE))
                .map(ListCell::getIndex).sorted().distinct().toList();
    }

    /**
     * Waits until the row {@code index} of the move list is laid out wholly inside the list's
     * viewport: the list scrolls on its next layout pass, so each pass is an event to check at.
     */
    private void awaitRowInView(int index) {
        ListView<TurnEntry> list = onFx(this::moveList);
        FxWait.untilLaidOut(list.getScene(), () -> rowInView(list, index), "the row of move " + (index + 1) + " is not in view");
    }

    /** On the FX thread: whether the row {@code index} is wholly inside the list's viewport. */
    private boolean rowInView(ListView<TurnEntry> list, int index) {
        Bounds view = list.localToScene(list.getLayoutBounds());
        return robot.lookup("#move-list .list-cell").<ListCell<?>>queryAll().stream()
                .filter(cell -> cell.isVisible() && !cell.isEmpty() && cell.getIndex() == index)
                .anyMatch(cell -> {
                    Bounds row = cell.localToScene(cell.getLayoutBounds());
                    return row.getMinY() >= view.getMinY() - 1 && row.getMaxY() <= view.getMaxY() + 1;
                });
    }
}
