package dev.tabula.zodijak.view;

import dev.tabula.app.spi.Sight;
import dev.tabula.zodijak.ZodijakState;
import java.util.ArrayList;
import java.util.List;

/**
 * Who may see which hand (rules §13), as a pure decision the view only carries out: from the
 * phase, the seat to act, whose hand is open and whose drawn cards are shown, what the table
 * shows now. Only {@link Show#OPEN} draws a hand, and only the open seat's own.
 */
final class HandPolicy {
    private HandPolicy() {
    }

    /** What the table shows. */
    enum Show {
        /** The hand's result over the public table. */
        HAND_END,
        /** The choice of zodiac signs over the public table. */
        SIGNS,
        /** The cards the drawer just got, for their eyes only. */
        REVEAL,
        /** The public table: a computer's turn, nobody's hand open. */
        PUBLIC,
        /** The handover cover: public facts only, until the person to act shows their hand. */
        COVER,
        /** The open seat's hand, face up. */
        OPEN
    }

    /**
     * @param openSeat   whose hand is open, or -1
     * @param revealSeat whose drawn cards are shown, or -1
     * @param computers  for each seat, whether a computer plays it
     * @param matchOver  whether the match ended though the hand goes on (a resignation): nobody
     *                   is to act, so no cover and no choice of signs, only the open hand or the table
     */
    static Show decide(ZodijakState.Phase phase, int current, int openSeat, int revealSeat, List<Boolean> computers,
                       boolean matchOver) {
        if (phase == ZodijakState.Phase.HAND_OVER || phase == ZodijakState.Phase.MATCH_OVER) {
            return Show.HAND_END;
        }
        if (matchOver) {
            return openSeat >= 0 ? Show.OPEN : Show.PUBLIC;
        }
        if (phase == ZodijakState.Phase.SIGNS) {
            return Show.SIGNS;
        }
        if (revealSeat >= 0) {
            return Show.REVEAL;
        }
        boolean computerActs = isComputer(current, computers);
        if (openSeat < 0) {
            return computerActs ? Show.PUBLIC : Show.COVER;
        }
        // an open hand stays open through the computers' turns (the one person at the table),
        // and behind a cover as soon as another person is to act
        return openSeat == current || computerActs ? Show.OPEN : Show.COVER;
    }

    /** For each of {@code seats}, whether a computer plays it: whether the screen's {@code sight} holds no view of it. */
    static List<Boolean> computers(Sight sight, int seats) {
        List<Boolean> computers = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            computers.add(!sight.sees(seat));
        }
        return computers;
    }

    /** The one person at a table of computers, whose hand stays open; -1 with two people or more (or none). */
    static int soloPerson(List<Boolean> computers) {
        int person = -1;
        for (int seat = 0; seat < computers.size(); seat++) {
            if (!computers.get(seat)) {
                if (person >= 0) {
                    return -1;
                }
                person = seat;
            }
        }
        return person;
    }

    private static boolean isComputer(int seat, List<Boolean> computers) {
        return seat >= 0 && seat < computers.size() && computers.get(seat);
    }
}
