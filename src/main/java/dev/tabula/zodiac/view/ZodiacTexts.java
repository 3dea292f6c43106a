package dev.tabula.zodiac.view;

import static dev.tabula.app.spi.GameWords.format;

import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.ZodiacSolution.Verdict;
import java.util.List;
import java.util.ResourceBundle;

/** The sentences of the status line, the side panel and the hint, all from the game's bundle. */
final class ZodiacTexts {
    private ZodiacTexts() {
    }

    /** "Ann (Black)": the seat's name and colour. */
    static String seatName(List<Seat> seats, int seat, ResourceBundle messages) {
        String colour = format(messages, "seat." + seat);
        String name = seat < seats.size() ? seats.get(seat).name() : colour;
        return name.equals(colour) ? colour : format(messages, "seat.named", name, colour);
    }

    static String status(ZodiacState state, List<Seat> seats, ResourceBundle messages) {
        if (state.isTerminal()) {
            return outcome(state.outcome(), seats, messages);
        }
        String mover = seatName(seats, state.seatToMove(), messages);
        String text = format(messages, state.neutralMovesBarred() ? "status.barred" : "status.toMove", mover);
        long repeating = state.legalMoves().stream().filter(state::repeats).count();
        if (repeating > 0) {
            text = format(messages, "status.withWarning", text, format(messages, "status.repeats", repeating));
        }
        return text;
    }

    static String outcome(Outcome outcome, List<Seat> seats, ResourceBundle messages) {
        List<String> args = outcome.arguments();
        return switch (outcome.reason()) {
            case ZodiacState.END_RING -> format(messages, outcome.reason(),
                    seatName(seats, Integer.parseInt(args.get(0)), messages), args.get(1), args.get(2));
            case ZodiacState.END_REPETITION, ZodiacState.END_NO_MOVE -> {
                int loser = Integer.parseInt(args.get(0));
                yield format(messages, outcome.reason(), seatName(seats, loser, messages),
                        seatName(seats, 1 - loser, messages));
            }
            default -> format(messages, outcome.reason());
        };
    }

    static String seatSummary(ZodiacState state, int seat, ResourceBundle messages) {
        int onBoard = 0;
        for (int p = 0; p < 12; p++) {
            if (state.at(p) == Discs.colourOf(seat)) {
                onBoard++;
            }
        }
        // the colour first, as in the other games: a seat with a typed name says nothing of it
        return format(messages, "summary.ring", format(messages, "seat." + seat), Discs.innerCount(state.board(), seat),
                onBoard);
    }

    /** "win in 35", "loss in 2", "draw", or "undecided" beyond the plies searched. */
    static String verdict(Verdict verdict, ResourceBundle messages) {
        return switch (verdict.value()) {
            case WIN -> format(messages, "view.hint.win", verdict.plies());
            case LOSS -> format(messages, "view.hint.loss", verdict.plies());
            // plies 0: the table's cycle, before the search along the history (rule 9) had its say
            case DRAW -> verdict.undecided() && verdict.plies() == 0 ? format(messages, "view.hint.checking")
                    : verdict.undecided() ? format(messages, "view.hint.undecided", verdict.plies())
                    : format(messages, "view.hint.draw");
        };
    }

    /** The short badge drawn on the board: a shape and a letter as well as a colour. */
    static String badge(Verdict verdict, ResourceBundle messages) {
        return switch (verdict.value()) {
            case WIN -> format(messages, "view.hint.badge.win", verdict.plies());
            case LOSS -> format(messages, "view.hint.badge.loss", verdict.plies());
            case DRAW -> format(messages, verdict.undecided() ? "view.hint.badge.undecided" : "view.hint.badge.draw");
        };
    }
}
