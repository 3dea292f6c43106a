package dev.tabula.app.common;

import dev.tabula.core.Match;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import javafx.stage.Window;

/**
 * Resign: who concedes, the question that confirms it, and the sentence that says how the match
 * ended. A person's decision only: a computer never resigns, and a table of computers has no
 * Resign at all.
 *
 * <p>Who resigns ({@link #resigner}): the one person at a table with computers, whoever is to
 * move; at a table of several people, the person whose turn it is (the one who rolls, or the one
 * who acts after a hand-end panel), and when a computer's turn it is, the person who made the
 * last decision, who is still at the board.
 */
public final class ResignAction {
    private ResignAction() {
    }

    /** The seat that Resign concedes for now, or empty when nobody may (over, or no person at the table). */
    public static OptionalInt resigner(Match match) {
        return resigner(match, seat -> true);
    }

    /**
     * The same among the people {@code here} only (in a network match, a friend at another
     * computer resigns there): the seats that are neither a computer's nor elsewhere.
     */
    public static OptionalInt resigner(Match match, IntPredicate here) {
        if (match.isOver()) {
            return OptionalInt.empty();
        }
        List<Seat> seats = match.seats();
        IntPredicate person = seat -> !seats.get(seat).computer() && here.test(seat);
        int[] people = IntStream.range(0, seats.size()).filter(person).toArray();
        if (people.length <= 1) {
            return people.length == 0 ? OptionalInt.empty() : OptionalInt.of(people[0]);
        }
        int turn = match.current().seatOfTurn();
        if (turn >= 0 && person.test(turn)) {
            return OptionalInt.of(turn);
        }
        for (int ply = match.cursor() - 1; ply >= 0; ply--) {
            int mover = match.stateAt(ply).currentSeat();
            if (mover >= 0 && person.test(mover)) {
                return OptionalInt.of(mover);
            }
        }
        return OptionalInt.of(people[0]);
    }

    /** Asks the person {@link #resigner} names, and resigns the match for them if they confirm; true if so. */
    public static boolean confirmAndResign(Window owner, I18n i18n, Match match, List<Seat> shownSeats) {
        OptionalInt seat = resigner(match);
        if (seat.isEmpty() || !confirm(owner, i18n, shownSeats.get(seat.getAsInt()).name()) || match.isOver()) {
            return false;
        }
        match.resign(seat.getAsInt());
        return true;
    }

    /**
     * Asks whether {@code name} resigns; No is the default button, so that a reflexive Enter never
     * concedes a match.
     */
    public static boolean confirm(Window owner, I18n i18n, String name) {
        return Dialogs.confirmDestructive(owner, i18n.text("resign.title"), i18n.text("resign.question", name),
                i18n.text("resign.yes"), i18n.text("action.cancel"), "resign-dialog");
    }

    /**
     * "Anna resigned; Bob wins." (or the winners share it): the status and the banner of a
     * resigned match; null if nobody resigned.
     */
    public static String sentenceIfResigned(Match match, List<Seat> shownSeats, I18n i18n) {
        if (match.resignation().isEmpty()) {
            return null;
        }
        return sentence(match.outcome(), match.resignation().orElseThrow().seat(), shownSeats, i18n);
    }

    /** The sentence of a match that {@code resignerSeat} resigned, ending in {@code outcome} (a friend's screen has no match). */
    public static String sentence(Outcome outcome, int resignerSeat, List<Seat> shownSeats, I18n i18n) {
        String resigner = shownSeats.get(resignerSeat).name();
        List<String> winners = outcome.winners().stream().map(seat -> shownSeats.get(seat).name()).toList();
        return outcome.isDraw()
                ? i18n.text("resign.status.shared", resigner, i18n.list(winners))
                : i18n.text("resign.status.win", resigner, winners.get(0));
    }
}
