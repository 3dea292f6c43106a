package dev.tabula.zodiac.view;

import dev.tabula.app.spi.BundleOutcomeWords;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import dev.tabula.zodiac.ZodiacGame;
import java.util.List;
import java.util.Locale;

/** Why a match of Zodiac ended, in the words of its face: its outcomes' arguments name seats (for the command line). */
public final class ZodiacOutcomeWords extends BundleOutcomeWords {
    public ZodiacOutcomeWords() {
        super(ZodiacGame.ID, ZodiacUi.BUNDLE);
    }

    @Override
    public String why(Outcome outcome, List<Seat> seats, Locale locale) {
        return ZodiacTexts.outcome(outcome, seats, bundle(locale));
    }
}
