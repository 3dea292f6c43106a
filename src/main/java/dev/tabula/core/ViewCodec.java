package dev.tabula.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/**
 * What one seat may see of a match, as JSON: how a host sends a player at another computer the
 * views of that player's seat and nothing else, and how that player's side reads them back.
 *
 * <p>A match travels as the view of its start ({@link #writeStart}) and then, move by move, the
 * move's notation with whatever the reader needs beyond it ({@link #writeStep}). Every game keeps
 * its notation public (Zodijak writes {@code draw} whatever card comes), so the notation itself
 * may travel. The writing side is given views only, never a state: what a seat's view does not
 * hold cannot be written, and a view holds neither a hidden card nor the match's generator
 * ({@link SeatView}).
 *
 * <p>The reading side treats the JSON as untrusted: anything that does not describe a view a
 * match could show is refused with an {@link IllegalArgumentException} (or the
 * {@link IllegalMoveException} of a notation no move has), never answered with a wrong view.
 *
 * <p>A game with hidden information registers its codec in
 * {@code META-INF/services/dev.tabula.core.ViewCodec}; a game whose views are {@link PerfectView}s
 * needs none ({@link #forGame}).
 */
public interface ViewCodec {

    /** The id of the game ({@code GameInfo.id()}) whose views this writes. */
    String gameId();

    /**
     * The view of a match's start, as its seat's reader needs it; {@code seats} and
     * {@code options} are the match's, which the reader is told apart from this.
     */
    ObjectNode writeStart(SeatView start, int seats, Options options);

    /** The view of {@code seat} that {@link #writeStart} wrote. */
    SeatView readStart(JsonNode json, int seat, int seats, Options options);

    /**
     * What the reader of {@code before} needs, beyond {@code move}'s notation, to know
     * {@code after}: two views of one seat, {@code move} apart. Null when the notation says it all.
     */
    ObjectNode writeStep(SeatView before, Move move, SeatView after);

    /** The view one move after {@code before}, from what {@link #writeStep} wrote (null if it wrote nothing). */
    SeatView readStep(JsonNode json, SeatView before, Move move);

    /** The move (or chance outcome) that {@code notation} names right after {@code before}. */
    Move readMove(SeatView before, String notation);

    /** The public view ({@link State#publicView()}) of the position {@code view} shows to its seat. */
    SeatView publicPart(SeatView view);

    /**
     * The codec of {@code game}: the one it registers, or for a game whose views are
     * {@link PerfectView}s (nothing hidden but the future), one that sends the moves alone. Empty
     * for a game with hidden information that registers none: it cannot be played over a network.
     */
    static Optional<ViewCodec> forGame(Game game) {
        String id = game.info().id();
        Optional<ViewCodec> registered = ServiceProviders.load(ViewCodec.class, ViewCodec::gameId).loaded().stream()
                .filter(codec -> codec.gameId().equals(id)).findFirst();
        if (registered.isPresent()) {
            return registered;
        }
        return PerfectViewCodec.servesViewsOf(game) ? Optional.of(new PerfectViewCodec(game)) : Optional.empty();
    }
}
