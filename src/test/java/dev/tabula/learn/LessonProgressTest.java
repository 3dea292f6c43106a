package dev.tabula.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The progress file: written and read back, and anything else read as no progress rather than an error. */
class LessonProgressTest {
    @TempDir
    Path folder;

    @Test
    void writtenProgressReadsBack() throws Exception {
        LessonProgress progress = LessonProgress.none().with("zola", 2).with("zodijak", 5);
        Path file = folder.resolve(LessonProgress.FILE_NAME);
        Files.writeString(file, progress.write());

        assertThat(LessonProgress.read(file)).isEqualTo(progress);
        assertThat(LessonProgress.read(file).stepOf("zola")).isEqualTo(2);
        assertThat(LessonProgress.read(file).stepOf("zodiac")).as("never opened").isZero();
    }

    @Test
    void aMissingFileIsNoProgress() {
        assertThat(LessonProgress.read(folder.resolve("absent.json"))).isEqualTo(LessonProgress.none());
    }

    @Test
    void whatThisDidNotWriteIsNoProgress() throws Exception {
        Path file = folder.resolve(LessonProgress.FILE_NAME);
        for (String text : new String[] {"", "{", "[]", "{\"format\": \"tabula-records\", \"version\": 1, \"steps\": {}}",
                "{\"format\": \"tabula-lessons\", \"version\": 2, \"steps\": {}}",
                "{\"format\": \"tabula-lessons\", \"version\": 1, \"steps\": {\"zola\": -1}}",
                "{\"format\": \"tabula-lessons\", \"version\": 1, \"steps\": {\"zola\": \"2\"}}",
                "{\"format\": \"tabula-lessons\", \"version\": 1, \"steps\": {\"zola\": 2, \"zola\": 3}}"}) {
            Files.writeString(file, text);
            assertThat(LessonProgress.read(file)).as(text).isEqualTo(LessonProgress.none());
        }
    }

    @Test
    void aFolderWhereTheFileBelongsIsRefusedNotRead() throws Exception {
        Path file = Files.createDirectory(folder.resolve(LessonProgress.FILE_NAME));
        assertThat(LessonProgress.read(file)).isEqualTo(LessonProgress.none());
    }

    @Test
    void stepsAreKeptWithinBounds() {
        assertThat(LessonProgress.none().with("zola", -4).stepOf("zola")).isZero();
        assertThat(LessonProgress.none().with("zola", 1 << 30).stepOf("zola")).isEqualTo(LessonProgress.MAX_STEP);
    }
}
