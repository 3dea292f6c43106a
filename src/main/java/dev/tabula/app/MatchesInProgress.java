package dev.tabula.app;

import dev.tabula.core.save.MatchCodec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The matches in progress of the running app ({@link InProgress}): every match on screen is
 * written to its slot after every change by the {@link Autosaver} on its own thread; leaving a
 * match (New, Open, back to the games) never discards it. Also what the picker offers after a
 * crash (the match that was on screen), and why the autosave fails while it keeps failing.
 */
final class MatchesInProgress {
    private static final Logger LOG = LoggerFactory.getLogger(MatchesInProgress.class);

    /** Why the autosave fails: the folder it writes to, and the problem. */
    record AutosaveProblem(Path folder, IOException problem) {
    }

    private final Shell shell;
    private final Autosaver autosaver;
    private final InProgress inProgress;
    private final MatchCodec codec;
    /** After a crash, the id of the match that was on screen ("" when unknown), until handled or dismissed. */
    private String recovered;

    /** Why the last autosave failed, while it keeps failing; null when the autosave works. */
    private AutosaveProblem autosaveProblem;

    MatchesInProgress(Shell shell, Autosaver autosaver, InProgress inProgress, MatchCodec codec, String recovered) {
        this.shell = shell;
        this.autosaver = autosaver;
        this.inProgress = inProgress;
        this.codec = codec;
        this.recovered = recovered;
    }

    /** At start-up: says what a crash left, and shows the autosave's failures on the match screen. */
    void start() {
        if (recovered != null) {
            LOG.warn("the last run did not end cleanly; offering the match that was on screen ({})",
                    recovered.isEmpty() ? "unknown" : recovered);
        }
        autosaver.setListener(new Autosaver.Listener() {
            @Override
            public void failed(Path file, IOException problem) {
                autosaveProblem = new AutosaveProblem(file.toAbsolutePath().getParent(), problem);
                shell.onMatch(screen -> screen.showAutosaveProblem(autosaveProblem));
            }

            @Override
            public void recovered() {
                autosaveProblem = null;
                shell.onMatch(MatchScreen::clearAutosaveProblem);
            }
        });
    }

    AutosaveProblem autosaveProblem() {
        return autosaveProblem;
    }

    /** The id of the crashed run's match while its notice stands ("" when unknown), else null. */
    String recovered() {
        return recovered;
    }

    /** The crash notice was handled or dismissed: it does not come back. */
    void dismissRecovery() {
        recovered = null;
    }

    /** A new slot for a match that comes on screen. */
    InProgress.Slot newSlot() {
        return inProgress.newSlot();
    }

    /** Writes the match on {@code screen} to its slot (on the autosave thread; the content is taken now). */
    void autosave(MatchScreen screen) {
        autosaver.write(screen.slot().matchFile(), codec.write(screen.match()));
    }

    /** Reads the matches in progress after every pending autosave, and hands them to {@code shown} on this thread. */
    void load(java.util.function.Consumer<List<InProgress.Entry>> shown) {
        autosaver.afterPending(inProgress::list).whenComplete((entries, error) -> Platform.runLater(() -> {
            if (error != null) {
                LOG.error("cannot list the matches in progress", error);
                shown.accept(List.of());
            } else {
                shown.accept(entries);
            }
        }));
    }

    void continueMatch(InProgress.Entry entry) {
        if (entry.broken()) {
            return;
        }
        if (recovered != null && (recovered.isEmpty() || recovered.equals(entry.slot().id()))) {
            recovered = null;
        }
        shell.showMatch(entry.match(), entry.sourceFile(), entry.slot());
    }

    /** Removes a match in progress for good (after the picker asked). */
    void remove(InProgress.Slot slot) {
        LOG.info("removing the match in progress {}", slot.id());
        autosaver.delete(slot.matchFile());
        autosaver.delete(slot.noteFile());
        if (recovered != null && recovered.equals(slot.id())) {
            recovered = null;
        }
    }

    /** Leaving a match: it stays in progress, unless it is over and was seen. */
    void leave(MatchScreen screen) {
        if (screen.match().isOver()) {
            remove(screen.slot());
        } else {
            autosave(screen);
        }
    }

    /** Keeps the list of matches in progress at {@link InProgress#CAP}: the least recently played go. */
    void trim() {
        autosaver.afterPending(() -> InProgress.beyondCap(inProgress.list()))
                .thenAccept(beyond -> beyond.forEach(this::remove));
    }
}
