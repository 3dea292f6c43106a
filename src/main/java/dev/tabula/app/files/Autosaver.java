package dev.tabula.app.files;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes the data folder's files (the matches in progress, their notes, the running marker) on a
 * thread of its own, so a slow disk never holds up the window.
 *
 * <p>Only the newest content of each file is written: a newer one replaces a pending one, so
 * writes of one file are never reordered and superseded states are dropped. A failed write stays
 * pending and is tried again (with the next change, and every {@link #RETRY_SECONDS} seconds);
 * the listener hears of the failure and of the first success after it, on the executor it gave
 * (the JavaFX thread in the app). {@link #close} writes what is pending before the app ends.
 */
public final class Autosaver implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Autosaver.class);
    static final int RETRY_SECONDS = 5;

    /** What the screen is told; both calls arrive on the listener's executor. */
    interface Listener {
        void failed(Path file, IOException problem);

        void recovered();
    }

    private final DataWrites writes;
    private final Executor callbacks;
    private final ScheduledExecutorService thread;
    /**
     * A file's newest content (empty: delete the file), and when it was asked for.
     */
    record Change(Optional<String> content, java.time.Instant at) {
    }

    /** File to its newest change. Guarded by {@code this}. */
    private final Map<Path, Change> pending = new LinkedHashMap<>();
    private volatile Listener listener;
    /** Whether the last write failed (written on the writer thread only). */
    private volatile boolean failing;
    private ScheduledFuture<?> retry;
    /** How long a failed write waits before it is tried again; null: only with the next change or {@link #retryNow}. */
    private volatile java.time.Duration retryDelay = java.time.Duration.ofSeconds(RETRY_SECONDS);

    public Autosaver(DataWrites writes, Executor callbacks) {
        this.writes = writes;
        this.callbacks = callbacks;
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread t = new Thread(runnable, "tabula-autosave");
            t.setDaemon(true);
            return t;
        });
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        this.thread = executor;
    }

    void setListener(Listener listener) {
        this.listener = listener;
    }

    /** Schedules {@code content} to become {@code file}'s content. */
    public void write(Path file, String content) {
        enqueue(file, Optional.of(content));
    }

    public void delete(Path file) {
        enqueue(file, Optional.empty());
    }

    private void enqueue(Path file, Optional<String> content) {
        synchronized (this) {
            pending.remove(file); // re-added at the end: the order of the last changes is kept
            pending.put(file, new Change(content, java.time.Instant.now()));
        }
        submit(this::drain);
    }

    /** Runs {@code task} on the writer thread after what is pending now was tried: it sees those files. */
    public <T> CompletableFuture<T> afterPending(Supplier<T> task) {
        CompletableFuture<T> result = new CompletableFuture<>();
        submit(() -> {
            drain();
            try {
                result.complete(task.get());
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            }
        });
        return result;
    }

    /** Whether something is still waiting to be written (for the crash notice's honesty and tests). */
    synchronized boolean hasPending() {
        return !pending.isEmpty();
    }

    /**
     * What waits to be written now: each file's newest content, or empty for a file to delete. Read
     * on the writer thread (in {@link #afterPending}) it is exactly what the last try could not write,
     * the newest state of those files, newer than what the disk holds.
     */
    synchronized Map<Path, Change> pendingNow() {
        return Map.copyOf(pending);
    }

    /** Whether the last write failed and nothing has been written since. */
    boolean isFailing() {
        return failing;
    }

    /** Tries a failed write again after {@code delay}, or with null only on the next change (tests step it by hand). */
    public void retryAfter(java.time.Duration delay) {
        retryDelay = delay;
    }

    private void submit(Runnable task) {
        try {
            thread.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            LOG.warn("autosave after close ignored");
        }
    }

    private void drain() {
        while (true) {
            Map.Entry<Path, Change> next;
            synchronized (this) {
                Iterator<Map.Entry<Path, Change>> it = pending.entrySet().iterator();
                if (!it.hasNext()) {
                    break;
                }
                Map.Entry<Path, Change> first = it.next();
                next = Map.entry(first.getKey(), first.getValue());
            }
            Path file = next.getKey();
            try {
                if (next.getValue().content().isPresent()) {
                    writes.write(file, next.getValue().content().get());
                } else {
                    writes.delete(file);
                }
            } catch (IOException | RuntimeException e) {
                fail(file, e instanceof IOException io ? io : new IOException(e.getMessage(), e));
                return;
            }
            synchronized (this) {
                // written: done with it, unless a newer content came meanwhile
                if (pending.get(file) == next.getValue()) {
                    pending.remove(file);
                }
            }
        }
        if (failing) {
            failing = false;
            LOG.info("autosave works again");
            Listener l = listener;
            if (l != null) {
                callbacks.execute(l::recovered);
            }
        }
    }

    private void fail(Path file, IOException problem) {
        if (!failing) {
            java.time.Duration delay = retryDelay;
            LOG.warn("autosave to {} failed; trying again {}", file,
                    delay == null ? "with the next change" : "every " + delay.toSeconds() + " s", problem);
        }
        failing = true;
        Listener l = listener;
        if (l != null) {
            callbacks.execute(() -> l.failed(file, problem));
        }
        // one retry waiting at a time; inside the retry itself, its delay is over: the next one is due
        java.time.Duration delay = retryDelay;
        if (delay != null && (retry == null || retry.getDelay(TimeUnit.NANOSECONDS) <= 0)) {
            try {
                retry = thread.schedule(this::drain, delay.toNanos(), TimeUnit.NANOSECONDS);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                // closing: nothing more to try
            }
        }
    }

    /** Tries what is pending now once more (the warning's retry, and tests). */
    public void retryNow() {
        submit(this::drain);
    }

    /** Writes what is pending and stops; waits a few seconds at most (a hung disk must not hang the exit). */
    @Override
    public void close() {
        if (thread.isShutdown()) {
            return;
        }
        submit(this::drain);
        thread.shutdown();
        try {
            if (!thread.awaitTermination(5, TimeUnit.SECONDS)) {
                LOG.warn("autosave still busy at exit; the last change may be lost");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (!pending.isEmpty()) {
                LOG.warn("{} file(s) of the data folder could not be written before the exit: {}",
                        pending.size(), pending.keySet());
            }
        }
    }
}
