package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRelay;
import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.files.MatchesInProgress;
import dev.tabula.app.lesson.LessonScreen;
import dev.tabula.app.match.MatchScreen;
import dev.tabula.app.network.GuestScreen;
import dev.tabula.app.picker.PickerScreen;
import dev.tabula.core.Match;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Parent;

/**
 * The window's screen of the moment (the start screen, a match, a lesson or a friend's match) and
 * the moves between them. A screen that leaves is disposed of; a match leaves it for the matches
 * in progress, never lost; the running marker names the match on screen, or the start screen.
 */
final class Screens {
    private final Shell shell;
    private PickerScreen picker;
    private MatchScreen matchScreen;
    /** A friend's match hosted elsewhere, on screen, or null. */
    private GuestScreen guestScreen;
    private LessonScreen lessonScreen;
    /** The game of {@link #lessonScreen} (a language switch opens it again). */
    private GameEntry lessonEntry;

    Screens(Shell shell) {
        this.shell = shell;
    }

    void showPicker() {
        closeMatch();
        closeLesson();
        picker = new PickerScreen(shell.pickerSide);
        show(picker.build());
        picker.drawPreviews(!shell.stage().isShowing());
        PickerScreen shown = picker;
        shown.reloadInProgress();
        Platform.runLater(shown::focusFirstGame); // once the window shows the scene
        shell.stage().setTitle(shell.i18n().text("app.title"));
        markRunning(null);
    }

    /**
     * Shows {@code match} in {@code slot}, its moves going through {@code relay} (a network host),
     * or null on this computer only; the match that was on screen stays in progress. The slot is
     * written at once, so the new match is in the list from its first moment.
     */
    void showMatch(Match match, Path file, InProgress.Slot slot, MatchRelay relay) {
        leaveGuest();
        MatchesInProgress matches = shell.matches();
        GameEntry entry = shell.registry().find(match.game().info().id()).orElseThrow();
        MatchScreen previous = matchScreen;
        if (previous != null) {
            if (previous.slot() != slot) {
                matches.leave(previous);
            }
            previous.dispose();
            matchScreen = null;
        }
        picker = null;
        closeLesson();
        matchScreen = new MatchScreen(shell.matchSide, entry, match, file, slot, relay);
        show(matchScreen.build());
        matchScreen.focusBoard();
        matches.autosave(matchScreen);
        markRunning(slot.id());
        if (matches.autosaveProblem() != null) {
            matchScreen.showAutosaveProblem(matches.autosaveProblem());
        }
        matchScreen.start();
    }

    /** Opens the lesson of {@code entry}'s game where the player left it (the card's "Learn"). */
    void learn(GameEntry entry) {
        shell.lessons.open(entry).ifPresent(screen -> {
            closeMatch();
            closeLesson();
            picker = null;
            lessonScreen = screen;
            lessonEntry = entry;
            show(screen.build());
        });
    }

    /** Shows a friend's match screen; it is told {@link GuestScreen#leave} when another screen comes. */
    void showGuest(GuestScreen screen, Parent root) {
        closeMatch();
        picker = null;
        guestScreen = screen;
        show(root);
        shell.stage().setTitle(shell.i18n().text("app.title"));
    }

    /**
     * Builds what is on screen again (in a new language): the match screen around the same
     * {@link Match} (nothing of it lives in the screen) and, when hosted, its friends' connections; a friend's
     * match at the seat; the lesson at its step; else the start screen.
     */
    void showAgain() {
        if (matchScreen != null) {
            // a hosted match goes on with its friends connected: only the words change
            MatchRelay relay = matchScreen.handOverRelay();
            if (relay != null) {
                relay.languageChanged();
            }
            showMatch(matchScreen.match(), matchScreen.file(), matchScreen.slot(), relay);
        } else if (guestScreen != null) {
            guestScreen.inNewLanguage(); // built again, back at the seat at once
        } else if (lessonScreen != null) {
            learn(lessonEntry); // at the step it was at: every step reached is kept
        } else {
            showPicker();
        }
    }

    /** The app ends: the match on screen stays in progress. */
    void stop() {
        dropMatch();
    }

    private void show(Parent root) {
        shell.stage().getScene().setRoot(root);
    }

    private void markRunning(String slotId) {
        shell.autosaver().write(shell.data.runningMarker(), DataFolder.marker(slotId));
    }

    private void closeMatch() {
        leaveGuest();
        dropMatch();
    }

    private void dropMatch() {
        if (matchScreen != null) {
            shell.matches().leave(matchScreen);
            matchScreen.dispose();
            matchScreen = null;
        }
    }

    private void closeLesson() {
        if (lessonScreen != null) {
            lessonScreen.dispose();
            lessonScreen = null;
        }
    }

    private void leaveGuest() {
        if (guestScreen != null) {
            guestScreen.leave();
            guestScreen = null;
        }
    }

    // ---------------------------------------------------------------- what is on screen

    /** Stops a computer's thinking at once while a dialog is open over the match. */
    MatchScreen suspendMatch() {
        if (matchScreen != null) {
            matchScreen.suspend();
        }
        return matchScreen;
    }

    /** After the dialog: the match goes on if it is still the one on screen. */
    void resumeMatch(MatchScreen before) {
        if (before != null && before == matchScreen) {
            before.resume();
        }
    }

    /** Asks {@code question} with the match on screen paused. */
    <T> T withMatchPaused(Supplier<T> question) {
        MatchScreen before = suspendMatch();
        T answer = question.get();
        resumeMatch(before);
        return answer;
    }

    /** Runs {@code action} on the start screen, if it is the one on screen. */
    void onPicker(Consumer<PickerScreen> action) {
        if (picker != null && matchScreen == null) {
            action.accept(picker);
        }
    }

    /** Whether {@code shown} is the start screen on screen now. */
    boolean shows(PickerScreen shown) {
        return picker == shown && matchScreen == null;
    }

    void onMatch(Consumer<MatchScreen> action) {
        if (matchScreen != null) {
            action.accept(matchScreen);
        }
    }

    /** The match on screen, or null. */
    MatchScreen matchScreen() {
        return matchScreen;
    }

    LessonScreen lessonScreen() {
        return lessonScreen;
    }

    GuestScreen guestScreen() {
        return guestScreen;
    }
}
