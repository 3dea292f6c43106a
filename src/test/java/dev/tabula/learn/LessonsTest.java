package dev.tabula.learn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every lesson played through under the rules engine: each prepared position is reached by legal
 * moves from the game's start, the learner is the one to act there, each expected move is legal
 * and does what the step's sentence says (its {@link StepCheck}), and every sentence is there in
 * each of the six languages, in that language's own file.
 */
class LessonsTest {
    /** The six languages, as the shell asks for them (English is the base file). */
    static final List<Locale> LANGUAGES = Stream.of("en", "es", "ja", "ko", "sr-Latn", "zh-TW")
            .map(Locale::forLanguageTag).toList();

    private static final GameCatalog GAMES = GameCatalog.installed();

    @Test
    void everyGameHasALessonAndNoLessonWithoutAGame() {
        assertThat(Lessons.all()).extracting(Lesson::gameId)
                .containsExactlyInAnyOrderElementsOf(GAMES.games().stream().map(game -> game.info().id()).toList());
    }

    @TestFactory
    Stream<DynamicTest> everyStepIsReachableAndItsMoveDoesWhatItSays() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Lesson lesson : Lessons.all()) {
            Game game = GAMES.require(lesson.gameId());
            for (int index = 0; index < lesson.steps().size(); index++) {
                int step = index;
                LessonStep definition = lesson.steps().get(step);
                tests.add(DynamicTest.dynamicTest(definition.key(), () -> playStep(lesson, game, step)));
            }
        }
        return tests.stream();
    }

    private static void playStep(Lesson lesson, Game game, int index) {
        LessonStep step = lesson.steps().get(index);
        State before = lesson.position(game, index);
        assertThat(before.isTerminal()).as(step.key() + ": the prepared position is not the end").isFalse();
        assertThat(before.seatOfTurn()).as(step.key() + ": the learner acts at the prepared position")
                .isEqualTo(lesson.learner());
        List<Move> moves = expectedMoves(before, step);
        assertThat(moves).as(step.key() + ": every expected move is legal here").hasSize(step.expected().size());
        for (Move move : moves) {
            State after = before.apply(move);
            assertThat(step.check().holds(before, after)).as(step.key() + ": " + move.notation()
                    + " does what the step says").isTrue();
        }
        // the claim is about what the move changes: the position itself does not satisfy it
        assertThat(step.check().holds(before, before)).as(step.key() + ": the check needs the move").isFalse();
    }

    /** The step's moves at {@code state}: the dice as the seed throws them, or the legal moves named. */
    private static List<Move> expectedMoves(State state, LessonStep step) {
        if (step.expected().contains(LessonStep.ROLL)) {
            return state.isChance() ? List.of(state.sampleChance()) : List.of();
        }
        return state.legalMoves().stream()
                .filter(move -> step.expected().stream().anyMatch(name -> name.equalsIgnoreCase(move.notation())))
                .toList();
    }

    @TestFactory
    Stream<DynamicTest> everySentenceIsInEveryLanguage() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Lesson lesson : Lessons.all()) {
            for (Locale language : LANGUAGES) {
                tests.add(DynamicTest.dynamicTest(lesson.gameId() + " in " + language.toLanguageTag(), () -> {
                    ResourceBundle words = ResourceBundle.getBundle(lesson.bundle(),
                            language.getLanguage().equals("en") ? Locale.ROOT : language,
                            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
                    if (!language.getLanguage().equals("en")) {
                        assertThat(words.getLocale()).as("a file of its own").isEqualTo(language);
                    }
                    for (String key : lesson.textKeys()) {
                        String text;
                        try {
                            text = words.getString(key);
                        } catch (MissingResourceException e) {
                            text = null;
                        }
                        assertThat(text).as(key).isNotBlank();
                    }
                }));
            }
        }
        return tests.stream();
    }
}
