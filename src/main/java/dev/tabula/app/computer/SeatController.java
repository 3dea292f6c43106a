package dev.tabula.app.computer;

import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.function.Consumer;

/**
 * Who moves for one seat. A person moves through the board view; a computer player
 * ({@link ComputerSeat}) implements {@link #yourTurn} to think off the FX thread and then call
 * {@code play} on the FX thread.
 */
public interface SeatController {

    /** Whether a person at the board moves for this seat, so the view may take clicks. */
    boolean isPerson();

    /**
     * Whether a friend at another computer plays this seat (a network match): neither a person at
     * this board nor a computer here, so nobody here moves or rolls for it; its moves arrive from afar.
     */
    default boolean isElsewhere() {
        return false;
    }

    /** Called when this seat is to decide in {@code state}. A person's controller does nothing. */
    void yourTurn(State state, Consumer<Move> play);

    /** Stops any thinking in progress (undo, a new match, closing). */
    default void cancel() {
    }

    /** A person at the board. */
    static SeatController person() {
        return PersonSeat.INSTANCE;
    }

    /** A friend's seat at another computer: its moves come through the network match, never from here. */
    static SeatController elsewhere() {
        return ElsewhereSeat.INSTANCE;
    }

    /** A friend's controller: nothing to do here but wait for the friend's move to arrive. */
    final class ElsewhereSeat implements SeatController {
        static final ElsewhereSeat INSTANCE = new ElsewhereSeat();

        private ElsewhereSeat() {
        }

        @Override
        public boolean isPerson() {
            return false;
        }

        @Override
        public boolean isElsewhere() {
            return true;
        }

        @Override
        public void yourTurn(State state, Consumer<Move> play) {
            // the friend moves at their own Tabula
        }
    }

    /** The person's controller: the board view does the moving. */
    final class PersonSeat implements SeatController {
        static final PersonSeat INSTANCE = new PersonSeat();

        private PersonSeat() {
        }

        @Override
        public boolean isPerson() {
            return true;
        }

        @Override
        public void yourTurn(State state, Consumer<Move> play) {
            // the person clicks on the board
        }
    }
}
