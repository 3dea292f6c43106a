package dev.tabula.core;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A game's words for why a match ended, without the screen: an {@link Outcome}'s reason is a key
 * of the game's words, and only the game knows which of its arguments are seats to be named. A
 * game registers one in {@code META-INF/services/dev.tabula.core.OutcomeWords} beside its face,
 * whose bundle holds the words; the command line says with it why a finished match ended, where
 * it would otherwise print the key.
 */
public interface OutcomeWords {

    /** The id of the game ({@code GameInfo.id()}) these words are for. */
    String gameId();

    /** Why {@code outcome} ended a match of {@code seats}, in {@code locale}'s language. */
    String why(Outcome outcome, List<Seat> seats, Locale locale);

    static Optional<OutcomeWords> forGame(String gameId) {
        return ServiceProviders.load(OutcomeWords.class, OutcomeWords::gameId).loaded().stream()
                .filter(words -> words.gameId().equals(gameId)).findFirst();
    }
}
