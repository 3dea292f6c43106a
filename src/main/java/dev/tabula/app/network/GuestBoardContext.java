package dev.tabula.app.network;

import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.net.Guest;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What a friend's board is given: the player's own settings, and moves that go to the host
 * (which alone rolls the dice and checks the move); the guest's screen is told the answer.
 */
final class GuestBoardContext implements ViewContext {
    private final NetworkContext context;
    private final String gameId;
    private final ResourceBundle messages;
    private final List<Seat> seats;
    /** The guest of the moment: a new one after each reconnection. */
    private final Supplier<Guest> guest;
    private final Consumer<String> refused;

    GuestBoardContext(NetworkContext context, String gameId, ResourceBundle messages, List<Seat> seats,
                      Supplier<Guest> guest, Consumer<String> refused) {
        this.context = context;
        this.gameId = gameId;
        this.messages = messages;
        this.seats = List.copyOf(seats);
        this.guest = guest;
        this.refused = refused;
    }

    @Override
    public ResourceBundle messages() {
        return messages;
    }

    @Override
    public List<Seat> seats() {
        return seats;
    }

    @Override
    public boolean highlightMoves() {
        return context.settings().highlightMoves;
    }

    @Override
    public String preference(String key, String defaultValue) {
        return context.settings().viewPreference(gameId, key, defaultValue);
    }

    @Override
    public int animationMillis() {
        return context.settings().animationMillis();
    }

    @Override
    public boolean canAct() {
        return guest.get().isMyTurn();
    }

    @Override
    public Executor background() {
        return context.computers().background();
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
