package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardView;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the track shows besides the pawns: pawns that can move, the selected pawn and where each
 * unused die takes it (position to pips), the keyboard cursor, and the pawn moves of the last
 * turn as {from, to} pairs (they stay marked while the next player rolls), and the moves drawn
 * but not played ({@link BoardView#mark}: a hint's two moves, a lesson's step). Positions are 1..24;
 * 0 means none.
 */
record Marks(Set<Integer> movable, int selected, Map<Integer, Integer> destinations, int cursor,
        List<int[]> lastMoves, List<BoardMark> drawn) {
    static final Marks NONE = new Marks(Set.of(), 0, Map.of(), 0, List.of(), List.of());
}
