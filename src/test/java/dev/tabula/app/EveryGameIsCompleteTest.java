package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.GameRegistry;
import dev.tabula.app.common.Language;
import dev.tabula.app.rules.RulesPagesTest;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.GameKnowledge;
import dev.tabula.app.spi.GameUi;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * What the app needs of every installed game besides its rules, each missing piece named with
 * the game and the file to add or the keys to write (docs/adding-a-game.md lists them all): a
 * face, its words in every interface language with the keys the shell asks for, and the
 * computer player's knowledge. The rules pages, the save fixture and the translations' keys have
 * tests of their own ({@link RulesPagesTest}, {@code SaveFixturesTest}, {@code BundleCompletenessTest}),
 * which name what is missing the same way.
 */
class EveryGameIsCompleteTest {
    private static final String SERVICES = "src/main/resources/META-INF/services/";
    /** Random games played to find the outcome reasons a game's words must hold. */
    private static final int GAMES = 30;

    @TestFactory
    Stream<DynamicTest> everyInstalledGameHasItsFaceWordsAndKnowledge() {
        return GameCatalog.installed().games().stream().flatMap(game -> Stream.of(
                DynamicTest.dynamicTest(game.info().id() + ": a face", () -> face(game)),
                DynamicTest.dynamicTest(game.info().id() + ": words in every language", () -> words(game)),
                DynamicTest.dynamicTest(game.info().id() + ": the keys the shell asks for", () -> keys(game)),
                DynamicTest.dynamicTest(game.info().id() + ": the computer player's knowledge", () -> knowledge(game))));
    }

    private static GameUi face(Game game) {
        String id = game.info().id();
        return GameRegistry.installed().find(id).map(GameEntry::ui).orElseThrow(() -> new AssertionError(id
                + " has no face: write its GameUi (" + id + ".view) and name it in " + SERVICES
                + GameUi.class.getName()));
    }

    private static void words(Game game) {
        String base = face(game).bundleBaseName();
        List<String> missing = new ArrayList<>();
        for (Language language : Language.values()) {
            String file = bundleFile(base, language);
            if (EveryGameIsCompleteTest.class.getResource("/" + file) == null) {
                missing.add("src/main/resources/" + file + " (" + language.ownName() + ")");
            }
        }
        assertThat(missing).as("%s has no words in some languages: add", game.info().id()).isEmpty();
    }

    /** {@code dev/tabula/zola/view/messages_sr_Latn.properties} for Serbian, without a suffix for English. */
    private static String bundleFile(String base, Language language) {
        String suffix = language == Language.ENGLISH ? "" : "_" + language.tag().replace('-', '_');
        return base.replace('.', '/') + suffix + ".properties";
    }

    /**
     * The English bundle holds what the shell and the move list ask a game for ({@link GameUi#bundleBaseName}):
     * the name and pitch, a name for every seat, a label for every option, view preference and
     * value, and every outcome reason met in random games. The translations are held to the
     * English keys by {@code BundleCompletenessTest}.
     */
    private static void keys(Game game) throws IOException {
        GameUi ui = face(game);
        String file = bundleFile(ui.bundleBaseName(), Language.ENGLISH);
        Properties words = new Properties();
        try (InputStream in = EveryGameIsCompleteTest.class.getResourceAsStream("/" + file)) {
            assertThat(in).as("%s's words: src/main/resources/%s", game.info().id(), file).isNotNull();
            words.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        Set<String> wanted = new TreeSet<>(List.of("game.name", "game.pitch"));
        for (int seat = 0; seat < game.info().maxSeats(); seat++) {
            wanted.add("seat." + seat);
        }
        List<OptionSpec> labelled = new ArrayList<>(game.info().options());
        labelled.addAll(ui.viewPreferences());
        for (OptionSpec option : labelled) {
            wanted.add("option." + option.key());
            option.values().forEach(value -> wanted.add("option." + option.key() + "." + value));
        }
        wanted.addAll(outcomeReasons(game));
        wanted.removeAll(words.stringPropertyNames());
        assertThat(wanted).as("%s's words (src/main/resources/%s) lack the keys", game.info().id(), file).isEmpty();
    }

    private static Set<String> outcomeReasons(Game game) {
        Set<String> reasons = new TreeSet<>();
        Rng chooser = Rng.fromState(7);
        for (int seed = 1; seed <= GAMES; seed++) {
            int seats = game.info().minSeats() + seed % (game.info().maxSeats() - game.info().minSeats() + 1);
            State state = game.start(seats, Map.of(), seed);
            for (int ply = 0; ply < 100_000 && !state.isTerminal(); ply++) {
                state = state.apply(Playouts.randomMove(state, chooser));
            }
            if (state.isTerminal()) {
                reasons.add(state.outcome().reason());
            }
        }
        return reasons;
    }

    private static void knowledge(Game game) {
        String id = game.info().id();
        boolean registered = ServiceLoader.load(GameKnowledge.class).stream()
                .anyMatch(provider -> provider.get().gameId().equals(id));
        assertThat(registered).withFailMessage("%s has no knowledge for the computer player: write its GameKnowledge "
                + "(%s.ai) and name it in %s%s", id, id, SERVICES, GameKnowledge.class.getName()).isTrue();
    }
}
