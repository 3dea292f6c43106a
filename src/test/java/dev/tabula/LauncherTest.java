package dev.tabula;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which arguments open the app on a match, and which go to the command line. */
class LauncherTest {
    @TempDir
    Path dir;

    @Test
    void aMatchFileOpensTheApp() {
        assertThat(Launcher.matchFile("my.tabula.json")).contains(Path.of("my.tabula.json"));
        assertThat(Launcher.matchFile("/home/ana/Saved matches/zola.tabula.json"))
                .contains(Path.of("/home/ana/Saved matches/zola.tabula.json"));
    }

    @Test
    void anExistingFileOpensTheAppWhateverItsName() throws IOException {
        Path renamed = Files.writeString(dir.resolve("zola final.json"), "{}");

        assertThat(Launcher.matchFile(renamed.toString())).contains(renamed);
    }

    @Test
    void commandsAndOptionsStayTheCommandLines(@TempDir Path cwd) throws IOException {
        assertThat(Launcher.matchFile("games")).isEmpty();
        assertThat(Launcher.matchFile("perft")).isEmpty();
        assertThat(Launcher.matchFile("--version")).isEmpty();
        assertThat(Launcher.matchFile("-h")).isEmpty();
        assertThat(Launcher.matchFile("perft", "zola", "5")).isEmpty();
        assertThat(Launcher.matchFile("moves", "x.tabula.json")).isEmpty();
        assertThat(Launcher.matchFile("gmaes")).isEmpty();  // a typo gets the command line's error
    }

    @Test
    void aCommandNameIsACommandEvenWhereAFileHasThatName() throws IOException {
        Path file = Files.writeString(dir.resolve("games"), "{}");

        assertThat(Launcher.matchFile("games")).isEmpty();
        assertThat(Launcher.matchFile(file.toString())).contains(file);
    }
}
