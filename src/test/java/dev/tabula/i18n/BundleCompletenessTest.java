package dev.tabula.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every translated bundle ({@code messages_<suffix>.properties} anywhere under
 * {@code src/main/resources}) against the English {@code messages.properties} beside it: the same
 * keys, patterns that MessageFormat accepts, the same argument indices, apostrophes that survive
 * MessageFormat, and a file name that {@link ResourceBundle#getBundle} really resolves for its
 * locale. Bundles added later (the shell's, Zola's, Battlegammon's) are found without editing this.
 */
class BundleCompletenessTest {
    private static final Path RESOURCES = Path.of("src/main/resources");
    private static final Pattern ARGUMENT = Pattern.compile("\\{\\s*(\\d+)");

    @TestFactory
    Stream<DynamicTest> everyTranslationMatchesItsEnglishBundle() throws IOException {
        List<Path> translations = translations();
        assertThat(translations).as("translated bundles under " + RESOURCES.toAbsolutePath()).isNotEmpty();
        return translations.stream().map(path -> DynamicTest.dynamicTest(RESOURCES.relativize(path).toString(),
                () -> checkTranslation(path)));
    }

    @Test
    void everyEnglishValueIsAValidPattern() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path english : englishBundles()) {
            Properties values = load(english);
            for (String key : new TreeSet<>(values.stringPropertyNames())) {
                problems.addAll(patternProblems(english, key, values.getProperty(key), Locale.ROOT));
            }
        }
        assertThat(problems).isEmpty();
    }

    private static void checkTranslation(Path translation) throws IOException {
        Path english = translation.resolveSibling("messages.properties");
        assertThat(english).as("English bundle beside " + translation).exists();
        Properties base = load(english);
        Properties translated = load(translation);
        Locale locale = localeOf(translation);
        List<String> problems = new ArrayList<>();
        for (String key : new TreeSet<>(base.stringPropertyNames())) {
            String value = translated.getProperty(key);
            if (value == null) {
                problems.add("missing key " + key);
                continue;
            }
            problems.addAll(patternProblems(translation, key, value, locale));
            Set<Integer> expected = argumentIndices(base.getProperty(key));
            Set<Integer> actual = argumentIndices(value);
            if (!expected.equals(actual)) {
                problems.add(key + ": arguments " + actual + " but English uses " + expected);
            }
        }
        for (String key : new TreeSet<>(translated.stringPropertyNames())) {
            if (!base.containsKey(key)) {
                problems.add("key " + key + " is not in the English bundle (stale?)");
            }
        }
        assertThat(problems).as(translation.toString()).isEmpty();
        assertThat(resolvedLocale(translation, locale)).as("ResourceBundle.getBundle resolves " + translation.getFileName()
                + " for " + locale.toLanguageTag()).isEqualTo(locale);
    }

    /** A pattern must parse, and a lone ASCII apostrophe (which MessageFormat swallows) is an error. */
    private static List<String> patternProblems(Path file, String key, String value, Locale locale) {
        List<String> problems = new ArrayList<>();
        try {
            new MessageFormat(value, locale);
        } catch (IllegalArgumentException e) {
            problems.add(file.getFileName() + " " + key + ": not a MessageFormat pattern (" + e.getMessage() + ")");
        }
        if (value.replace("''", "").indexOf('\'') >= 0) {
            problems.add(file.getFileName() + " " + key + ": lone apostrophe; write ’ or ''");
        }
        return problems;
    }

    /** The argument indices a pattern uses, including those inside choice sub-patterns; quoted text is skipped. */
    static Set<Integer> argumentIndices(String pattern) {
        StringBuilder unquoted = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (!quoted) {
                unquoted.append(c);
            }
        }
        Set<Integer> indices = new TreeSet<>();
        Matcher m = ARGUMENT.matcher(unquoted);
        while (m.find()) {
            indices.add(Integer.parseInt(m.group(1)));
        }
        return indices;
    }

    /** {@code messages_sr_Latn.properties} → sr-Latn, {@code messages_zh_TW.properties} → zh-TW. */
    static Locale localeOf(Path translation) {
        String name = translation.getFileName().toString();
        String suffix = name.substring("messages_".length(), name.length() - ".properties".length());
        return Locale.forLanguageTag(suffix.replace('_', '-'));
    }

    private static Locale resolvedLocale(Path translation, Locale locale) {
        String baseName = RESOURCES.relativize(translation.resolveSibling("messages")).toString()
                .replace(translation.getFileSystem().getSeparator(), ".");
        // no fallback to the machine's default locale: the answer must come from the file name alone
        return ResourceBundle.getBundle(baseName, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).getLocale();
    }

    private static List<Path> translations() throws IOException {
        try (Stream<Path> files = Files.walk(RESOURCES)) {
            return files.filter(p -> p.getFileName().toString().matches("messages_.+\\.properties")).sorted().toList();
        }
    }

    private static List<Path> englishBundles() throws IOException {
        try (Stream<Path> files = Files.walk(RESOURCES)) {
            return files.filter(p -> p.getFileName().toString().equals("messages.properties")).sorted().toList();
        }
    }

    private static Properties load(Path path) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        return properties;
    }
}
