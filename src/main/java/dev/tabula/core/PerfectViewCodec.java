package dev.tabula.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The views of a game of perfect information over a network: everything is on the board, so the
 * reader keeps the position itself and plays each move on it, and a step is its notation alone
 * (a roll included: it was public the moment it was rolled).
 *
 * <p>The start is the one thing a game may draw from the match's seed before anybody moves
 * (Zodiac's first player, Battlegammon's colours). It is sent as a <em>stand-in seed</em>: the
 * smallest seed whose start, but for its generator, is the match's. It is found from the start
 * everybody sees, so it tells nothing more than the start itself; the reader's position then
 * carries that seed's generator, never the match's, and a {@link PerfectView} replaces it anyway.
 */
final class PerfectViewCodec implements ViewCodec {
    /**
     * How many seeds are tried for a stand-in: a start that only a rarer seed gives is not one a
     * seed chooses among a few (a coin for the first player), and cannot be sent this way.
     */
    static final int STAND_IN_SEEDS = 4096;
    private static final String START = "start";

    private final Game game;

    PerfectViewCodec(Game game) {
        this.game = game;
    }

    /** Whether the game shows its seats and its table {@link PerfectView}s. */
    static boolean servesViewsOf(Game game) {
        State start = game.start(game.info().minSeats(), java.util.Map.of(), 1L);
        return start.publicView() instanceof PerfectView && start.viewFor(0) instanceof PerfectView;
    }

    @Override
    public String gameId() {
        return game.info().id();
    }

    @Override
    public ObjectNode writeStart(SeatView start, int seats, Options options) {
        PerfectView view = perfect(start);
        for (long seed = 0; seed < STAND_IN_SEEDS; seed++) {
            if (new PerfectView(game.start(new Setup(seats, options, seed)), view.seat()).equals(view)) {
                return JsonNodeFactory.instance.objectNode().put(START, seed);
            }
        }
        throw new IllegalArgumentException("no seed below " + STAND_IN_SEEDS + " starts " + gameId() + " as this match");
    }

    @Override
    public SeatView readStart(JsonNode json, int seat, int seats, Options options) {
        JsonNode seed = json == null ? null : json.get(START);
        if (seed == null || !seed.canConvertToInt() || seed.asInt() < 0 || seed.asInt() >= STAND_IN_SEEDS) {
            throw new IllegalArgumentException("a start needs a stand-in seed from 0 to " + (STAND_IN_SEEDS - 1));
        }
        return new PerfectView(game.start(new Setup(seats, options, seed.asInt())), seat);
    }

    @Override
    public ObjectNode writeStep(SeatView before, Move move, SeatView after) {
        return null;
    }

    @Override
    public SeatView readStep(JsonNode json, SeatView before, Move move) {
        PerfectView view = perfect(before);
        if (view.state().isTerminal()) {
            throw new IllegalArgumentException("a move after the end of the game");
        }
        return new PerfectView(view.state().apply(move), view.seat());
    }

    @Override
    public Move readMove(SeatView before, String notation) {
        return game.parseMove(perfect(before).state(), notation);
    }

    @Override
    public SeatView publicPart(SeatView view) {
        return new PerfectView(perfect(view).state(), SeatView.NO_SEAT);
    }

    private static PerfectView perfect(SeatView view) {
        if (!(view instanceof PerfectView perfect)) {
            throw new IllegalArgumentException("not the view of a perfect-information game: " + view);
        }
        return perfect;
    }
}
