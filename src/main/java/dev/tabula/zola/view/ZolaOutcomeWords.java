package dev.tabula.zola.view;

import dev.tabula.app.spi.BundleOutcomeWords;
import dev.tabula.zola.ZolaGame;

/** Why a match of Zola ended, in the words of its face (for the command line). */
public final class ZolaOutcomeWords extends BundleOutcomeWords {
    public ZolaOutcomeWords() {
        super(ZolaGame.ID, ZolaUi.BUNDLE);
    }
}
