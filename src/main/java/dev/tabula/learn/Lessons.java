package dev.tabula.learn;

import dev.tabula.core.ServiceProviders;
import java.util.List;
import java.util.Optional;

/** The lessons registered by the games (tolerantly: a broken registration is logged and skipped). */
public final class Lessons {
    private static final List<Lesson> ALL = ServiceProviders.load(LessonSource.class, source -> source.lesson())
            .loaded().stream().map(LessonSource::lesson).toList();

    private Lessons() {
    }

    public static List<Lesson> all() {
        return ALL;
    }

    /** The lesson of game {@code gameId}, if it has one. */
    public static Optional<Lesson> of(String gameId) {
        return ALL.stream().filter(lesson -> lesson.gameId().equals(gameId)).findFirst();
    }
}
