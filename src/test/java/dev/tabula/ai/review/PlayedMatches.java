package dev.tabula.ai.review;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Player;
import dev.tabula.ai.Players;
import dev.tabula.ai.SearchBudget;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.util.List;
import java.util.Map;

/** Matches played out by computer players, with small budgets, for the review's tests. */
final class PlayedMatches {
    /** Hard's iterations per move in these matches: enough to beat random play clearly, cheap on a busy machine. */
    static final long HARD_ITERATIONS = 600;
    /** A match longer than this many plies stops where it is. */
    static final int MAX_PLIES = 2_000;

    private PlayedMatches() {
    }

    /** A match of {@code gameId} between {@code first} and {@code second} (player names), to its end. */
    static Match play(String gameId, Map<String, String> options, String first, String second, long seed) {
        Game game = GameCatalog.installed().find(gameId).orElseThrow();
        Setup setup = new Setup(2, game.info().resolveOptions(options), seed);
        Match match = new Match(game, setup, List.of(Seat.computer(first, "hard"), Seat.computer(second, "hard")));
        List<Player> players = List.of(Players.create(first, gameId, seed * 31 + 1), Players.create(second, gameId, seed * 31 + 2));
        SearchBudget budget = SearchBudget.iterations(HARD_ITERATIONS);
        while (!match.isOver() && match.cursor() < MAX_PLIES) {
            if (match.current().isChance()) {
                match.playChance();
            } else {
                int seat = match.current().currentSeat();
                match.play(players.get(seat).choose(match.current().viewFor(seat), budget, CancellationToken.none()));
            }
        }
        return match;
    }

    /** The review of {@code match} with {@code settings}, on the calling thread. */
    static MatchReview review(Match match, ReviewSettings settings) {
        return new Reviewer(settings, Runnable::run)
                .review(match, java.util.OptionalInt.empty(), CancellationToken.none(), ReviewProgress.NONE);
    }
}
