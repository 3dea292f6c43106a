package dev.tabula.app;

import dev.tabula.app.files.DataWrites;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * The data folder's writes for tests: the real atomic ones until a test says how they fail, with
 * the exceptions a read-only folder ({@link java.nio.file.AccessDeniedException}) or a full disk
 * ({@link java.nio.file.FileSystemException} "No space left on device") really throw.
 */
final class FailingWrites implements DataWrites {
    private volatile Function<Path, IOException> failure;
    private volatile java.util.concurrent.CountDownLatch gate;
    private final java.util.List<Path> written = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Writes wait for {@code gate}: a disk that has stopped answering for a while. */
    void holdUntil(java.util.concurrent.CountDownLatch gate) {
        this.gate = gate;
    }

    /** How many times {@code file} was written. */
    long writesOf(Path file) {
        return written.stream().filter(file::equals).count();
    }

    void failWith(Function<Path, IOException> failure) {
        this.failure = failure;
    }

    void succeed() {
        this.failure = null;
    }

    @Override
    public void write(Path file, String content) throws IOException {
        java.util.concurrent.CountDownLatch g = gate;
        if (g != null) {
            try {
                g.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException();
            }
        }
        check(file);
        DataWrites.ATOMIC.write(file, content);
        written.add(file);
    }

    @Override
    public void delete(Path file) throws IOException {
        check(file);
        DataWrites.ATOMIC.delete(file);
    }

    private void check(Path file) throws IOException {
        Function<Path, IOException> f = failure;
        IOException problem = f == null ? null : f.apply(file);
        if (problem != null) { // a failure may spare some files (null)
            throw problem;
        }
    }
}
