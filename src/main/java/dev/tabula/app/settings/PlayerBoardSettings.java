package dev.tabula.app.settings;

import dev.tabula.app.common.BoardSettings;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The player's {@link Settings} as a board reads them, read at each question (a change in the
 * settings dialog counts at once); the board's work goes to {@code background}, its time is {@code clock}.
 */
public final class PlayerBoardSettings implements BoardSettings {
    private final Supplier<Settings> settings;
    private final Supplier<Executor> background;
    private final LongSupplier clock;

    public PlayerBoardSettings(Supplier<Settings> settings, Supplier<Executor> background, LongSupplier clock) {
        this.settings = settings;
        this.background = background;
        this.clock = clock;
    }

    @Override
    public boolean highlightMoves() {
        return settings.get().highlightMoves;
    }

    @Override
    public int animationMillis() {
        return settings.get().animationMillis();
    }

    @Override
    public String preference(String gameId, String key, String defaultValue) {
        return settings.get().viewPreference(gameId, key, defaultValue);
    }

    @Override
    public Executor background() {
        return background.get();
    }

    @Override
    public long nanoTime() {
        return clock.getAsLong();
    }
}
