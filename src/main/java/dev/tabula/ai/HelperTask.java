package dev.tabula.ai;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * One helper search of a move, handed to the player's executor: run by the first thread to claim
 * it, the executor's or, to drop it, the caller's. A helper that no thread has started by the time
 * the caller's own search ends is dropped, its time being up, so a busy or a stepped executor costs
 * strength and never a deadlock ({@link RootParallelSearch}, {@link LazySmp}).
 */
final class HelperTask<T> implements Runnable {
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CompletableFuture<T> result = new CompletableFuture<>();
    private final Supplier<T> search;

    HelperTask(Supplier<T> search) {
        this.search = search;
    }

    @Override
    public void run() {
        if (!claimed.compareAndSet(false, true)) {
            return; // dropped: the calling thread's search has already ended
        }
        try {
            result.complete(search.get());
        } catch (RuntimeException | Error e) {
            result.completeExceptionally(e);
        }
    }

    /** The helper's result (waiting for it to end), or empty when no thread had started it: none will now. */
    Optional<T> collect() {
        return claimed.compareAndSet(false, true) ? Optional.empty() : Optional.of(result.join());
    }
}
