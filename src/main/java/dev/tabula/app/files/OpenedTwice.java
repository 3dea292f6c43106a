package dev.tabula.app.files;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.I18n;
import dev.tabula.core.Match;
import java.nio.file.Path;
import java.util.OptionalInt;

/**
 * One match in progress per file: opening a file that is already a match in progress (the same
 * file, by its real path) goes to that match instead of making a second one. If the file holds
 * something else than the match (it was played on since it was saved, or the file was changed),
 * the player is asked which to keep; the default keeps the match in progress, which changes
 * nothing, and keeping the file replaces the match in progress with it.
 */
final class OpenedTwice {
    private OpenedTwice() {
    }

    /** {@code fromFile} was read from {@code file}, which {@code inProgress} (read in its newest state) came from. */
    static void open(FilesContext context, Path file, Match fromFile, InProgress.Entry inProgress) {
        ShownMatch screen = context.shownMatch().orElse(null);
        boolean onScreen = screen != null && screen.slot().equals(inProgress.slot());
        Match progress = onScreen ? screen.match() : inProgress.match();
        boolean keepFile = false;
        if (!context.codec().write(progress).equals(context.codec().write(fromFile))) {
            OptionalInt chosen = context.withMatchPaused(() -> ask(context, file, progress, fromFile));
            if (chosen.isEmpty() || chosen.getAsInt() == 2) {
                return; // cancelled: everything stays as it was
            }
            keepFile = chosen.getAsInt() == 1;
        }
        if (keepFile) {
            context.showMatch(fromFile, file, inProgress.slot());
        } else if (!onScreen) {
            context.matches().continueMatch(inProgress);
        }
    }

    private static OptionalInt ask(FilesContext context, Path file, Match progress, Match fromFile) {
        I18n i18n = context.i18n();
        return Dialogs.choose(context.stage(), i18n.text("sameFile.title"),
                i18n.text("sameFile.header", String.valueOf(file.getFileName())),
                i18n.text("sameFile.text", progress.cursor(), fromFile.cursor()), "same-file",
                i18n.text("sameFile.keepProgress"), i18n.text("sameFile.keepFile"), i18n.text("action.cancel"));
    }
}
