package dev.tabula.app.files;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.I18n;
import dev.tabula.core.save.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The player's match files: Open, Save and Save as, and the recent files. Files are read and
 * written on a thread of their own, so a slow disk never freezes the window; the result comes
 * back on the JavaFX thread, and a file that cannot be read changes nothing on screen.
 */
public final class MatchFiles {
    private static final Logger LOG = LoggerFactory.getLogger(MatchFiles.class);

    private final FilesContext context;
    /** Reads and writes the player's match files (never the JavaFX thread). */
    private final ExecutorService fileThread = Executors.newSingleThreadExecutor(runnable -> {
        Thread t = new Thread(runnable, "tabula-files");
        t.setDaemon(true);
        return t;
    });

    public MatchFiles(FilesContext context) {
        this.context = context;
    }

    /** Completes once every file task asked for so far is done (the app waits on it to be idle). */
    public CompletableFuture<Void> afterPending(CompletableFuture<?> before) {
        return before.thenRunAsync(() -> { }, fileThread);
    }

    public void shutdown() {
        fileThread.shutdown();
    }

    /** Asks for a file and opens it; a file that cannot be read leaves the screen as it was. */
    public void openFile() {
        Optional<Path> chosen = context.withMatchPaused(
                () -> context.files().chooseFileToOpen(context.stage(), context.i18n().text("file.open.title")));
        chosen.ifPresent(this::openMatchFile);
    }

    /** Asks for a file and opens its review beside the screen; the screen stays as it was. */
    public void reviewFile() {
        Optional<Path> chosen = context.withMatchPaused(() -> context.files().chooseFileToOpen(context.stage(),
                I18n.format(context.i18n().bundle("dev.tabula.app.review.messages"), "review.file.title")));
        chosen.ifPresent(file -> CompletableFuture.supplyAsync(() -> context.codec().load(file), fileThread)
                .whenComplete((match, error) -> Platform.runLater(() -> {
                    if (error != null) {
                        showOpenProblem(file, FileProblems.cause(error));
                    } else {
                        context.review(match);
                    }
                })));
    }

    /**
     * Opens a match file (Open…, a recent file, a file given at start-up or dropped on the window): it is read on the
     * file thread; when it loads, it becomes a new match in progress that keeps the file's name,
     * and the match that was on screen stays in progress, unless the file is a match in progress
     * already ({@link OpenedTwice}). A file that cannot be read gives a dialog and changes nothing
     * on screen.
     */
    public void openMatchFile(Path file) {
        CompletableFuture.supplyAsync(() -> context.codec().load(file), fileThread)
                .thenCompose(match -> context.matches().fromFile(file).thenApply(entry -> Map.entry(match, entry)))
                .whenComplete((opened, error) -> Platform.runLater(() -> {
                    if (error != null) {
                        showOpenProblem(file, FileProblems.cause(error));
                        return;
                    }
                    LOG.info("opened {} ({} moves)", file, opened.getKey().line().size());
                    rememberFile(file);
                    if (opened.getValue().isPresent()) {
                        OpenedTwice.open(context, file, opened.getKey(), opened.getValue().get());
                    } else {
                        context.matches().openedFrom(file, opened.getKey());
                    }
                }));
    }

    private void showOpenProblem(Path file, Throwable error) {
        if (error instanceof dev.tabula.core.TabulaException) {
            LOG.warn("cannot open {}: {}", file, error.getMessage());
        } else {
            LOG.error("unexpected failure opening {}", file, error);
        }
        I18n i18n = context.i18n();
        Dialogs.error(context.stage(), i18n.text("file.open.error.title"),
                i18n.text("file.open.error.header", String.valueOf(file.getFileName())),
                FileProblems.describe(i18n, error));
    }

    /** Saves the match on {@code screen} to its file, or asks for one. */
    public void save(ShownMatch screen) {
        if (screen.file() == null) {
            saveAs(screen);
        } else {
            saveTo(screen.match(), screen.slot(), screen.file(), () -> screen.savedTo(screen.file()));
        }
    }

    public void saveAs(ShownMatch screen) {
        chooseTarget(screen.entry().id()).ifPresent(target ->
                saveTo(screen.match(), screen.slot(), target, () -> screen.savedTo(target)));
    }

    /** Save as… for a match in progress that is not on screen (its autosave fails); {@code saved} runs after. */
    public void saveAs(InProgress.Entry entry, Runnable saved) {
        chooseTarget(entry.match().game().info().id()).ifPresent(target ->
                saveTo(entry.match(), entry.slot(), target, saved));
    }

    private Optional<Path> chooseTarget(String gameId) {
        return context.files().chooseFileToSave(context.stage(), context.i18n().text("file.save.title"),
                gameId + SystemFilePicker.EXTENSION);
    }

    /** Writes {@code match} (its content taken now) to {@code target} on the file thread; {@code saved} runs if it went well. */
    private void saveTo(dev.tabula.core.Match match, InProgress.Slot slot, Path target, Runnable saved) {
        writeMatchFile(target, context.codec().write(match)).whenComplete((ok, error) ->
                Platform.runLater(() -> {
                    if (error == null) {
                        rememberSavedFile(slot, target);
                        saved.run();
                        LOG.info("saved the match to {}", target);
                        return;
                    }
                    Throwable problem = FileProblems.cause(error);
                    if (problem instanceof java.io.UncheckedIOException io) {
                        problem = io.getCause();
                    }
                    LOG.warn("cannot save to {}", target, problem);
                    I18n i18n = context.i18n();
                    Dialogs.error(context.stage(), i18n.text("file.save.error.title"),
                            i18n.text("file.save.error.header", String.valueOf(target.getFileName())),
                            FileProblems.describe(i18n, problem));
                }));
    }

    /** When {@code file} was last saved, read on the file thread; never completes when it is not there. */
    public CompletableFuture<java.util.Date> lastSaved(Path file) {
        CompletableFuture<java.util.Date> saved = new CompletableFuture<>();
        try {
            fileThread.execute(() -> {
                try {
                    saved.complete(new java.util.Date(java.nio.file.Files.getLastModifiedTime(file).toMillis()));
                } catch (IOException | RuntimeException e) {
                    // moved or deleted since: the path alone
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            // the app is ending
        }
        return saved;
    }

    /** Writes {@code content} to the player's {@code file} on the file thread. */
    CompletableFuture<Void> writeMatchFile(Path file, String content) {
        return CompletableFuture.runAsync(() -> {
            try {
                AtomicFiles.writeString(file, content);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, fileThread);
    }

    /** After a save: the file is a recent file, and the match in progress remembers it. */
    private void rememberSavedFile(InProgress.Slot slot, Path file) {
        rememberFile(file);
        context.autosaver().write(slot.noteFile(), InProgress.note(file));
    }

    private void rememberFile(Path file) {
        context.settings().rememberFile(file.toAbsolutePath().toString());
        context.saveSettings();
    }
}
