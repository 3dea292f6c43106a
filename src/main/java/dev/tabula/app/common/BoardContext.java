package dev.tabula.app.common;

import dev.tabula.app.fonts.CjkFontCheck;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;

/**
 * What every screen's board context answers alike: the game's words, the seats and the player's
 * {@link BoardSettings} for this game. A screen's own context (the match's, a lesson's, a
 * review's, a friend's) adds only what differs: whether a person may act, and where a move goes.
 */
public abstract class BoardContext implements ViewContext {
    private final String gameId;
    private final ResourceBundle messages;
    private final List<Seat> seats;
    private final BoardSettings settings;

    /** {@code gameId}: whose view preferences the board reads from {@code settings}. */
    protected BoardContext(String gameId, ResourceBundle messages, List<Seat> seats, BoardSettings settings) {
        this.gameId = gameId;
        this.messages = messages;
        this.seats = List.copyOf(seats);
        this.settings = settings;
    }

    @Override
    public final ResourceBundle messages() {
        return messages;
    }

    @Override
    public final List<Seat> seats() {
        return seats;
    }

    @Override
    public final boolean highlightMoves() {
        return settings.highlightMoves();
    }

    /** The installed CJK family of the words' language, as the shell names it for its own text. */
    @Override
    public final String textFamily() {
        return CjkFontCheck.familyFor(messages.getLocale()).orElse(null);
    }

    @Override
    public final int animationMillis() {
        return settings.animationMillis();
    }

    @Override
    public final String preference(String key, String defaultValue) {
        return settings.preference(gameId, key, defaultValue);
    }

    @Override
    public final long nanoTime() {
        return settings.nanoTime();
    }

    @Override
    public final Executor background() {
        return settings.background();
    }
}
