package dev.tabula.learn;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tabula.core.save.BoundedFiles;
import dev.tabula.core.save.StrictJson;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How far the player got in each game's lesson (the step to resume at, by game id), kept in
 * {@code lessons.json} in the data folder so a lesson left halfway starts again where it was.
 * Read through {@link BoundedFiles} (a pipe, a device or a huge file is refused before it is
 * read); anything this did not write counts as no progress, which only means starting a lesson
 * from its first step.
 */
public record LessonProgress(Map<String, Integer> steps) {
    public static final String FORMAT = "tabula-lessons";
    public static final int VERSION = 1;
    public static final String FILE_NAME = "lessons.json";
    /** Four games need some 100 bytes; far below what could hurt. */
    static final int MAX_BYTES = 64 * 1024;
    /** More steps than any lesson has, fewer than anything that could hurt. */
    static final int MAX_STEP = 1_000;
    private static final Logger LOG = LoggerFactory.getLogger(LessonProgress.class);

    private static final ObjectMapper JSON = StrictJson.mapper(4, 1_000, 6);

    /** What the file holds, as Jackson maps it. */
    private record Content(String format, int version, Map<String, Integer> steps) {
    }

    public LessonProgress {
        steps = Map.copyOf(steps);
    }

    public static LessonProgress none() {
        return new LessonProgress(Map.of());
    }

    /** The step to resume {@code gameId}'s lesson at: 0 when it was never opened. */
    public int stepOf(String gameId) {
        return steps.getOrDefault(gameId, 0);
    }

    public LessonProgress with(String gameId, int step) {
        Map<String, Integer> changed = new TreeMap<>(steps);
        changed.put(gameId, Math.max(0, Math.min(step, MAX_STEP)));
        return new LessonProgress(changed);
    }

    public String write() {
        try {
            return JSON.writeValueAsString(new Content(FORMAT, VERSION, new TreeMap<>(steps))) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of numbers always serialises", e);
        }
    }

    /** The progress {@code text} holds, or empty when it is not a progress file this version wrote. */
    public static java.util.Optional<LessonProgress> parse(String text) {
        try {
            Content content = JSON.readValue(text, Content.class);
            if (content == null || !FORMAT.equals(content.format()) || content.version() != VERSION
                    || content.steps() == null) {
                return java.util.Optional.empty();
            }
            Map<String, Integer> steps = new TreeMap<>();
            for (Map.Entry<String, Integer> entry : content.steps().entrySet()) {
                if (entry.getValue() == null || entry.getValue() < 0 || entry.getValue() > MAX_STEP) {
                    return java.util.Optional.empty();
                }
                steps.put(entry.getKey(), entry.getValue());
            }
            return java.util.Optional.of(new LessonProgress(steps));
        } catch (JsonProcessingException e) {
            return java.util.Optional.empty();
        }
    }

    /** The progress in {@code file}: none when it is absent, and none (logged) when it cannot be read. */
    public static LessonProgress read(Path file) {
        if (BoundedFiles.absent(file)) {
            return none();
        }
        try {
            return parse(BoundedFiles.readUtf8(file, MAX_BYTES)).orElseGet(() -> {
                LOG.warn("{} is not a lesson progress file; the lessons start from their first step", file);
                return none();
            });
        } catch (BoundedFiles.Refused e) {
            LOG.warn("cannot read {}: {}; the lessons start from their first step", file, e.getMessage());
            return none();
        }
    }
}
