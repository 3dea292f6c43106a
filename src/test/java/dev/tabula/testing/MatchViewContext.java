package dev.tabula.testing;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.Sight;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/**
 * The shell in small, for testing a board view alone: a person's move is played on a match and
 * the new state shown at once. Tests set the public fields as a player's settings would.
 */
public class MatchViewContext<V extends BoardView> implements ViewContext {
    private final Match match;
    private final ResourceBundle messages;
    private V view;
    private final ReadOnlyIntegerWrapper plays = new ReadOnlyIntegerWrapper();
    public boolean highlight = true;
    public int animationMillis;
    public boolean canAct = true;
    /** The player's view preferences, by key, as the settings would hold them for this game. */
    public final Map<String, String> preferences = new HashMap<>();
    /** Whether a played move is shown with its animation even when {@link #animationMillis} is 0. */
    public boolean animateMoves;
    /** The view's clock (see {@link SteppingClock}: by default, a test's press never comes too early). */
    public final SteppingClock clock = new SteppingClock();
    /** Where the view's own work runs: at once, on the thread that asks (the FX thread), unless a test puts in another. */
    public Executor background = Runnable::run;
    /** The family the board is asked to draw its own words in (null: its own). */
    public String textFamily;

    public MatchViewContext(Match match, ResourceBundle messages) {
        this.match = match;
        this.messages = messages;
    }

    public void attach(V boardView) {
        this.view = boardView;
    }

    public V view() {
        return view;
    }

    public Match match() {
        return match;
    }

    /** What the shell would show the face of {@code state}: the views of this match's people. */
    public Sight sight(State state) {
        return Sight.of(state, match.seats());
    }

    /**
     * How many moves came through {@link #play}, counted once each is shown: what a test waits on
     * ({@code FxWait.until}) for a move the board plays by itself, after a pause or an animation.
     */
    public ReadOnlyIntegerProperty plays() {
        return plays.getReadOnlyProperty();
    }

    @Override
    public String preference(String key, String defaultValue) {
        return preferences.getOrDefault(key, defaultValue);
    }

    @Override
    public ResourceBundle messages() {
        return messages;
    }

    @Override
    public List<Seat> seats() {
        return match.seats();
    }

    @Override
    public boolean highlightMoves() {
        return highlight;
    }

    @Override
    public int animationMillis() {
        return animationMillis;
    }

    @Override
    public boolean canAct() {
        return canAct && !match.current().isTerminal();
    }

    @Override
    public long nanoTime() {
        return clock.getAsLong();
    }

    @Override
    public String textFamily() {
        return textFamily;
    }

    @Override
    public Executor background() {
        return background;
    }

    @Override
    public java.util.List<Move> movesToShown() {
        return match.played();
    }

    /** The person's roll, drawn as the shell draws it: from the match's own generator. */
    @Override
    public void roll() {
        play(match.current().sampleChance());
    }

    /** The sentences the view gave for refused clicks, in order. */
    public final java.util.List<String> refusals = new java.util.ArrayList<>();

    /** Whether the last refusal still stands: the view has not taken it back ({@link #refusalAnswered}). */
    public boolean refusalStands;
    /** The moments the view gave a sound for, in order. */
    public final java.util.List<dev.tabula.app.spi.Cue> cues = new java.util.ArrayList<>();
    /** How often the view said that its cover went up or down without a new position. */
    public int coverChanges;

    @Override
    public void refused(String why) {
        refusals.add(why);
        refusalStands = true;
    }

    @Override
    public void refusalAnswered() {
        refusalStands = false;
    }

    @Override
    public void coverChanged() {
        coverChanges++;
    }

    @Override
    public void cue(dev.tabula.app.spi.Cue cue) {
        cues.add(cue);
    }

    @Override
    public void play(Move move) {
        refusalStands = false; // the shell's status line says the new position
        match.play(move);
        view.show(sight(match.current()), move, animateMoves || animationMillis > 0);
        plays.set(plays.get() + 1);
    }
}
