package dev.tabula.app.spi;

import dev.tabula.core.PerfectView;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;

/**
 * The position a face of a perfect-information game draws: every piece is public, so its public
 * view is the state itself, but for its generator ({@link PerfectView}), which is not the match's:
 * a face that wants the dice rolled asks {@link ViewContext#roll()}.
 */
public final class PerfectPosition {
    private PerfectPosition() {
    }

    /** The position {@code view} shows, as the game's state class. */
    public static <S extends State> S of(SeatView view, Class<S> type) {
        if (!(view instanceof PerfectView perfect)) {
            throw new IllegalArgumentException("not a view of a perfect-information game: " + view);
        }
        return type.cast(perfect.state());
    }

    /** The position {@code sight} shows everybody, as the game's state class. */
    public static <S extends State> S of(Sight sight, Class<S> type) {
        return of(sight.publicView(), type);
    }
}
