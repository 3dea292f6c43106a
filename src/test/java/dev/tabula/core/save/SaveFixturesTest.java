package dev.tabula.core.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Files written by version 1 of every game (and a resigned match of version 2) must load to the same match forever: the same
 * position, and the same future dice and cards, which depend on the generator and the deal. Each
 * {@code saves/<name>.tabula.json} has a {@code <name>.expected.txt} beside it that pins what the
 * loaded match shows ({@link #describe}): the seat to move, its legal moves and the next plies of
 * a fixed continuation, in which chance states play their own draw and the hidden cards come to
 * light as they are played. The fixtures were made by playing the engine, dice and deals included.
 */
class SaveFixturesTest {
    /** Plies of the pinned continuation. */
    private static final int CONTINUATION = 40;

    static Stream<Path> fixtures() throws IOException, URISyntaxException {
        Path folder = Path.of(Objects.requireNonNull(SaveFixturesTest.class.getResource("/saves")).toURI());
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".tabula.json")).sorted().toList()
                    .stream();
        }
    }

    static Stream<Named<Path>> namedFixtures() throws IOException, URISyntaxException {
        return fixtures().map(file -> Named.of(file.getFileName().toString(), file));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("namedFixtures")
    void aFileOfAnEarlierVersionLoadsToTheSameMatchForever(Path file) throws IOException {
        Match match = new MatchCodec(GameCatalog.installed()).load(file);
        String name = file.getFileName().toString().replace(".tabula.json", ".expected.txt");
        Path pinned = file.resolveSibling(name);
        if (!Files.exists(pinned)) {
            throw new AssertionError(file.getFileName() + " has no " + name + " beside it: check this by eye against the "
                    + "rules and write it to src/test/resources/saves/" + name + ":\n" + describe(match));
        }
        assertThat(describe(match)).as("%s loaded, against %s", file.getFileName(), name)
                .isEqualTo(Files.readString(pinned, StandardCharsets.UTF_8));
    }

    @Test
    void everyInstalledGameHasAFixture() throws IOException, URISyntaxException {
        MatchCodec codec = new MatchCodec(GameCatalog.installed());
        List<String> covered = fixtures().map(file -> codec.load(file).game().info().id()).toList();
        List<String> uncovered = GameCatalog.installed().games().stream().map(g -> g.info().id())
                .filter(id -> !covered.contains(id)).toList();
        assertThat(uncovered).as("games without a save fixture: for each, play a match and save it as "
                + "src/test/resources/saves/<game>-v1.tabula.json, with <game>-v1.expected.txt beside it "
                + "(docs/adding-a-game.md)").isEmpty();
    }

    /** What a loaded match shows, as text: the first line names the file's match, the rest pin its future. */
    static String describe(Match match) {
        State state = match.current();
        Game game = match.game();
        StringBuilder text = new StringBuilder();
        text.append(game.info().id()).append(", ").append(match.seats().size()).append(" seats, ")
                .append(match.line().size()).append(" moves, cursor ").append(match.cursor()).append('\n');
        match.resignation().ifPresent(resigned -> text.append("resigned: ").append(seat(resigned.seat()))
                .append(" at ply ").append(resigned.ply()).append("; winners ").append(match.outcome().winners())
                .append('\n'));
        text.append("to move: ").append(seat(state.currentSeat())).append('\n');
        text.append("legal: ").append(state.legalMoves().stream().map(Move::notation).collect(Collectors.joining(", ")))
                .append('\n');
        List<String> next = new ArrayList<>();
        Rng chooser = Rng.fromState(2026);
        for (int ply = 0; ply < CONTINUATION && !state.isTerminal(); ply++) {
            Move move = state.isChance() ? state.sampleChance() : Playouts.randomMove(state, chooser);
            next.add(seat(state.currentSeat()) + ": " + move.notation());
            state = state.apply(move);
        }
        text.append("next:\n");
        next.forEach(line -> text.append("  ").append(line).append('\n'));
        if (state.isTerminal()) {
            text.append("end: ").append(state.outcome().winners()).append(' ').append(state.outcome().reason()).append('\n');
        }
        return text.toString();
    }

    private static String seat(int seat) {
        return seat == State.CHANCE ? "chance" : seat == State.NOBODY ? "nobody" : "seat " + seat;
    }
}
