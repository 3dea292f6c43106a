package dev.tabula.app.computer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.testing.FxWait;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

/**
 * The app's own executor, which the UI tests replace: searches run off the FX thread, in order,
 * and a pause runs its action on the FX thread, later, unless cancelled. Waits are on events only.
 */
@Tag("ui")
class ComputerThreadTest {

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void searchesRunOffTheFxThreadOneAfterTheOther() throws Exception {
        CompletableFuture<String> first = new CompletableFuture<>();
        CompletableFuture<String> second = new CompletableFuture<>();
        CountDownLatch firstMayEnd = new CountDownLatch(1);
        ComputerThread.INSTANCE.think(() -> {
            first.complete(Thread.currentThread().getName() + (Platform.isFxApplicationThread() ? " fx" : ""));
            awaitQuietly(firstMayEnd);
        });
        ComputerThread.INSTANCE.think(() -> second.complete("second"));
        assertThat(first.get()).isEqualTo("tabula-computer");
        assertThat(second).as("one search at a time").isNotDone();
        firstMayEnd.countDown();
        assertThat(second.get()).isEqualTo("second");
    }

    /** A search's helpers (root-parallel searches, Zodiac's solve) start at once, beside the busy computer thread. */
    @Test
    void helpersRunBesideTheSearchOnThreadsOfTheirOwn() throws Exception {
        CountDownLatch searchMayEnd = new CountDownLatch(1);
        CompletableFuture<String> helper = new CompletableFuture<>();
        ComputerThread.INSTANCE.think(() -> awaitQuietly(searchMayEnd));
        ComputerThread.INSTANCE.background().execute(() -> helper.complete(Thread.currentThread().getName()
                + (Thread.currentThread().isDaemon() ? " daemon" : "")));
        try {
            assertThat(helper.get()).as("while the search still holds the computer thread")
                    .isEqualTo("tabula-computer-helper daemon");
        } finally {
            searchMayEnd.countDown();
        }
    }

    @Test
    void aPauseRunsOnTheFxThreadAfterTheCallAndNotOnceCancelled() throws Exception {
        CompletableFuture<Boolean> ran = new CompletableFuture<>();
        boolean[] cancelledRan = new boolean[1];
        boolean[] ranInsideTheCall = new boolean[1];
        FxWait.call(() -> {
            ComputerExecutor.Timer cancelled = ComputerThread.INSTANCE.after(0, () -> cancelledRan[0] = true);
            cancelled.cancel();
            ComputerThread.INSTANCE.after(0, () -> ran.complete(Platform.isFxApplicationThread()));
            ranInsideTheCall[0] = ran.isDone();
            return null;
        });
        assertThat(ranInsideTheCall[0]).as("never inside the call, even with no pause").isFalse();
        assertThat(ran.get()).as("on the FX thread").isTrue();
        assertThat(FxWait.call(() -> cancelledRan[0])).as("a cancelled pause (started first) did not run").isFalse();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
