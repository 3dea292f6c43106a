package dev.tabula.app.files;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.I18n;
import dev.tabula.core.save.MatchCodec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The matches in progress of the running app ({@link InProgress}): every match on screen is
 * written to its slot after every change by the {@link Autosaver} on its own thread; leaving a
 * match (New, Open, back to the games) never discards it. Also what the picker offers after a
 * crash (the match that was on screen), and why the autosave fails while it keeps failing.
 */
public final class MatchesInProgress {
    private static final Logger LOG = LoggerFactory.getLogger(MatchesInProgress.class);

    /** Why the autosave fails: the folder it writes to, and the problem. */
    public record AutosaveProblem(Path folder, IOException problem) {
    }

    private final FilesContext context;
    private final Autosaver autosaver;
    private final InProgress inProgress;
    private final MatchCodec codec;
    /** After a crash, the id of the match that was on screen ("" when unknown), until handled or dismissed. */
    private String recovered;

    /** Why the last autosave failed, while it keeps failing; null when the autosave works. */
    private AutosaveProblem autosaveProblem;

    public MatchesInProgress(FilesContext context, Autosaver autosaver, InProgress inProgress, MatchCodec codec, String recovered) {
        this.context = context;
        this.autosaver = autosaver;
        this.inProgress = inProgress;
        this.codec = codec;
        this.recovered = recovered;
    }

    /** At start-up: says what a crash left, and shows the autosave's failures on the match screen. */
    public void start() {
        if (recovered != null) {
            LOG.warn("the last run did not end cleanly; on its screen: {}", recovered.isEmpty() ? "not known"
                    : recovered.equals(DataFolder.ON_PICKER) ? "the games" : "the match " + recovered);
        }
        autosaver.setListener(new Autosaver.Listener() {
            @Override
            public void failed(Path file, IOException problem) {
                autosaveProblem = new AutosaveProblem(file.toAbsolutePath().getParent(), problem);
                context.onShownMatch(screen -> screen.showAutosaveProblem(autosaveProblem));
            }

            @Override
            public void recovered() {
                autosaveProblem = null;
                context.onShownMatch(ShownMatch::clearAutosaveProblem);
                context.reloadInProgress(); // the marks of the matches not saved go
            }
        });
    }

    public AutosaveProblem autosaveProblem() {
        return autosaveProblem;
    }

    /** The id of the crashed run's match while its notice stands ("" when unknown), else null. */
    public String recovered() {
        return recovered;
    }

    /** Whether a crashed run's {@code recovered} names the match it had on screen (not unknown, not the picker). */
    public static boolean namesAMatch(String recovered) {
        return !recovered.isEmpty() && !recovered.equals(DataFolder.ON_PICKER);
    }

    /** The crash notice was handled or dismissed: it does not come back. */
    public void dismissRecovery() {
        recovered = null;
    }

    /** A new slot for a match that comes on screen. */
    public InProgress.Slot newSlot() {
        return inProgress.newSlot();
    }

    /** Writes the match on {@code screen} to its slot (on the autosave thread; the content is taken now). */
    public void autosave(ShownMatch screen) {
        autosaver.write(screen.slot().matchFile(), codec.write(screen.match()));
    }

    /**
     * Reads the matches in progress after every pending autosave was tried, each in its newest
     * state (what still waits to be written, else the disk), and hands them to {@code shown} on
     * this thread.
     */
    public void load(java.util.function.Consumer<List<InProgress.Entry>> shown) {
        autosaver.afterPending(this::newest).whenComplete((entries, error) -> Platform.runLater(() -> {
            if (error != null) {
                LOG.error("cannot list the matches in progress", error);
                shown.accept(List.of());
            } else {
                shown.accept(entries);
            }
        }));
    }


