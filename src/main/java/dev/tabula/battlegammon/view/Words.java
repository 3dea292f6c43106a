package dev.tabula.battlegammon.view;

import static dev.tabula.app.spi.GameWords.format;

import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Pass;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;

/** The sentences of the status line, shared by the shell's status and the board's message. */
final class Words {
    private Words() {
    }

    static String sideName(ResourceBundle messages, int side) {
        return format(messages, "side." + side);
    }

    /**
     * The name of the player of {@code side}: the seat's own name, or the colour's for a seat
     * named after the other colour. Seats are named "Player 1" and "Player 2" by default now; files
     * written while the defaults were "Black" and "White" may hold a seat named "Black" that plays
     * White under another {@code colours} option: it is then called White.
     */
    static String playerName(BattlegammonState state, List<Seat> seats, int side, ResourceBundle messages) {
        int seat = state.seatOf(side);
        String colour = sideName(messages, side);
        if (seats.size() <= seat) {
            return colour;
        }
        String name = seats.get(seat).name();
        return name.equals(sideName(messages, 1 - side)) ? colour : name;
    }

    /** What the side to move may do now, or who won and why. */
    static String status(BattlegammonState state, List<Seat> seats, ResourceBundle messages) {
        int side = state.side();
        String colour = sideName(messages, side);
        String name = playerName(state, seats, side, messages);
        // "Ana (Black)", but "Black" alone rather than "Black (Black)" for a seat with its default name
        String who = name.equals(colour) ? colour : format(messages, "who.named", name, colour);
        if (state.isTerminal()) {
            return format(messages, "status.won", who, colour, format(messages, state.outcome().reason()));
        }
        if (state.isChance()) {
            return format(messages, "status.roll", who, colour);
        }
        int[] dice = state.diceToPlay();
        if (state.legalMoves().equals(List.of(Pass.PASS))) {
            return dice[0] == dice[1]
                    ? format(messages, "status.passDouble", who, colour, dice[0])
                    : format(messages, "status.pass", who, colour, dice[0], dice[1]);
        }
        if (dice[1] == 0) {
            return format(messages, "status.playOne", who, colour, dice[0]);
        }
        if (dice[0] == dice[1]) {
            return format(messages, "status.playDouble", who, colour, dice[0]);
        }
        return format(messages, "status.playTwo", who, colour, dice[0], dice[1]);
    }

    /** Why the previous turn ended early ("No legal move for the 6: Black's turn ended."), or "". */
    static String missed(BattlegammonState state, List<Seat> seats, ResourceBundle messages) {
        int[] missed = state.missedLastTurn();
        if (missed[0] == 0 || !state.isChance()) {
            return "";
        }
        int previous = 1 - state.side();
        String name = playerName(state, seats, previous, messages);
        if (missed[0] == missed[1]) {
            return format(messages, "missed.double", name, missed[0]);
        }
        return missed[1] == 0
                ? format(messages, "missed.one", name, missed[0])
                : format(messages, "missed.two", name, missed[0], missed[1]);
    }
}
