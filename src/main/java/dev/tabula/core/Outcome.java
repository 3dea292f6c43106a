package dev.tabula.core;

import java.util.List;

/**
 * How a finished game ended: who won, and why.
 *
 * <p>{@code reason} is a message key (for example {@code zola.end.lastPieceCaptured}) that a view
 * translates, with {@code arguments} to fill in; the rules layer never builds display text.
 * Payoffs share one point among the winners, so a draw between two seats gives each 0.5.
 */
public record Outcome(List<Integer> winners, String reason, List<String> arguments) {

    public Outcome {
        winners = List.copyOf(winners);
        arguments = List.copyOf(arguments);
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("an outcome needs a reason");
        }
    }

    public static Outcome win(int seat, String reason, String... arguments) {
        return new Outcome(List.of(seat), reason, List.of(arguments));
    }

    public static Outcome draw(List<Integer> seats, String reason, String... arguments) {
        return new Outcome(seats, reason, List.of(arguments));
    }

    public boolean isWinner(int seat) {
        return winners.contains(seat);
    }

    public boolean isDraw() {
        return winners.size() != 1;
    }

    /** The seat's share of the win: 1 for a sole winner, 1/k for each of k co-winners, else 0. */
    public double payoff(int seat) {
        return isWinner(seat) ? 1.0 / winners.size() : 0.0;
    }
}
