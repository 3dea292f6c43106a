package dev.tabula.app.lesson;

import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;

/**
 * What the game's own board is given in a lesson: the game's words and the player's settings as
 * in a match, but every move and roll goes to the lesson screen, which takes the step's move and
 * refuses any other, and the board may be used only while a step waits for its move.
 */
final class LessonBoardContext implements ViewContext {
    private final LessonHost host;
    private final String gameId;
    private final ResourceBundle messages;
    private final List<Seat> seats;
    private final LessonScreen screen;

    LessonBoardContext(LessonHost host, String gameId, ResourceBundle messages, List<Seat> seats, LessonScreen screen) {
        this.host = host;
        this.gameId = gameId;
        this.messages = messages;
        this.seats = List.copyOf(seats);
        this.screen = screen;
    }

    @Override
    public ResourceBundle messages() {
        return messages;
    }

    @Override
    public List<Seat> seats() {
        return seats;
    }

    /**
     * Never in a lesson, whatever the settings say: the step's own mark is the one move to play,
     * and the board's rings on every other legal move looked like it (a first-time player saw four
     * marked cards where the step meant one).
     */
    @Override
    public boolean highlightMoves() {
        return false;
    }

    @Override
    public String preference(String key, String defaultValue) {
        return host.preference(gameId, key, defaultValue);
    }

    @Override
    public int animationMillis() {
        return host.animationMillis();
    }

    @Override
    public boolean canAct() {
        return screen.waitsForMove();
    }

    @Override
    public long nanoTime() {
        return host.nanoTime();
    }

    @Override
    public Executor background() {
        return host.background();
    }

    @Override
    public void refused(String why) {
        screen.refuse();
    }

    @Override
    public void play(Move move) {
        screen.attempt(move);
    }

    @Override
    public void roll() {
        screen.roll();
    }
}
