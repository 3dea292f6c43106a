package dev.tabula.testing;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Waits for something the screen does, as an event: a condition is checked on the FX thread at
 * once and again whenever one of the given observables changes (the condition reads them, so that
 * each change is seen), and the test goes on when it holds. No time bound: a wait that never ends is caught by the suite's default timeout
 * ({@code junit-platform.properties}), which is a safety net against a hang, not an assertion.
 */
public final class FxWait {
    private static final int LAYOUT_PASSES = 30;
    private FxWait() {
    }

    /** Returns once {@code condition} holds; it is checked now and after each change of {@code triggers}. */
    public static void until(Callable<Boolean> condition, Observable... triggers) {
        CompletableFuture<Void> holds = new CompletableFuture<>();
        InvalidationListener check = new InvalidationListener() {
            @Override
            public void invalidated(Observable changed) {
                try {
                    if (!holds.isDone() && condition.call()) {
                        holds.complete(null);
                    }
                } catch (Exception e) {
                    holds.completeExceptionally(e);
                }
                if (holds.isDone()) {
                    for (Observable trigger : triggers) {
                        trigger.removeListener(this);
                    }
                }
            }
        };
        Platform.runLater(() -> {
            for (Observable trigger : triggers) {
                trigger.addListener(check);
            }
            check.invalidated(null);
        });
        try {
            holds.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting", e);
        } catch (ExecutionException e) {
            throw new AssertionError("the condition failed", e.getCause());
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Returns once {@code condition} holds after a layout pass of {@code scene} (a list that scrolls
     * to a row does so on its next pass): checked now and after each pass, up to a number of passes,
     * not a time. Fails saying {@code what} if the condition never holds.
     */
    public static void untilLaidOut(Scene scene, Callable<Boolean> condition, String what) {
        for (int pass = 0; pass < LAYOUT_PASSES; pass++) {
            if (call(condition)) {
                return;
            }
            CompletableFuture<Void> laidOut = new CompletableFuture<>();
            Runnable listener = () -> laidOut.complete(null);
            Platform.runLater(() -> {
                scene.addPostLayoutPulseListener(listener);
                Platform.requestNextPulse();
            });
            try {
                laidOut.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for a layout pass", e);
            } catch (ExecutionException e) {
                throw new AssertionError(e.getCause());
            }
            Platform.runLater(() -> scene.removePostLayoutPulseListener(listener));
        }
        throw new AssertionError(what + ", not even after " + LAYOUT_PASSES + " layout passes");
    }

    /** Runs {@code query} on the FX thread and returns its answer, however long the thread is busy. */
    public static <T> T call(Callable<T> query) {
        try {
            return WaitForAsyncUtils.asyncFx(query).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for the FX thread", e);
        } catch (ExecutionException e) {
            throw new AssertionError("failed on the FX thread", e.getCause());
        }
    }
}
