package dev.tabula.app.files;

import dev.tabula.app.common.GameEntry;
import dev.tabula.core.Match;
import java.nio.file.Path;

/**
 * The match on screen as the files see it: what to write, where it lives in progress and on disk,
 * and what to tell it. The match screen implements it, so the files never name a screen.
 */
public interface ShownMatch {
    Match match();

    GameEntry entry();

    /** Its slot among the matches in progress. */
    InProgress.Slot slot();

    /** The file it was opened from or saved to, or null. */
    Path file();

    /** It is now saved to {@code file}. */
    void savedTo(Path file);

    /** The autosave cannot write (the folder and the problem), shown on the screen. */
    void showAutosaveProblem(MatchesInProgress.AutosaveProblem problem);

    /** The autosave writes again. */
    void clearAutosaveProblem();
}
