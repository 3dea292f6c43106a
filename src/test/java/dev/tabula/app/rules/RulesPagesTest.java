package dev.tabula.app.rules;

import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every game has a rules page of its own in every interface language, built like the English
 * page: the same sections, pictures, tables and code blocks, so no translation left a part out.
 */
public class RulesPagesTest {
    private static final Pattern PICTURE = Pattern.compile("!\\[[^]]*]\\(([^)]+)\\)");

    @TestFactory
    Stream<DynamicTest> everyGameHasAPageInEveryLanguageShapedLikeTheEnglishOne() {
        List<String> games = ServiceLoader.load(Game.class).stream().map(p -> p.get().info().id()).toList();
        assertThat(games).isNotEmpty();
        return games.stream().flatMap(game -> Stream.of(Language.values())
                .map(language -> DynamicTest.dynamicTest(game + " in " + language.tag(), () -> {
                    String english = RulesWindow.resourceFor(game);
                    String page = RulesWindow.resourceFor(game, language.locale());
                    if (page == null || language != Language.ENGLISH && page.equals(english)) {
                        throw new AssertionError(game + " has no rules page in " + language.ownName() + ": add docs/rules"
                                + own(game, language).substring("/rules".length()));
                    }
                    if (language != Language.ENGLISH) {
                        String translated = read(page);
                        assertThat(shape(translated)).as(page + " built like the English page")
                                .isEqualTo(shape(read(english)));
                        assertThat(pictures(translated)).as(page + ": the pictures").isEqualTo(pictures(read(english)));
                    }
                })));
    }

    /** The page of {@code language} itself, the first place looked for it ({@code /rules/zola.ja.md}). */
    private static String own(String game, Language language) {
        return RulesWindow.candidatesFor(game, language.locale()).get(0);
    }

    /** Headings by level, table rows, list items at the start of a line and code fences, in order of kind. */
    private static String shape(String page) {
        long sections = page.lines().filter(line -> line.startsWith("## ")).count();
        long subsections = page.lines().filter(line -> line.startsWith("### ")).count();
        long tableRows = page.lines().filter(line -> line.startsWith("|")).count();
        long fences = page.lines().filter(line -> line.startsWith("```")).count();
        return "sections " + sections + ", subsections " + subsections + ", table rows " + tableRows + ", fences " + fences;
    }

    private static List<String> pictures(String page) {
        Matcher m = PICTURE.matcher(page);
        return m.results().map(r -> r.group(1)).toList();
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = RulesPagesTest.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
