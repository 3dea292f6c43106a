package dev.tabula.app.lesson;

import dev.tabula.core.Seat;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonProgress;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;

/**
 * What a lesson screen needs from the shell, and nothing more: the words, the player's
 * settings for the board, the data folder's progress file and the way to the short game
 * at the end. The shell implements it; a lesson never holds the shell itself.
 */
public interface LessonHost {

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

    /** Where the board runs work that must not hold up the JavaFX thread. */
    Executor background();

    int animationMillis();

    String preference(String gameId, String key, String defaultValue);

    long nanoTime();
}
