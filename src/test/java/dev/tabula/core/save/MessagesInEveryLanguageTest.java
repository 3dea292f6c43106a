package dev.tabula.core.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A file's problem is told in the player's language from the first word to the last: the reason
 * the rules give for a refused move, the kind of a value where another was expected, the system's
 * reason for a failed read. No English fragment is left in any of the five other languages.
 */
class MessagesInEveryLanguageTest {
    private static final GameCatalog CATALOG = GameCatalog.installed();
    private static final MatchCodec CODEC = new MatchCodec(CATALOG);
    private static final List<Locale> OTHERS = List.of(Locale.forLanguageTag("es"),
            Locale.forLanguageTag("sr-Latn"), Locale.JAPANESE, Locale.KOREAN, Locale.TRADITIONAL_CHINESE);
    /** The English words of those reasons, which must not show through another language. */
    private static final List<String> ENGLISH = List.of("legal move", "comes after", "not a card", "not a suit",
            "empty move", "zodiac sign", "lone 8", "not due", "both chose", "Input/output", "symbolic links",
            " a list", " an object", "Infinity", "[…]", "64 bits", "system reported", "Stale");

    @Test
    void everyReasonIsInTheMessagesLanguage() {
        List<Supplier<TabulaException>> problems = new ArrayList<>();
        for (String move : List.of("a1-f6", "b4xb3 extra")) {
            problems.add(() -> refusal(withFirstMove("zola", move)));
        }
        for (String move : List.of("XX", "sign nothing", " ", "7H=S", "8H=X")) {
            problems.add(() -> refusal(withFirstMove("zodijak", move)));
        }
        problems.add(() -> refusal(withFirstMove("zodiac", "A-B")));
        problems.add(() -> rulesRefusal("battlegammon", "roll 1-2"));
        problems.add(() -> rulesRefusal("zola", "a1-f6"));
        problems.add(() -> refusal(zola().replaceFirst("\"seed\" : -?\\d+", "\"seed\" : 1e400")));
        problems.add(() -> refusal(zola().replaceFirst("(?s)\"seats\" : \\[.*?} ]", "\"seats\" : [ ]")));
        problems.add(() -> refusal(zola().replace("\"game\" : \"zola\"", "\"game\" : [ \"zola\" ]")));
        problems.add(() -> refusal(zola().replace("\"game\" : \"zola\"", "\"game\" : { \"a\": 1 }")));
        problems.add(() -> refusal(zola().replace("\"cursor\" : 6", "\"cursor\" : 1099511627776")));
        problems.add(() -> refusal(zola().replaceFirst("\"seed\" : -?\\d+", "\"seed\" : 18446744073709551616")));
        for (String reason : List.of("Input/output error", "Too many levels of symbolic links", "Stale file handle",
                "Something no one expected")) {
            problems.add(() -> MatchFiles.inWords("m.json", BoundedFiles.refused(Path.of("/x/m.json"),
                    new FileSystemException("/x/m.json", null, reason))));
        }
        for (Supplier<TabulaException> problem : problems) {
            TabulaException e = problem.get();
            for (Locale locale : OTHERS) {
                String said = e.message(locale);
                assertThat(said).as("%s in %s", e.getMessage(), locale).isNotEqualTo(e.getMessage());
                for (String english : ENGLISH) {
                    assertThat(said).as("%s in %s", e.getMessage(), locale).doesNotContain(english);
                }
            }
        }
    }

    /** The rules' own refusal of {@code text} as the first move of a new {@code gameId} match. */
    private static TabulaException rulesRefusal(String gameId, String text) {
        Game game = CATALOG.require(gameId);
        State start = game.start(new Setup(2, game.info().resolveOptions(Map.of()), 5));
        State decision = start.isChance() ? start.apply(start.sampleChance()) : start;
        try {
            game.parseMove(decision, text);
        } catch (TabulaException e) {
            return e;
        }
        throw new AssertionError(text + " was taken");
    }

    private static TabulaException refusal(String text) {
        try {
            CODEC.read(text);
        } catch (TabulaException e) {
            return e;
        }
        throw new AssertionError("the file was read");
    }

    private static String zola() {
        return withFirstMove("zola", null);
    }

    /** A real match file of {@code gameId} of a few moves, its first move replaced by {@code move} (unless null). */
    private static String withFirstMove(String gameId, String move) {
        Game game = CATALOG.require(gameId);
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 5),
                List.of(Seat.person("Ana"), Seat.person("Bo")));
        for (int i = 0; i < 6 && !match.current().isTerminal(); i++) {
            State state = match.current();
            match.play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
        }
        String text = CODEC.write(match);
        return move == null ? text
                : text.replaceFirst("\"moves\" : \\[ \"[^\"]*\"", java.util.regex.Matcher.quoteReplacement(
                        "\"moves\" : [ " + new com.fasterxml.jackson.databind.node.TextNode(move)));
    }
}
