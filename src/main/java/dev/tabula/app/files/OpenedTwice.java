package dev.tabula.app.files;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.I18n;
import dev.tabula.app.match.MatchScreen;
import dev.tabula.app.Shell;
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
    static void open(Shell shell, Path file, Match fromFile, InProgress.Entry inProgress) {
        MatchScreen screen = shell.matchScreen();
        boolean onScreen = screen != null && screen.slot().equals(inProgress.slot());
        Match progress = onScreen ? screen.match() : inProgress.match();
        boolean keepFile = false;
        if (!shell.codec().write(progress).equals(shell.codec().write(fromFile))) {
            MatchScreen before = shell.suspendMatch();
            OptionalInt chosen = ask(shell, file, progress, fromFile);
            shell.resumeMatch(before);
            if (chosen.isEmpty() || chosen.getAsInt() == 2) {
                return; // cancelled: everything stays as it was
            }
            keepFile = chosen.getAsInt() == 1;
        }
        if (keepFile) {
            shell.showMatch(fromFile, file, inProgress.slot());
        } else if (!onScreen) {
            shell.matches().continueMatch(inProgress);
        }
    }

    private static OptionalInt ask(Shell shell, Path file, Match progress, Match fromFile) {
        I18n i18n = shell.i18n();
        return Dialogs.choose(shell.stage(), i18n.text("sameFile.title"),
                i18n.text("sameFile.header", String.valueOf(file.getFileName())),
                i18n.text("sameFile.text", progress.cursor(), fromFile.cursor()), "same-file",
                i18n.text("sameFile.keepProgress"), i18n.text("sameFile.keepFile"), i18n.text("action.cancel"));
    }
}
