package dev.tabula.app;

import dev.tabula.core.Seat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Makes the controller for a seat: the one place where computer players will plug in. */
final class SeatControllers {
    private static final Logger LOG = LoggerFactory.getLogger(SeatControllers.class);

    private SeatControllers() {
    }

    static SeatController forSeat(Seat seat) {
        if (seat.computer()) {
            // no computer player exists yet: a person plays the seat instead of the match stalling
            LOG.warn("seat '{}' is marked for the computer ({}), which this version lacks; a person plays it",
                    seat.name(), seat.level());
        }
        return SeatController.person();
    }
}
