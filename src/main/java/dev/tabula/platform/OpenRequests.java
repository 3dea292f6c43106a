package dev.tabula.platform;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Optional;
import java.util.Queue;
import java.util.function.Consumer;

/**
 * What the player asked the running app to open, from outside it: the match file Tabula was started
 * with, and those handed over by later starts ({@link SingleInstance}). A request without a file means
 * "come to the front". Requests that arrive before the app listens wait for it.
 */
public final class OpenRequests {
    private static final OpenRequests THIS_PROCESS = new OpenRequests();

    private final Queue<Optional<Path>> waiting = new ArrayDeque<>();
    private Consumer<Optional<Path>> handler;

    /** The requests of this process (the launcher fills them, the app takes them). */
    public static OpenRequests forThisProcess() {
        return THIS_PROCESS;
    }

    /** Passes the request on, on the calling thread, or keeps it until someone listens. */
    public void offer(Optional<Path> file) {
        Consumer<Optional<Path>> target;
        synchronized (this) {
            if (handler == null) {
                waiting.add(file);
                return;
            }
            target = handler;
        }
        target.accept(file);
    }

    /** From now on requests go to {@code handler}; those that waited go to it at once, in order. */
    public void deliverTo(Consumer<Optional<Path>> handler) {
        Queue<Optional<Path>> backlog;
        synchronized (this) {
            this.handler = handler;
            backlog = new ArrayDeque<>(waiting);
            waiting.clear();
        }
        backlog.forEach(handler);
    }
}
