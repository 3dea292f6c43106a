package dev.tabula.cli;

import dev.tabula.core.Match;
import dev.tabula.core.Outcome;
import dev.tabula.core.OutcomeWords;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The command line's words for who sits where and how a match stands. Seat names come from a
 * match file, which anyone may have written: they are checked on loading (no control
 * characters or line breaks, at most 1,000 characters), so they print as they are.
 */
final class MatchWords {
    private MatchWords() {
    }

    /** "Ana (seat 1)". */
    static String seat(Match match, int seat) {
        return match.seats().get(seat).name() + " (seat " + (seat + 1) + ")";
    }

    /** "Ana (seat 1), person" or "Bo (seat 2), computer, hard". */
    static String seatWithController(Match match, int seat) {
        Seat who = match.seats().get(seat);
        return seat(match, seat) + (who.computer() ? ", computer, " + who.level() : ", person");
    }

    /** Whose turn it is, or who won and why. */
    static String standing(Match match) {
        State state = match.current();
        if (match.isOver()) {
            return "over: " + result(match, match.outcome());
        }
        if (state.isChance()) {
            return "next: chance (the match's own generator draws the outcome)"; // not named: the dice to come stay unsaid
        }
        return "to move: " + seat(match, state.currentSeat());
    }

    /**
     * "Ana (seat 1) won; reason: Every enemy piece has been captured." or a draw between seats:
     * the reason in the game's words ({@link OutcomeWords}), in English as all of the command line.
     */
    static String result(Match match, Outcome outcome) {
        String who = outcome.winners().stream().map(seat -> seat(match, seat)).collect(Collectors.joining(" and "));
        String what = outcome.isDraw() ? "a draw between " + who : who + " won";
        return what + "; reason: " + why(match, outcome);
    }

    private static String why(Match match, Outcome outcome) {
        if (outcome.reason().equals(Match.RESIGNED) && match.resignation().isPresent()) {
            return seat(match, match.resignation().get().seat()) + " resigned";
        }
        List<String> arguments = outcome.arguments();
        String key = outcome.reason() + (arguments.isEmpty() ? "" : " " + String.join(" ", arguments));
        return OutcomeWords.forGame(match.game().info().id())
                .map(words -> words.why(outcome, match.seats(), Locale.ROOT))
                .orElse(key); // a game without words of its own: its key is all there is to say
    }
}
