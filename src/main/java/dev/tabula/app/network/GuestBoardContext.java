package dev.tabula.app.network;

import dev.tabula.app.common.BoardContext;
import dev.tabula.app.settings.PlayerBoardSettings;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.net.Guest;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What a friend's board is given: the player's own settings, and moves that go to the host
 * (which alone rolls the dice and checks the move); the guest's screen is told the answer.
 */
final class GuestBoardContext extends BoardContext {
    /** The guest of the moment: a new one after each reconnection. */
    private final Supplier<Guest> guest;
    private final Consumer<String> refused;

    GuestBoardContext(NetworkContext context, String gameId, ResourceBundle messages, List<Seat> seats,
                      Supplier<Guest> guest, Consumer<String> refused) {
        super(gameId, messages, seats,
                new PlayerBoardSettings(context::settings, () -> context.computers().background(), System::nanoTime));
        this.guest = guest;
        this.refused = refused;
    }

    @Override
    public boolean canAct() {
        return guest.get().isMyTurn();
    }

    @Override
    public List<Move> movesToShown() {
        return guest.get().moves();
    }

    @Override
    public void refused(String why) {
        refused.accept(why);
    }

    @Override
    public void play(Move move) {
        if (canAct()) {
            guest.get().play(move);
        }
    }

    /** The host rolls: only it holds the match's generator. */
    @Override
    public void roll() {
        if (canAct()) {
            guest.get().roll();
        }
    }
}
