package dev.tabula.zodijak;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.Move;
import dev.tabula.core.Options;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.ViewCodec;

/**
 * Zodijak's views over a network (registered in {@code META-INF/services/dev.tabula.core.ViewCodec}):
 * every step sends the seat's whole view ({@link ZodijakViewJson}), whose public log is sent only
 * from where the reader's copy ends, so a move costs its few new entries and not the match's
 * history. Nothing else of the state can be written: the codec is given views, which hold
 * neither the other hands nor the stock nor the generator.
 */
public final class ZodijakViewCodec implements ViewCodec {

    @Override
    public String gameId() {
        return ZodijakGame.ID;
    }

    @Override
    public ObjectNode writeStart(SeatView start, int seats, Options options) {
        return ZodijakViewJson.write(zodijak(start), 0);
    }

    @Override
    public SeatView readStart(JsonNode json, int seat, int seats, Options options) {
        return ZodijakViewJson.read(json, ZodijakRules.from(options), seats, seat, null);
    }

    /**
     * The view after the move, its log from the end of the reader's: a move only ever adds to the
     * log, which is checked where the two meet; if it did not, the whole log goes.
     */
    @Override
    public ObjectNode writeStep(SeatView before, Move move, SeatView after) {
        PublicLog was = zodijak(before).log();
        PublicLog now = zodijak(after).log();
        int added = now.size() - was.size();
        boolean continues = added >= 0 && (was.size() == 0
                || now.latest(added + 1).get(0).equals(was.latest(1).get(0)));
        return ZodijakViewJson.write(zodijak(after), continues ? was.size() : 0);
    }

    @Override
    public SeatView readStep(JsonNode json, SeatView before, Move move) {
        ZodijakSeatView was = zodijak(before);
        if (json == null) {
            throw new IllegalArgumentException("a Zodijak step needs the seat's view");
        }
        return ZodijakViewJson.read(json, was.rules(), was.seatCount(), was.seat(), was.log());
    }

    @Override
    public Move readMove(SeatView before, String notation) {
        return ZodijakViewJson.parse(notation);
    }

    /** The table as everybody sees it: any state the view allows shows the same public view. */
    @Override
    public SeatView publicPart(SeatView view) {
        return zodijak(view).determinize(Rng.fromState(0L)).publicView();
    }

    private static ZodijakSeatView zodijak(SeatView view) {
        if (!(view instanceof ZodijakSeatView zodijak)) {
            throw new IllegalArgumentException("not a Zodijak view: " + view);
        }
        return zodijak;
    }
}
