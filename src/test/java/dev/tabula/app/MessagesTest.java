package dev.tabula.app;

import dev.tabula.app.common.I18n;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every app message the code asks for exists, and the MessageFormat patterns fill in as meant. */
class MessagesTest {
    private static final Pattern TEXT_CALL = Pattern.compile("i18n\\.text\\(\\s*\"([a-zA-Z0-9.]+)\"");

    @Test
    void everyKeyTheShellUsesIsInTheBundle() throws IOException {
        ResourceBundle bundle = I18n.forLanguage("en").bundle(I18n.APP_BUNDLE);
        Set<String> missing = new TreeSet<>();
        try (Stream<Path> sources = Files.walk(Path.of("src/main/java/dev/tabula/app"))) {
            for (Path source : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher matcher = TEXT_CALL.matcher(Files.readString(source));
                while (matcher.find()) {
                    if (!bundle.containsKey(matcher.group(1))) {
                        missing.add(matcher.group(1));
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void patternsFillInTheirArguments() {
        I18n i18n = I18n.forLanguage("en");
        assertThat(i18n.text("picker.players", 2)).isEqualTo("2 players");
        assertThat(i18n.text("picker.playersRange", 2, 4)).isEqualTo("2–4 players");
        assertThat(i18n.text("gameOver.winner", "Ana")).isEqualTo("Ana wins!");
        assertThat(i18n.text("browse.label", 3, 12)).isEqualTo("Position after move 3 of 12");
    }

    @Test
    void aMissingKeyShowsMarkedOrTheFallback() {
        ResourceBundle bundle = I18n.forLanguage("en").bundle(I18n.APP_BUNDLE);
        assertThat(I18n.format(bundle, "no.such.key")).isEqualTo("⟦no.such.key⟧");
        assertThat(I18n.forLanguage("en").text("no.such.key")).isEqualTo("⟦no.such.key⟧");
        assertThat(I18n.formatOr(bundle, "option.size", "size")).isEqualTo("size");
    }
}
