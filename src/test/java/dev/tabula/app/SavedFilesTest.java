package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.save.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Promise 8: a saved match is an ordinary file, and saving over a symbolic link writes the file it points to. */
class SavedFilesTest {
    @TempDir
    Path dir;

    @Test
    void aSavedFileIsReadableByOthersAsAnyNewFileOfTheUser() throws Exception {
        Path saved = dir.resolve("match.tabula.json");
        AtomicFiles.writeString(saved, "{}");
        // what the umask gives a plain new file, not the owner-only 0600 of a temporary file
        Path plain = Files.createFile(dir.resolve("plain"));
        assertThat(Files.getPosixFilePermissions(saved)).isEqualTo(Files.getPosixFilePermissions(plain));
        assertThat(Files.getPosixFilePermissions(saved)).contains(PosixFilePermission.OTHERS_READ);
    }

    @Test
    void savingOverASymbolicLinkWritesItsTargetAndKeepsTheLink() throws Exception {
        Path target = Files.createDirectories(dir.resolve("real")).resolve("match.tabula.json");
        Files.writeString(target, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.tabula.json"), Path.of("real", "match.tabula.json"));
        AtomicFiles.writeString(link, "new");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(target)).isEqualTo("new");
        try (var left = Files.list(dir.resolve("real"))) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("match.tabula.json");
        }
    }
}
