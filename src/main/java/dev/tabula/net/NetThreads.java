package dev.tabula.net;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads the network layer owns for calls that block on the network: starting and stopping
 * JmDNS and the host's server. They are not for the match's logic, which runs on the
 * {@link Environment}'s executor; and not the common pool, whose few threads are meant for
 * computation and would stall everything else that waits on it.
 */
final class NetThreads {
    private static final AtomicInteger COUNT = new AtomicInteger();

    /** Daemon threads made as they are needed and gone after a minute idle: a network never keeps the app from ending. */
    static final ExecutorService BLOCKING = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "tabula-net-" + COUNT.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });

    private NetThreads() {
    }
}
