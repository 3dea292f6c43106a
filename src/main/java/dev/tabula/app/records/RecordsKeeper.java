package dev.tabula.app.records;


import dev.tabula.app.common.WindowContext;
import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.DataWrites;
import dev.tabula.app.common.Dialogs;
import dev.tabula.app.files.FileProblems;
import dev.tabula.app.common.I18n;
import dev.tabula.core.Match;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The shell's side of the records: counts each ended match, writes the records on a thread of
 * their own, opens the Records window, and says when a write failed (in the window, and once in a
 * notice until a write succeeds again: a failure is never only logged).
 */
public final class RecordsKeeper {
    private static final Logger LOG = LoggerFactory.getLogger(RecordsKeeper.class);
    /** How long the end of the app waits for the last write of the records. */
    private static final int CLOSE_SECONDS = 5;

    private final WindowContext context;
    private final RecordsStore store;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "tabula-records");
        thread.setDaemon(true);
        return thread;
    });
    private RecordsWindow window;
    /** The last write's failure, until a write succeeds: the window says it whenever it opens. */
    private IOException failure;

    public RecordsKeeper(WindowContext context, DataFolder data, RecordsStore.Loaded loaded, DataWrites writes) {
        this.context = context;
        this.store = new RecordsStore(data.recordsFile(), loaded, writes::write, writer, Platform::runLater);
        store.setListener(this::failed, this::written);
    }

    public RecordsStore store() {
        return store;
    }

    /** The match on screen has just ended (its last move, or a resignation): it counts once. */
    public void matchEnded(Match match) {
        store.matchEnded(match);
    }

    public void show() {
        if (window == null) {
            window = new RecordsWindow(context, store);
            window.showWriteProblem(failure);
        }
        window.show();
    }

    /** The language changed: the window is built again in the new one when next opened. */
    public void languageChanged() {
        if (window != null) {
            window.close();
            window = null;
        }
    }

    /** Completes once the writes asked for so far are done (the app waits on it to be idle). */
    public CompletableFuture<Void> afterPending() {
        return CompletableFuture.runAsync(() -> { }, writer);
    }

    /** Writes what is pending before the app ends. */
    public void close() {
        writer.shutdown();
        try {
            if (!writer.awaitTermination(CLOSE_SECONDS, TimeUnit.SECONDS)) {
                LOG.error("the records were not written within {} s", CLOSE_SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void failed(IOException problem) {
        boolean first = failure == null;
        failure = problem;
        if (window != null) {
            window.showWriteProblem(problem);
        }
        if (first) {
            I18n i18n = context.i18n();
            Dialogs.information(context.stage(), i18n.text("records.title"), i18n.text("records.writeFailed",
                    String.valueOf(store.file().getParent()), FileProblems.describe(i18n, problem)),
                    i18n.text("action.ok"));
        }
    }

    private void written() {
        failure = null;
        if (window != null) {
            window.showWriteProblem(null);
        }
    }
}
