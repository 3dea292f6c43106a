package dev.tabula.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a file Tabula reads may turn out to be instead of a file: each kind put in place of a path,
 * for the tests that promise a start never waits on one. A kind the machine cannot make (no
 * {@code mkfifo}, no {@code /dev/zero}) skips the test with an assumption.
 */
public enum HostileFile {
    /** A named pipe with no writer: opening it to read waits for ever. */
    FIFO {
        @Override
        void makeAt(Path path) throws IOException {
            int status;
            try {
                status = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start().waitFor();
            } catch (IOException noMkfifo) {
                status = -1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                status = -1;
            }
            assumeTrue(status == 0 && Files.exists(path), "mkfifo makes a FIFO here");
        }
    },
    /** A folder where a file belongs. */
    FOLDER {
        @Override
        void makeAt(Path path) throws IOException {
            Files.createDirectories(path);
            Files.writeString(path.resolve("inside"), "x");
        }
    },
    /** A link to a device that never ends. */
    DEVICE {
        @Override
        void makeAt(Path path) throws IOException {
            Path zero = Path.of("/dev/zero");
            assumeTrue(Files.exists(zero), "/dev/zero exists here");
            Files.createSymbolicLink(path, zero);
        }
    },
    /** A file of 64 MB (sparse: it costs no disk), far above every limit. */
    HUGE {
        @Override
        void makeAt(Path path) throws IOException {
            try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "rw")) {
                file.setLength(64L << 20);
            }
        }
    },
    /** Two links that point at each other. */
    LINK_LOOP {
        @Override
        void makeAt(Path path) throws IOException {
            Path other = path.resolveSibling(path.getFileName() + ".loop");
            Files.createSymbolicLink(other, path.getFileName());
            Files.createSymbolicLink(path, other.getFileName());
        }
    };

    /** Puts this kind at {@code path} (whose folder exists), or skips the test if the machine cannot. */
    abstract void makeAt(Path path) throws IOException;

    /** Puts this kind at {@code path}, making its folder first. */
    public Path at(Path path) {
        try {
            Files.createDirectories(path.toAbsolutePath().getParent());
            makeAt(path);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return path;
    }
}
