package dev.tabula.app;

import dev.tabula.app.files.DataFolder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabula.core.save.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Promise 8: a file stays as private as the player made it. Saving over a file keeps its
 * permissions; a new file is its owner's only, and so is the data folder (a match file reveals the
 * hands and the dice to come); saving over a symbolic link writes the file it points to.
 */
class SavedFilesTest {
    @TempDir
    Path dir;

    @BeforeEach
    void posix() throws Exception {
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView(PosixFileAttributeView.class),
                "the file system has POSIX permissions");
    }

    @Test
    void aNewFileIsItsOwnersOnly() throws Exception {
        Path saved = dir.resolve("match.tabula.json");
        AtomicFiles.writeString(saved, "{}");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(saved))).isEqualTo("rw-------");
    }

    @ParameterizedTest
    @ValueSource(strings = {"rw-------", "rw-r-----", "rw-r--r--", "r--------", "rw-rw-rw-"})
    void aFileSavedOverKeepsItsPermissions(String permissions) throws Exception {
        Path saved = Files.writeString(dir.resolve("match.tabula.json"), "old");
        Files.setPosixFilePermissions(saved, PosixFilePermissions.fromString(permissions));
        AtomicFiles.writeString(saved, "new");
        assertThat(saved).hasContent("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(saved))).isEqualTo(permissions);
    }

    @Test
    void aFolderMadePrivateIsItsOwnersOnlyWhetherNewOrThereBefore() throws Exception {
        Path fresh = dir.resolve("new/data");
        AtomicFiles.privateFolder(fresh);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh))).isEqualTo("rwx------");
        Path old = Files.createDirectory(dir.resolve("old"));
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rwxr-xr-x"));
        AtomicFiles.privateFolder(old);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(old))).isEqualTo("rwx------");
    }

    @Test
    void theStartMakesTheDataFolderAndItsMatchesItsOwnersOnly() throws Exception {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Startup.prepare(new DataFolder(dir));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("matches"))))
                .isEqualTo("rwx------");
    }

    @Test
    void savingOverASymbolicLinkWritesItsTargetAndKeepsTheLink() throws Exception {
        Path target = Files.createDirectories(dir.resolve("real")).resolve("match.tabula.json");
        Files.writeString(target, "old");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        Path link = Files.createSymbolicLink(dir.resolve("link.tabula.json"), Path.of("real", "match.tabula.json"));
        AtomicFiles.writeString(link, "new");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(target)).isEqualTo("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target))).isEqualTo("rw-r-----");
        try (var left = Files.list(dir.resolve("real"))) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("match.tabula.json");
        }
    }
}
