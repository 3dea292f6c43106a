package dev.tabula.zodijak.view;

import dev.tabula.app.spi.BundleOutcomeWords;
import dev.tabula.zodijak.ZodijakGame;

/** Why a match of Zodijak ended, in the words of its face (for the command line). */
public final class ZodijakOutcomeWords extends BundleOutcomeWords {
    public ZodijakOutcomeWords() {
        super(ZodijakGame.ID, ZodijakUi.BUNDLE);
    }
}
