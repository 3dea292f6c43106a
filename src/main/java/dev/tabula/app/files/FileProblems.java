package dev.tabula.app.files;

import dev.tabula.app.common.I18n;
import dev.tabula.core.TabulaException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Locale;
import java.util.concurrent.CompletionException;

/**
 * Turns what went wrong with a file into a sentence for the player, in their language: what the
 * problem is and, where there is one, what to do. The English text of the exception stays in
 * the log; a class name never reaches the screen.
 */
public final class FileProblems {
    private FileProblems() {
    }

    /** Unwraps what a background task's future wraps around the real problem. */
    static Throwable cause(Throwable error) {
        Throwable e = error;
        while (e instanceof CompletionException && e.getCause() != null) {
            e = e.getCause();
        }
        return e;
    }

    public static String describe(I18n i18n, Throwable error) {
        Throwable e = cause(error);
        if (e instanceof TabulaException tabula) {
            return sentence(tabula.message(i18n.locale()), i18n.locale());
        }
        if (e instanceof AccessDeniedException) {
            return i18n.text("problem.denied");
        }
        if (e instanceof NoSuchFileException) {
            return i18n.text("problem.missing");
        }
        if (e instanceof java.io.IOException io) {
            // a full disk comes as a plain IOException from the write, a read-only one as a
            // FileSystemException from creating the file: the system's words tell them apart
            String reason = io instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason()
                    : String.valueOf(io.getMessage());
            reason = reason.toLowerCase(Locale.ROOT);
            if (reason.contains("no space") || reason.contains("quota")) {
                return i18n.text("problem.full");
            }
            if (reason.contains("read-only")) {
                return i18n.text("problem.readOnly");
            }
            return i18n.text("problem.io");
        }
        return i18n.text("problem.unexpected");
    }

    /** A core message as a sentence: a capital first letter and a full stop. */
    static String sentence(String text, Locale locale) {
        if (text == null || text.isBlank()) {
            return "";
        }
        String trimmed = text.strip();
        String first = trimmed.substring(0, 1).toUpperCase(locale) + trimmed.substring(1);
        char last = first.charAt(first.length() - 1);
        return ".!?。！？".indexOf(last) >= 0 ? first : first + ".";
    }
}
