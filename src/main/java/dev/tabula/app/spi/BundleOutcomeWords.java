package dev.tabula.app.spi;

import dev.tabula.core.Outcome;
import dev.tabula.core.OutcomeWords;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * A game's {@link OutcomeWords} from its face's bundle: the outcome's reason is a key of that
 * bundle, formatted with its arguments as they are. A game whose arguments name seats overrides
 * {@link #why} to name them. It touches no JavaFX: the command line uses it where there is none.
 */
public class BundleOutcomeWords implements OutcomeWords {
    private final String gameId;
    private final String bundleBaseName;

    protected BundleOutcomeWords(String gameId, String bundleBaseName) {
        this.gameId = gameId;
        this.bundleBaseName = bundleBaseName;
    }

    @Override
    public final String gameId() {
        return gameId;
    }

    @Override
    public String why(Outcome outcome, List<Seat> seats, Locale locale) {
        return GameWords.format(bundle(locale), locale, outcome.reason(), outcome.arguments().toArray());
    }

    /** The face's words in {@code locale}, the English ones for {@code Locale.ROOT}; never the system's language instead. */
    protected final ResourceBundle bundle(Locale locale) {
        return ResourceBundle.getBundle(bundleBaseName, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
