package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

/**
 * Files stay as private as the player made them: a match file the player made 0600 is still 0600
 * after Save, and the matches in progress in the data folder are the player's only.
 */
class PrivateFilesUiTest extends ShellUiTest {

    @Test
    void saveKeepsAPrivateFilePrivateAndTheMatchesInProgressAreTheOwnersOnly() throws Exception {
        assumeTrue(Files.getFileStore(home).supportsFileAttributeView(PosixFileAttributeView.class),
                "the file system has POSIX permissions");
        Path file = home.resolve("private.tabula.json");
        try (InputStream save = getClass().getResourceAsStream("/saves/zola-v1.tabula.json")) {
            Files.copy(save, file);
        }
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        files.toOpen = file;
        click("#open");
        settle();
        clickMove(greedy(current()));
        robot.push(KeyCode.CONTROL, KeyCode.S);
        settle();

        assertThat(shell().codec().load(file).cursor()).isEqualTo(6);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        Path slot = onFx(() -> shell().matchScreen().slot().matchFile());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(slot))).isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve("matches"))))
                .isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home))).isEqualTo("rwx------");
    }
}
