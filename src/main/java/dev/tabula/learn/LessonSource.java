package dev.tabula.learn;

/**
 * Where a game's lesson comes from. A game registers one in
 * {@code META-INF/services/dev.tabula.learn.LessonSource}, next to its rules, so the shell
 * finds every lesson by game id and names no game ({@link Lessons}).
 */
public interface LessonSource {
    Lesson lesson();
}
