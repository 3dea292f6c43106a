package dev.tabula.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.save.MatchCodec;
import dev.tabula.zola.ZolaGame;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TabulaCliTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return TabulaCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
    }

    private String lastLine() {
        String[] lines = out.toString().strip().split("\\R");
        return lines[lines.length - 1];
    }

    @Test
    void gamesListsTheIdsWithOptionsAndDefaults() {
        assertThat(run("games")).isZero();
        assertThat(out.toString()).contains("zola", "--option size=6|8|10", "(default 6)");
    }

    @Test
    void perftPrintsTheCountAloneOnItsLastLine() {
        assertThat(run("perft", "zola", "3")).isZero();
        assertThat(lastLine()).isEqualTo("46472");
        assertThat(run("perft", "zola", "2", "--option", "size=8")).isZero();
        assertThat(lastLine()).isEqualTo("4096");
    }

    @Test
    void movesPrintsOneMoveALine() {
        assertThat(run("moves", "zola")).isZero();
        assertThat(out.toString().strip().split("\\R")).hasSize(36).contains("a1xb1");
    }

    @Test
    void movesAndPerftStartFromASavedMatch(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("m.tabula.json");
        Files.writeString(file, """
                {"format": "tabula-match", "version": 1, "game": "zola", "options": {"size": "6"},
                 "seats": [{"name": "A"}, {"name": "B"}], "seed": 1, "moves": ["a1xb1"]}
                """);
        assertThat(run("perft", "zola", "1", "--from", file.toString())).isZero();
        assertThat(Long.parseLong(lastLine())).isPositive();
    }

    @Test
    void playoutsRefuseAStartingFileRatherThanIgnoreIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("m.tabula.json");
        Files.writeString(file, "{}");
        assertThat(run("playouts", "zola", "10", "--warmup", "0", "--from", file.toString())).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).contains("--from is not supported").hasLineCount(1);
    }

    @Test
    void playoutsReportSpeedLengthAndWins() {
        assertThat(run("playouts", "zola", "200", "--warmup", "0", "--seed", "3")).isZero();
        assertThat(out.toString()).contains("games per second", "average length", "seat 1 wins", "seat 2 wins");
    }

    @Test
    void anUnknownGameIsOneLineAndStatus2() {
        assertThat(run("perft", "chess", "2")).isEqualTo(2);
        assertThat(err.toString()).startsWith("tabula: Unknown game 'chess'").hasLineCount(1);
    }

    @Test
    void anUnknownOptionIsOneLineAndStatus2() {
        assertThat(run("moves", "zola", "--option", "colour=red")).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown option 'colour'").hasLineCount(1);
    }

    @Test
    void aBrokenMatchFileIsOneLineAndStatus2(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("broken.tabula.json");
        Files.writeString(file, "{\"format\": \"tabula-match\", \"version\": 1, \"game\": \"zo");
        assertThat(run("moves", "zola", "--from", file.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("cut off").hasLineCount(1).doesNotContain("Exception");
    }

    @Test
    void aMissingArgumentIsOneLineAndStatus2() {
        assertThat(run("perft", "zola")).isEqualTo(2);
        assertThat(err.toString()).hasLineCount(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"games", "perft", "moves", "playouts", "show", "arena", "solve"})
    void everyCommandHasHelpWithoutItsArguments(String command) {
        assertThat(run(command, "--help")).isZero();
        assertThat(out.toString()).startsWith("Usage: tabula " + command);
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void theHelpHasNoWarnings() {
        assertThat(run("--help")).isZero();
        assertThat(run("arena", "--help")).isZero();
        assertThat(out.toString()).contains("show", "95 % confidence").doesNotContain("%n", "Warning");
        assertThat(err.toString()).isEmpty();
    }

    private Path save(Path dir, Match match) throws Exception {
        Path file = dir.resolve("m.tabula.json");
        new MatchCodec(GameCatalog.installed()).save(match, file);
        return file;
    }

    private static Match zolaMatch(int plies) {
        ZolaGame zola = new ZolaGame();
        Match match = new Match(zola, new Setup(2, zola.info().resolveOptions(java.util.Map.of()), 5),
                java.util.List.of(Seat.person("Ana"), Seat.computer("Bo", "hard")));
        Rng rng = Rng.fromState(3);
        for (int i = 0; i < plies && !match.current().isTerminal(); i++) {
            match.play(Playouts.randomMove(match.current(), rng));
        }
        return match;
    }

    @Test
    void showDescribesAMatchInProgress(@TempDir Path dir) throws Exception {
        assertThat(run("show", save(dir, zolaMatch(2)).toString())).isZero();
        assertThat(out.toString()).contains("game: Zola (zola), size=6", "player: Ana (seat 1), person",
                "player: Bo (seat 2), computer, hard", "moves: 2 in effect of 2", "position:", "to move: Ana (seat 1)");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void aFinishedMatchSaysWhoWon(@TempDir Path dir) throws Exception {
        Match finished = zolaMatch(100_000);
        assertThat(finished.current().isTerminal()).isTrue();
        String winner = finished.seats().get(finished.current().outcome().winners().get(0)).name();
        Path file = save(dir, finished);

        assertThat(run("show", file.toString())).isZero();
        assertThat(out.toString()).contains("over: " + winner + " (seat ",
                " won; reason: Every enemy piece has been captured.");

        out.getBuffer().setLength(0);
        assertThat(run("moves", "zola", "--from", file.toString())).isZero();
        assertThat(out.toString()).as("no moves: the result alone").isEmpty();
        assertThat(err.toString()).startsWith("tabula: the match is over: " + winner).hasLineCount(1);

        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        assertThat(run("perft", "zola", "1", "--from", file.toString())).isZero();
        assertThat(lastLine()).isEqualTo("0");
        assertThat(err.toString()).startsWith("tabula: the match is over: " + winner).hasLineCount(1);
    }

    @Test
    void aResignedMatchSaysWhoResignedAndWhoWon(@TempDir Path dir) throws Exception {
        Match resigned = zolaMatch(2);
        resigned.resign(0);

        assertThat(run("show", save(dir, resigned).toString())).isZero();

        assertThat(out.toString()).contains("over: Bo (seat 2) won; reason: Ana (seat 1) resigned");
    }

    /** Every game says why its finished match ended in words, in {@code show} and {@code moves}: never a key. */
    @ParameterizedTest
    @ValueSource(strings = {"zola", "zodiac", "battlegammon", "zodijak"})
    void aFinishedMatchOfEveryGameSaysWhyInWords(String gameId, @TempDir Path dir) throws Exception {
        var game = GameCatalog.installed().require(gameId);
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(java.util.Map.of()), 11L),
                java.util.List.of(Seat.person("Ana"), Seat.person("Bo")));
        java.util.Random random = new java.util.Random(3);
        while (!match.current().isTerminal()) {
            var state = match.current();
            var legal = state.legalMoves();
            match.play(state.isChance() ? state.sampleChance() : legal.get(random.nextInt(legal.size())));
        }
        Path file = save(dir, match);
        assertThat(run("show", file.toString())).isZero();
        String standing = out.toString().lines().filter(line -> line.startsWith("over: ")).findFirst().orElseThrow();
        assertThat(standing).contains("; reason: ").doesNotContain(gameId + ".end.", "{", "⟦");
        assertThat(run("moves", gameId, "--from", file.toString())).isZero();
        assertThat(err.toString()).contains(standing.substring("over: ".length())).doesNotContain(gameId + ".end.");
    }

    @Test
    void aMissingFileForShowIsOneLineAndStatus2(@TempDir Path dir) {
        assertThat(run("show", dir.resolve("nope\n.json").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("does not exist", "nope\\n.json").hasLineCount(1);
    }

    @Test
    void anArgumentWithANewlineStaysOneLine() {
        assertThat(run("perft", "chess\ntabula: fine", "2")).isEqualTo(2);
        assertThat(err.toString()).hasLineCount(1);
    }
}
