package dev.tabula.brokentally;

import dev.tabula.core.Rng;
import dev.tabula.tally.TallyRules;
import dev.tabula.tally.TallyState;
import javafx.scene.paint.Color;

/**
 * Tally whose state knows the colour each card is drawn in: the rules reaching into JavaFX, which
 * the command line, the search and the rules' own tests run without.
 */
public final class ColouredCards extends TallyState {
    public ColouredCards(TallyRules rules, Parts parts, Rng generator) {
        super(rules, parts, generator);
    }

    public Color colourOf(int card) {
        return card % 2 == 0 ? Color.CRIMSON : Color.BLACK;
    }
}
