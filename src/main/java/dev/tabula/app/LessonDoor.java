package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.lesson.LessonHost;
import dev.tabula.app.lesson.LessonScreen;
import dev.tabula.app.match.MatchScreen;
import dev.tabula.core.Seat;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonProgress;
import dev.tabula.learn.Lessons;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;

/**
 * The shell's side of the lessons ({@link LessonHost}): the words in the interface language, the
 * player's board settings, the progress file in the data folder (read once, bounded; written by
 * the autosaver, atomically and off the JavaFX thread) and the short game at a lesson's end.
 */
final class LessonDoor implements LessonHost {
    private final Shell shell;
    private LessonProgress progress;

    LessonDoor(Shell shell) {
        this.shell = shell;
    }

    /** The "Learn" link of a game's card on the start screen, if the game has a lesson. */
    Optional<Hyperlink> learnLink(GameEntry entry) {
        return Lessons.of(entry.id()).map(lesson -> {
            ResourceBundle words = shell.i18n().bundle(LessonScreen.BUNDLE);
            Hyperlink learn = new Hyperlink(I18n.format(words, "lesson.learn"));
            learn.setId("learn-" + entry.id());
            learn.setTooltip(new Tooltip(I18n.format(words, "lesson.learn.tip")));
            learn.setMinWidth(Region.USE_PREF_SIZE);
            learn.setOnAction(event -> shell.screens.learn(entry));
            return learn;
        });
    }

    /** The lesson of {@code entry}'s game, where it was left. */
    Optional<LessonScreen> open(GameEntry entry) {
        return Lessons.of(entry.id()).map(lesson -> new LessonScreen(this, lesson, entry.game(), entry.ui()));
    }

    private Path file() {
        return shell.data.root().resolve(LessonProgress.FILE_NAME);
    }

    @Override
    public ResourceBundle bundle(String baseName) {
        return shell.i18n().bundle(baseName);
    }

    @Override
    public void leave() {
        shell.showPicker();
    }

    @Override
    public void playFinalGame(Lesson lesson, List<Seat> seats) {
        GameEntry entry = shell.registry().find(lesson.gameId()).orElseThrow();
        shell.startMatch(new MatchRequest(entry, seats, lesson.finalOptions(), MatchRequest.randomSeed()));
        shell.screens.onMatch(MatchScreen::hintEachTurn);
    }

    @Override
    public LessonProgress progress() {
        if (progress == null) {
            progress = LessonProgress.read(file());
        }
        return progress;
    }

    @Override
    public void saveProgress(LessonProgress changed) {
        progress = changed;
        shell.autosaver().write(file(), changed.write());
    }

    @Override
    public Executor background() {
        return shell.computers.background();
    }

    @Override
    public int animationMillis() {
        return shell.settings().animationMillis();
    }

    @Override
    public String preference(String gameId, String key, String defaultValue) {
        return shell.settings().viewPreference(gameId, key, defaultValue);
    }

    @Override
    public long nanoTime() {
        return shell.clock.getAsLong();
    }
}
