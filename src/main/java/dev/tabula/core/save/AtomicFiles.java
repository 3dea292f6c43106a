package dev.tabula.core.save;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes files so that a reader sees either the old content or the new one, never a half. The
 * file gets the permissions any new file of the user gets (their umask), and a symbolic link is
 * followed: its target is replaced, and the link stays.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    public static void writeString(Path target, String content) throws IOException {
        Path absolute = followLinks(target.toAbsolutePath());
        Path dir = absolute.getParent();
        Files.createDirectories(dir);
        Path temp = newTemporaryFile(dir, "." + absolute.getFileName());
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                channel.write(StandardCharsets.UTF_8.encode(content));
                channel.force(true); // the bytes are on disk before the rename makes them visible
            }
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** The file a chain of symbolic links ends at (which need not exist yet). */
    private static Path followLinks(Path file) throws IOException {
        Path current = file;
        for (int i = 0; i < 40 && Files.isSymbolicLink(current); i++) {
            current = current.resolveSibling(Files.readSymbolicLink(current)).normalize();
        }
        return current;
    }

    /**
     * A new empty file beside the target. Not {@code Files.createTempFile}, which makes it
     * readable by its owner alone; a saved match is an ordinary file.
     */
    private static Path newTemporaryFile(Path dir, String prefix) throws IOException {
        for (int attempt = 0; ; attempt++) {
            Path temp = dir.resolve(prefix + Long.toUnsignedString(
                    java.util.concurrent.ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                if (attempt > 10) {
                    throw e;
                }
            }
        }
    }
}
