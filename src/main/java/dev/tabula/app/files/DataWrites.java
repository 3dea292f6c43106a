package dev.tabula.app.files;

import dev.tabula.core.save.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How the app changes files in its data folder. One small seam so that a test can make the
 * folder refuse writes with the exceptions a read-only folder or a full disk really throw
 * (the tests run as root, for whom a folder's permissions refuse nothing).
 */
public interface DataWrites {
    /** Replaces {@code file} by {@code content} in one step (see {@link AtomicFiles}). */
    void write(Path file, String content) throws IOException;

    void delete(Path file) throws IOException;

    DataWrites ATOMIC = new DataWrites() {
        @Override
        public void write(Path file, String content) throws IOException {
            AtomicFiles.writeString(file, content);
        }

        @Override
        public void delete(Path file) throws IOException {
            Files.deleteIfExists(file);
        }
    };
}
