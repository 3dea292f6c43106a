package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.BoardView;
import dev.tabula.core.Match;
import dev.tabula.testing.MatchViewContext;
import java.util.ResourceBundle;

/** The shell in small for Battlegammon's board: play each move on a match and show the result. */
final class FakeViewContext extends MatchViewContext<BoardView> {

    FakeViewContext(Match match) {
        super(match, ResourceBundle.getBundle(BattlegammonUi.BUNDLE));
    }
}
