package dev.tabula.core;

import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A game's complete solution, which the command line's {@code solve} reaches without naming the
 * game: a game small enough to solve registers one in
 * {@code META-INF/services/dev.tabula.core.Solver}.
 */
public interface Solver {

    /** The id of the game ({@code GameInfo.id()}) this solves. */
    String gameId();

    /**
     * Solves the game under its default rules and prints what was found: the start's value and the
     * winning first moves; with {@code bestLine}, a line of best play too.
     */
    void solve(PrintWriter out, boolean bestLine);

    /** Every registered solver that loads, ordered by game id. */
    static List<Solver> installed() {
        return ServiceProviders.load(Solver.class, Solver::gameId).loaded().stream()
                .sorted(Comparator.comparing(Solver::gameId)).toList();
    }

    static Optional<Solver> forGame(String gameId) {
        return installed().stream().filter(solver -> solver.gameId().equals(gameId)).findFirst();
    }
}
