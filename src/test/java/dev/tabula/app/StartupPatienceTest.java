package dev.tabula.app;

import dev.tabula.app.files.DataFolder;
import dev.tabula.app.settings.Settings;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window never waits long for the data folder: when its start-up reads do not come back (a
 * disk that stopped answering, here a future that never completes), the first screen opens with
 * the defaults, and nothing of the folder that was not read is written over.
 */
class StartupPatienceTest {
    @TempDir
    Path home;

    @Test
    void aDataFolderThatDoesNotAnswerGivesTheDefaultsAndIsNotWrittenOver() throws Exception {
        Path settingsFile = Files.writeString(home.resolve("settings.json"), "{\"theme\": \"dark\"}");
        DataFolder data = new DataFolder(home);
        Startup startup = Startup.within(new CompletableFuture<>(), Duration.ZERO, data);

        assertThat(startup.settings().theme).isEqualTo(new Settings().theme);
        assertThat(startup.registry().entries()).isNotEmpty();
        assertThat(startup.crashed()).isEmpty();
        startup.settingsStore().save(startup.settings());
        assertThat(settingsFile).hasContent("{\"theme\": \"dark\"}");
        assertThat(startup.records().writable()).isFalse();
    }

    @Test
    void aStartThatIsReadyInTimeIsTaken() {
        Startup ready = Startup.prepare(new DataFolder(home));
        assertThat(Startup.within(CompletableFuture.completedFuture(ready), Duration.ZERO, new DataFolder(home)))
                .isSameAs(ready);
    }
}
