package dev.tabula.app.files;

import dev.tabula.app.common.WindowContext;
import dev.tabula.app.settings.Settings;
import dev.tabula.core.Match;
import dev.tabula.core.save.MatchCodec;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What the match files and the matches in progress need from the app: the codec, the file chooser,
 * the settings, the match on screen (as a {@link ShownMatch}) and a way to put a match on screen.
 */
public interface FilesContext extends WindowContext {
    MatchCodec codec();

    /** Opens the review of {@code match}, read from a file, in a window of its own. */
    void review(Match match);

    /** The chooser of the moment (the system's follows the language). */
    FilePicker files();

    Autosaver autosaver();

    Settings settings();

    void saveSettings();

    MatchesInProgress matches();

    /** The match on screen, if one is. */
    Optional<ShownMatch> shownMatch();

    /** Runs {@code action} on the match on screen, if there is one. */
    void onShownMatch(Consumer<ShownMatch> action);

    /** The start screen, if it is on screen, lists the matches in progress again. */
    void reloadInProgress();

    /** Asks {@code question} with the match on screen paused (a computer stops thinking meanwhile). */
    <T> T withMatchPaused(Supplier<T> question);

    /** Shows {@code match} from {@code file} in {@code slot} (see the root's showMatch). */
    void showMatch(Match match, Path file, InProgress.Slot slot);
}
