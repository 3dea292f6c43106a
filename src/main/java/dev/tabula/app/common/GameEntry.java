package dev.tabula.app.common;

import dev.tabula.app.spi.GameUi;
import dev.tabula.core.Game;

/** A playable game: its rules and its face. */
public record GameEntry(Game game, GameUi ui) {

    public String id() {
        return game.info().id();
    }
}
