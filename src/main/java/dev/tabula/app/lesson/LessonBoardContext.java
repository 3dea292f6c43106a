package dev.tabula.app.lesson;

import dev.tabula.app.common.BoardContext;
import dev.tabula.app.spi.BoardUse;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;

/**
 * What the game's own board is given in a lesson: the game's words and the player's settings as
 * in a match, but every move and roll goes to the lesson screen, which takes the step's move and
 * refuses any other, and the board may be used only while a step waits for its move.
 */
final class LessonBoardContext extends BoardContext {
    private final LessonScreen screen;

    LessonBoardContext(LessonHost host, String gameId, ResourceBundle messages, List<Seat> seats, LessonScreen screen) {
        super(gameId, messages, seats, host);
        this.screen = screen;
    }

    @Override
    public BoardUse use() {
        return BoardUse.LESSON;
    }

    @Override
    public boolean canAct() {
        return screen.waitsForMove();
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
