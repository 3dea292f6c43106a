package dev.tabula.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.zola.ZolaGame;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MatchTest {
    private final Game zola = new ZolaGame();

    private Match newMatch() {
        return new Match(zola, new Setup(2, zola.info().resolveOptions(Map.of()), 5),
                List.of(Seat.person("A"), Seat.person("B")));
    }

    @Test
    void undoAndRedoWalkTheLineAndRedoGivesBackTheSameStates() {
        Match match = newMatch();
        State start = match.current();
        State afterOne = match.play(zola.parseMove(start, "a1xb1"));
        assertThat(match.canUndo()).isTrue();
        match.undo();
        assertThat(match.current()).isSameAs(start);
        assertThat(match.canRedo()).isTrue();
        match.redo();
        assertThat(match.current()).isSameAs(afterOne);
    }

    @Test
    void aNewMoveAfterUndoReplacesTheUndoneMoves() {
        Match match = newMatch();
        match.play(zola.parseMove(match.current(), "a1xb1"));
        match.undo();
        match.play(zola.parseMove(match.current(), "a1xa2"));
        assertThat(match.line()).extracting(Move::notation).containsExactly("a1xa2");
        assertThat(match.canRedo()).isFalse();
    }

    @Test
    void nothingToUndoAtTheStart() {
        assertThat(newMatch().canUndo()).isFalse();
    }
}
