package dev.tabula.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Item 1 of issue 27, "one sentence says why in words where the engine can tell", game by game:
 * over the positions of random matches, every reason a game gives is given somewhere (none is
 * dead), never for a move against itself, and never both ways (a capture missed by playing a
 * instead of b is not also missed by playing b instead of a); every reason has its sentence in
 * each of the six languages, in that language.
 */
class ReviewReasonsTest {
    private static final List<Locale> LANGUAGES = List.of(Locale.ROOT, Locale.forLanguageTag("es"),
            Locale.forLanguageTag("ja"), Locale.forLanguageTag("ko"), new Locale.Builder().setLanguage("sr").setScript("Latn").build(),
            Locale.forLanguageTag("zh-TW"));

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "zola;;CAPTURE_MISSED CAPTURE_ALLOWED",
        "battlegammon;;WIN_MISSED GOAL_MISSED CROSSING_MISSED COVER_MISSED COVER_LIFTED RACE_LOST",
        "zodijak;targetScore=25;GOING_OUT_MISSED PLAY_MISSED PENALTY_MISSED MORE_CARDS_MISSED"})
    void everyReasonOfTheGameIsGivenSomewhereAndNeverBothWays(String gameId, String option, String expected) {
        var game = GameCatalog.installed().require(gameId);
        MoveReasons reasons = ReviewCapabilities.forGame(gameId).reasons().orElseThrow();
        Map<String, String> options = option == null ? Map.of() : Map.of(option.split("=")[0], option.split("=")[1]);
        Set<Reason> given = EnumSet.noneOf(Reason.class);
        Rng rng = Rng.fromState(27);
        for (int match = 0; match < 12; match++) {
            State state = game.start(new Setup(2, game.info().resolveOptions(options), 100 + match));
            for (int ply = 0; ply < 400 && !state.isTerminal(); ply++) {
                if (state.isChance()) {
                    state = state.apply(state.sampleChance());
                    continue;
                }
                List<Move> moves = state.legalMoves();
                for (int a = 0; a < Math.min(moves.size(), 10); a++) {
                    assertThat(reasons.why(state, moves.get(a), moves.get(a))).as("a move against itself").isEmpty();
                    for (int b = 0; b < Math.min(moves.size(), 10); b++) {
                        Optional<Reason> forward = reasons.why(state, moves.get(a), moves.get(b));
                        if (forward.isPresent()) {
                            assertThat(reasons.why(state, moves.get(b), moves.get(a))).as("%s both ways", forward.get())
                                    .isNotEqualTo(forward);
                        }
                        forward.ifPresent(given::add);
                    }
                }
                state = state.apply(moves.get(rng.nextInt(moves.size())));
            }
        }
        Set<Reason> wanted = EnumSet.noneOf(Reason.class);
        for (String name : expected.split(" ")) {
            wanted.add(Reason.valueOf(name));
        }
        assertThat(given).isEqualTo(wanted);
    }

    @ParameterizedTest
    @EnumSource(Reason.class)
    void everyReasonHasItsSentenceInEachLanguage(Reason reason) {
        String english = ReviewWords.reason(reason, Locale.ROOT);
        assertThat(english).endsWith(".");
        for (Locale language : LANGUAGES.subList(1, LANGUAGES.size())) {
            assertThat(ReviewWords.reason(reason, language)).as("%s in %s", reason, language).isNotBlank()
                    .isNotEqualTo(english);
        }
    }
}
