package dev.tabula.app.match;

import dev.tabula.app.common.BoardContext;
import dev.tabula.app.settings.PlayerBoardSettings;
import dev.tabula.app.spi.Cue;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What a match screen's board view may ask of the context: the words and seats, the player's
 * settings for this game, whether a person may act, and the way to play. A person's move and roll
 * go to the screen ({@code play}), which refuses them while browsing or after the end.
 */
final class MatchBoardContext extends BoardContext {
    private final MatchContext context;
    private final MatchNavigator navigator;
    private final StatusLine statusLine;
    private final Supplier<State> live;
    private final Consumer<Move> play;
    /** What the screen does when the board covers or uncovers a hand (its Hint follows). */
    private Runnable onCoverChanged = () -> { };

    /** {@code live}: the match's position now (not the browsed one). */
    MatchBoardContext(MatchContext context, String gameId, ResourceBundle messages, List<Seat> seats,
                      MatchNavigator navigator, StatusLine statusLine, Supplier<State> live, Consumer<Move> play) {
        super(gameId, messages, seats,
                new PlayerBoardSettings(context::settings, () -> context.computers().background(),
                        () -> context.clock().getAsLong()));
        this.context = context;
        this.navigator = navigator;
        this.statusLine = statusLine;
        this.live = live;
        this.play = play;
    }

    /** {@code action} runs whenever the board says its cover went up or down ({@link #coverChanged}). */
    void onCoverChanged(Runnable action) {
        this.onCoverChanged = action;
    }

    @Override
    public boolean canAct() {
        return navigator.mayPersonAct();
    }

    @Override
    public void refused(String why) {
        statusLine.showRefusal(why);
    }

    /** Heard at the player's volume, unless muted; played off the FX thread ({@link dev.tabula.app.sound}). */
    @Override
    public void cue(Cue cue) {
        context.sounds().cue(cue);
    }

    @Override
    public void refusalAnswered() {
        statusLine.withdrawRefusal();
    }

    @Override
    public void coverChanged() {
        onCoverChanged.run();
    }

    @Override
    public List<Move> movesToShown() {
        return navigator.movesToShown();
    }

    @Override
    public void play(Move move) {
        play.accept(move);
    }

    /** The match's own dice: the face's position carries a generator that is not the match's. */
    @Override
    public void roll() {
        State now = live.get();
        if (now.isChance()) {
            play.accept(now.sampleChance()); // refused like any move while browsing
        }
    }
}
