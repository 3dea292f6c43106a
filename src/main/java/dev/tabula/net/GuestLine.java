package dev.tabula.net;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import dev.tabula.core.ViewCodec;
import java.util.ArrayList;
import java.util.List;

/**
 * A friend's copy of the match: the moves in effect, and after each the view of the friend's seat
 * and the public view, as the host's steps describe them. It is what the screen draws and browses
 * (the move list's "position after move N"), the way the host's screen uses its match. Nothing in
 * it is more than the seat may know.
 */
final class GuestLine {
    private final ViewCodec codec;
    private final List<Move> moves = new ArrayList<>();
    private final List<SeatView> views = new ArrayList<>();
    private final List<SeatView> publicViews = new ArrayList<>();
    /** A position consistent with each view, to ask whose turn it is and whether it ended; made when asked. */
    private final List<State> imagined = new ArrayList<>();

    GuestLine(ViewCodec codec, SeatView start) {
        this.codec = codec;
        add(start);
    }

    /**
     * The host's step {@code ply}: the move that followed the first {@code ply} moves (the rest, if
     * this copy had more, were undone), with the view after it.
     */
    void step(int ply, String notation, JsonNode view) {
        if (ply > moves.size()) {
            throw Protocol.malformed("a step after move " + ply + " where " + moves.size() + " were known");
        }
        back(ply);
        SeatView before = views.get(ply);
        if (imagined(ply).isTerminal()) {
            throw Protocol.malformed("a move after the end of the game");
        }
        try {
            Move move = codec.readMove(before, notation);
            SeatView after = codec.readStep(view, before, move);
            moves.add(move);
            add(after);
        } catch (IllegalArgumentException | TabulaException e) {
            throw Protocol.malformed("step " + ply + ": " + e.getMessage());
        }
    }

    /** Keeps the first {@code ply} moves. */
    void back(int ply) {
        if (ply < 0 || ply > moves.size()) {
            throw Protocol.malformed("back to move " + ply + " of " + moves.size());
        }
        moves.subList(ply, moves.size()).clear();
        views.subList(ply + 1, views.size()).clear();
        publicViews.subList(ply + 1, publicViews.size()).clear();
        imagined.subList(Math.min(ply + 1, imagined.size()), imagined.size()).clear();
    }

    private void add(SeatView view) {
        views.add(view);
        publicViews.add(codec.publicPart(view));
    }

    int ply() {
        return moves.size();
    }

    List<Move> moves() {
        return List.copyOf(moves);
    }

    SeatView viewAt(int ply) {
        return views.get(ply);
    }

    SeatView publicViewAt(int ply) {
        return publicViews.get(ply);
    }

    /** A state the view at {@code ply} allows: its seat's moves, who acts, whether it ended are those of the match. */
    State imagined(int ply) {
        while (imagined.size() <= ply) {
            imagined.add(views.get(imagined.size()).determinize(Rng.fromState(0L)));
        }
        return imagined.get(ply);
    }
}
