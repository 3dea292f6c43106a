package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.BundleOutcomeWords;
import dev.tabula.battlegammon.Battlegammon;

/** Why a match of Battlegammon ended, in the words of its face (for the command line). */
public final class BattlegammonOutcomeWords extends BundleOutcomeWords {
    public BattlegammonOutcomeWords() {
        super(Battlegammon.ID, BattlegammonUi.BUNDLE);
    }
}
