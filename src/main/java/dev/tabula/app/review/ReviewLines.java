package dev.tabula.app.review;

import dev.tabula.ai.review.Mark;
import dev.tabula.ai.review.MoveReview;
import dev.tabula.ai.review.ReviewWords;
import dev.tabula.ai.review.SeatTotals;
import dev.tabula.app.common.I18n;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/** A review's words: a line per judged move and per seat's totals, in the player's language. */
final class ReviewLines {
    static final String BUNDLE = "dev.tabula.app.review.messages";

    private final ResourceBundle words;
    private final ResourceBundle gameMessages;
    private final GameUi ui;
    private final List<Seat> seats;
    private final Locale locale;

    ReviewLines(I18n i18n, GameUi ui, ResourceBundle gameMessages, List<Seat> seats) {
        this.words = i18n.bundle(BUNDLE);
        this.gameMessages = gameMessages;
        this.ui = ui;
        this.seats = List.copyOf(seats);
        this.locale = i18n.locale();
    }

    String phrase(String key, Object... arguments) {
        return I18n.format(words, key, arguments);
    }

    /**
     * "12. Ana: c4-b4, engine a6xb6 (41% against 53%): mistake. A capture was missed.", each move in
     * the move list's words for the position {@code before} it.
     */
    String move(MoveReview move, State before) {
        String line = phrase("review.move", move.ply() + 1, seats.get(move.seat()).name(),
                ui.moveText(PlayedMove.from(before, move.played()), gameMessages),
                ui.moveText(PlayedMove.from(before, move.best()), gameMessages), value(move.playedValue(), move.exact()),
                value(move.bestValue(), move.exact()), ReviewWords.mark(move.mark(), locale));
        return move.reason().map(reason -> line + " " + ReviewWords.reason(reason, locale)).orElse(line);
    }

    /** "Ana: accuracy 88%; best 12, good 3, ...; luck of the rolls +3.2". */
    String totals(SeatTotals totals) {
        List<String> counts = new ArrayList<>();
        for (Mark mark : Mark.values()) {
            counts.add(phrase("review.count", ReviewWords.mark(mark, locale), totals.count(mark)));
        }
        String line = phrase("review.totals", seats.get(totals.seat()).name(), Math.round(totals.accuracy()),
                String.join(", ", counts));
        return totals.rolls() == 0 ? line
                : line + "; " + phrase("review.luck", String.format(locale, "%+.1f", 100 * totals.luck()));
    }

    /** A chance as a percentage, an exact result in words. */
    String value(double chance, boolean exact) {
        if (exact) {
            return phrase(chance == 1 ? "review.value.win" : chance == 0 ? "review.value.loss" : "review.value.draw");
        }
        return Math.round(100 * chance) + "%";
    }
}
