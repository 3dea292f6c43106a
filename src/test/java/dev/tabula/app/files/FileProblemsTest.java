package dev.tabula.app.files;

import dev.tabula.app.common.I18n;
import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.TabulaException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/** Promise 6: what went wrong with a file is a sentence in the player's language, never a class name. */
class FileProblemsTest {
    private static final List<Throwable> PROBLEMS = List.of(
            new AccessDeniedException("/data/matches/a.tabula.json"),
            new IOException("No space left on device"),
            new FileSystemException("/data/matches/.a.tmp", null, "Read-only file system"),
            new NoSuchFileException("/data/x.tabula.json"),
            new IOException("Input/output error"),
            new IllegalStateException("a bug"),
            new CompletionException(new AccessDeniedException("/data/matches/a.tabula.json")));

    @Test
    void everyProblemIsASentenceInEachLanguageWithoutAClassName() {
        List<String> english = PROBLEMS.stream().map(p -> FileProblems.describe(I18n.of(Language.ENGLISH), p)).toList();
        for (Language language : Language.values()) {
            I18n i18n = I18n.of(language);
            for (int i = 0; i < PROBLEMS.size(); i++) {
                String text = FileProblems.describe(i18n, PROBLEMS.get(i));
                assertThat(text).as("%s in %s", PROBLEMS.get(i), language)
                        .isNotBlank().doesNotContain("Exception", "java.", "/data")
                        .matches("(?s)\\p{Lu}.*|[^\\p{IsLatin}].*").matches("(?s).*[.。]$");
                if (language != Language.ENGLISH) {
                    assertThat(text).as("%s in %s", PROBLEMS.get(i), language).isNotEqualTo(english.get(i));
                }
            }
        }
    }

    @Test
    void theProblemsAreToldApart() {
        I18n english = I18n.of(Language.ENGLISH);
        assertThat(FileProblems.describe(english, PROBLEMS.get(0))).startsWith("Access is denied");
        assertThat(FileProblems.describe(english, PROBLEMS.get(1))).startsWith("The disk is full");
        assertThat(FileProblems.describe(english, PROBLEMS.get(2))).startsWith("The disk is read-only");
        assertThat(FileProblems.describe(english, PROBLEMS.get(3))).startsWith("The file or folder does not exist");
    }

    @Test
    void aCoreMessageBecomesASentence() {
        assertThat(FileProblems.describe(I18n.of(Language.ENGLISH), new TabulaException("the file is cut off")))
                .isEqualTo("The file is cut off.");
    }
}
