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

    /** Called when this seat is to decide in {@code state}. A person's controller does nothing. */
    void yourTurn(State state, Consumer<Move> play);

    /** Stops any thinking in progress (undo, a new match, closing). */
    default void cancel() {
    }

    /** A person at the board. */
    static SeatController person() {
        return PersonSeat.INSTANCE;
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
