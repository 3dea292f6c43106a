package dev.tabula.app;

import dev.tabula.app.computer.ComputerExecutor;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A {@link ComputerExecutor} that a test steps by hand: searches and pauses wait in queues until
 * {@link #step} runs them (searches on the test's thread, pauses on the FX thread), so a UI test
 * waits for the computer's move as an event and asserts "the computer did not move" by running
 * everything that was asked, never by sleeping. The players' helpers wait in a queue of their own
 * and run at the step too, before the searches (a root-parallel helper no step has run by the end
 * of its search is dropped: a search here is one search).
 */
final class SteppedComputers implements ComputerExecutor {
    /** More steps than any test's match needs: a loop that never settles fails instead of hanging. */
    private static final int MAX_STEPS = 5_000;

    private final Queue<Runnable> helpers = new ConcurrentLinkedQueue<>();
    private final Queue<Runnable> searches = new ConcurrentLinkedQueue<>();
    private final Queue<Pending> timers = new ConcurrentLinkedQueue<>();

    @Override
    public void think(Runnable search) {
        searches.add(search);
    }

    @Override
    public Executor background() {
        return helpers::add;
    }

    @Override
    public Timer after(int millis, Runnable action) {
        Pending pending = new Pending(action);
        timers.add(pending);
        return pending;
    }

    /**
     * Runs what was asked so far: every helper and search, then the answers they posted to the FX
     * thread, then every pause that was not cancelled. What these ask in turn waits for the next step.
     *
     * @return how many helpers, searches and pauses ran
     */
    int step() {
        List<Runnable> now = drain(helpers);
        now.addAll(drain(searches));
        now.forEach(Runnable::run);
        if (!now.isEmpty()) {
            onFx(() -> 0); // after the answers the searches posted: the FX thread runs in order
        }
        List<Pending> due = drain(timers);
        int fired = due.isEmpty() ? 0 : onFx(() -> (int) due.stream().filter(Pending::fire).count());
        return now.size() + fired;
    }

    /** Steps until nothing is asked any more: the person is to move, the match is over or paused. */
    void runUntilIdle() {
        onFx(() -> 0); // what the FX thread has still to do may ask a computer
        for (int steps = 0; steps < MAX_STEPS; steps++) {
            if (step() == 0) {
                return;
            }
        }
        throw new AssertionError("the computers were still asked after " + MAX_STEPS + " steps");
    }

    /** Whether a helper, a search or a pause that was not cancelled is waiting for {@link #step}. */
    boolean isIdle() {
        return helpers.isEmpty() && searches.isEmpty() && timers.stream().allMatch(pending -> pending.cancelled);
    }

    private static <T> List<T> drain(Queue<T> queue) {
        List<T> out = new ArrayList<>();
        for (T item = queue.poll(); item != null; item = queue.poll()) {
            out.add(item);
        }
        return out;
    }

    private static final class Pending implements Timer {
        private final Runnable action;
        private volatile boolean cancelled;

        Pending(Runnable action) {
            this.action = action;
        }

        /** Runs the action unless cancelled; whether it ran. */
        boolean fire() {
            if (cancelled) {
                return false;
            }
            cancelled = true;
            action.run();
            return true;
        }

        @Override
        public void cancel() {
            cancelled = true;
        }
    }

    /** Runs {@code action} on the FX thread after everything posted to it before, and waits for it. */
    private static int onFx(java.util.concurrent.Callable<Integer> action) {
        try {
            return WaitForAsyncUtils.asyncFx(action).get();
        } catch (InterruptedException | ExecutionException e) {
            throw new AssertionError("the FX thread failed a computer's step", e);
        }
    }
}
