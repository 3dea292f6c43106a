package dev.tabula.app.lesson;

import dev.tabula.app.common.BoardSettings;
import dev.tabula.core.Seat;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonProgress;
import java.util.List;
import java.util.ResourceBundle;

/**
 * What a lesson screen needs from the shell, and nothing more: the words, the player's
 * settings for the board, the data folder's progress file and the way to the short game
 * at the end (the board's settings are its {@link BoardSettings}). The shell implements it; a
 * lesson never holds the shell itself.
 */
public interface LessonHost extends BoardSettings {

    /** The bundle {@code baseName} in the interface language (never the machine's). */
    ResourceBundle bundle(String baseName);

    /** Back to the start screen. */
    void leave();

    /** The short game that ends a lesson: a match at {@code seats} (a computer on Easy), hints on. */
    void playFinalGame(Lesson lesson, List<Seat> seats);

    /** Where each lesson was left (read once from the data folder, bounded). */
    LessonProgress progress();

    /** Keeps {@code progress} and writes it to the data folder (off the JavaFX thread, atomically). */
    void saveProgress(LessonProgress progress);

    /**
     * Never in a lesson, whatever the player's settings say: the step's own mark is the one move to
     * play, and the board's rings on every other legal move looked like it (a first-time player saw
     * four marked cards where the step meant one).
     */
    @Override
    default boolean highlightMoves() {
        return false;
    }
}