    /**
     * The match on screen, saved again now (after an unexpected error). Completes on the JavaFX
     * thread once the autosave has tried: whether it is saved, or null when no match is on screen.
     */
    public CompletableFuture<Boolean> keepMatch() {
        ShownMatch screen = context.shownMatch().orElse(null);
        if (screen == null) {
            return CompletableFuture.completedFuture(null);
        }
        autosave(screen);
        CompletableFuture<Boolean> kept = new CompletableFuture<>();
        autosaver.afterPending(() -> !autosaver.isFailing()).whenComplete((saved, error) ->
                Platform.runLater(() -> kept.complete(error == null && saved)));
        return kept;
    }

    /**
     * The match in progress that came from {@code file} or was saved to it (the same file, links
     * and other names of it followed), in its newest state; on the autosave thread.
     */
    CompletableFuture<java.util.Optional<InProgress.Entry>> fromFile(Path file) {
        return autosaver.afterPending(() -> newest().stream()
                .filter(entry -> !entry.broken() && entry.sourceFile() != null && sameFile(entry.sourceFile(), file))
                .findFirst());
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return java.nio.file.Files.isSameFile(a, b);
        } catch (IOException | RuntimeException e) {
            return false; // one of them is gone: not the same file now
        }
    }

    /** Every match in progress in its newest state; called on the autosave thread, after a try of what waits. */
    private List<InProgress.Entry> newest() {
        return inProgress.list(autosaver.pendingNow());
    }

    /**
     * Continues {@code entry}'s match, which the list read in its newest state: nothing has been
     * written to its slot since (it was on no screen), so this writes nothing older over it.
     */
    public void continueMatch(InProgress.Entry entry) {
        if (entry.broken()) {
            return;
        }
        if (recovered != null && (recovered.equals(entry.slot().id()) || !namesAMatch(recovered))) {
            recovered = null; // its notice is done with: the player went back to a match
        }
        context.showMatch(entry.match(), entry.sourceFile(), entry.slot());
    }

    /** A match file was read (and is no match in progress yet): a new match in progress that keeps the file's name. */
    void openedFrom(Path file, dev.tabula.core.Match match) {
        InProgress.Slot slot = newSlot();
        autosaver.write(slot.noteFile(), InProgress.note(file));
        context.showMatch(match, file, slot);
        trim();
    }

    /**
     * Whether the window may close now: yes, unless the autosave fails and matches in progress
     * hold moves that are on no disk, which closing would lose; then the player is asked, and
     * keeping Tabula open is the default (the picker's tiles offer Save as… for each).
     */
    public boolean mayClose() {
        long unsaved = autosaver.pendingNow().entrySet().stream()
                .filter(change -> change.getKey().getFileName().toString().endsWith(SystemFilePicker.EXTENSION)
                        && change.getValue().content().isPresent())
                .count();
        if (autosaveProblem == null || unsaved == 0) {
            return true;
        }
        I18n i18n = context.i18n();
        java.util.OptionalInt chosen = Dialogs.choose(context.stage(), i18n.text("close.unsaved.title"),
                i18n.text("close.unsaved.header", unsaved),
                i18n.text("close.unsaved.text", String.valueOf(autosaveProblem.folder()),
                        FileProblems.describe(i18n, autosaveProblem.problem())),
                "close-unsaved", i18n.text("close.unsaved.keepOpen"), i18n.text("close.unsaved.close"));
        return chosen.isPresent() && chosen.getAsInt() == 1;
    }

    /** Removes a match in progress for good (after the picker asked). */
    public void remove(InProgress.Slot slot) {
        LOG.info("removing the match in progress {}", slot.id());
        autosaver.delete(slot.matchFile());
        autosaver.delete(slot.noteFile());
        if (recovered != null && recovered.equals(slot.id())) {
            recovered = null;
        }
    }

    /** Leaving a match: it stays in progress, unless it is over and was seen. */
    public void leave(ShownMatch screen) {
        if (screen.match().isOver()) {
            remove(screen.slot());
        } else {
            autosave(screen);
        }
    }

    /** Keeps the list of matches in progress at {@link InProgress#CAP}: the least recently played go. */
    public void trim() {
        autosaver.afterPending(() -> InProgress.beyondCap(newest()))
                .thenAccept(beyond -> beyond.forEach(this::remove));
    }
}
