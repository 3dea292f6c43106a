package dev.tabula.core.save;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes files so that a reader sees either the old content or the new one, never a half.
 *
 * <p>A file is as private as its owner made it: a file written over keeps its permissions, and a
 * new one is readable and writable by its owner only (where the file system has POSIX
 * permissions), since a match file reveals the hands and the dice to come. A symbolic link is
 * followed: its target is replaced, and the link stays.
 */
public final class AtomicFiles {
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_ONLY_FOLDER = PosixFilePermissions.fromString("rwx------");

    private AtomicFiles() {
    }

    public static void writeString(Path target, String content) throws IOException {
        Path absolute = followLinks(target.toAbsolutePath());
        Path dir = absolute.getParent();
        Files.createDirectories(dir);
        boolean posix = Files.getFileStore(dir).supportsFileAttributeView(PosixFileAttributeView.class);
        // read before the temporary file exists: the permissions the player gave the file they save over
        Set<PosixFilePermission> kept = posix && Files.isRegularFile(absolute)
                ? Files.getPosixFilePermissions(absolute) : null;
        Path temp = newTemporaryFile(dir, "." + absolute.getFileName(), posix);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                channel.write(StandardCharsets.UTF_8.encode(content));
                channel.force(true); // the bytes are on disk before the rename makes them visible
            }
            if (kept != null && !kept.equals(OWNER_ONLY)) {
                Files.setPosixFilePermissions(temp, kept);
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

    /**
     * Makes {@code folder} (and the folders above it that are missing) readable by its owner only
     * where the file system has POSIX permissions; a folder that was there already is made so too.
     */
    public static void privateFolder(Path folder) throws IOException {
        Path absolute = folder.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            if (Files.getFileStore(absolute).supportsFileAttributeView(PosixFileAttributeView.class)
                    && !Files.getPosixFilePermissions(absolute).equals(OWNER_ONLY_FOLDER)) {
                Files.setPosixFilePermissions(absolute, OWNER_ONLY_FOLDER);
            }
            return;
        }
        Path parent = absolute.getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            privateFolder(parent);
        }
        try {
            if (posix(parent)) {
                Files.createDirectory(absolute, PosixFilePermissions.asFileAttribute(OWNER_ONLY_FOLDER));
                Files.setPosixFilePermissions(absolute, OWNER_ONLY_FOLDER); // whatever the umask took away
            } else {
                Files.createDirectory(absolute);
            }
        } catch (FileAlreadyExistsException e) {
            if (!Files.isDirectory(absolute)) {
                throw e;
            }
        }
    }

    private static boolean posix(Path dir) throws IOException {
        return dir != null && Files.getFileStore(dir).supportsFileAttributeView(PosixFileAttributeView.class);
    }

    /** The file a chain of symbolic links ends at (which need not exist yet). */
    private static Path followLinks(Path file) throws IOException {
        Path current = file;
        for (int i = 0; i < 40 && Files.isSymbolicLink(current); i++) {
            current = current.resolveSibling(Files.readSymbolicLink(current)).normalize();
        }
        return current;
    }

    /** A new empty file beside the target, its owner's only where the file system knows owners. */
    private static Path newTemporaryFile(Path dir, String prefix, boolean posix) throws IOException {
        FileAttribute<?>[] ownerOnly = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)} : new FileAttribute<?>[0];
        for (int attempt = 0; ; attempt++) {
            Path temp = dir.resolve(prefix + Long.toUnsignedString(
                    java.util.concurrent.ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                return Files.createFile(temp, ownerOnly);
            } catch (FileAlreadyExistsException e) {
                if (attempt > 10) {
                    throw e;
                }
            }
        }
    }
}
