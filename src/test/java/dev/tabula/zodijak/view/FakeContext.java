package dev.tabula.zodijak.view;

import dev.tabula.core.Match;
import dev.tabula.testing.MatchViewContext;
import java.util.Locale;
import java.util.ResourceBundle;

/** The shell in small for Zodijak's table, in English; moves are shown as played. */
final class FakeContext extends MatchViewContext<ZodijakBoardView> {

    FakeContext(Match match) {
        super(match, ResourceBundle.getBundle("dev.tabula.zodijak.view.messages", Locale.ROOT));
        animateMoves = true;
    }
}
