package dev.tabula.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    void playoutsReportSpeedLengthAndWins() {
        assertThat(run("playouts", "zola", "200", "--warmup", "0", "--seed", "3")).isZero();
        assertThat(out.toString()).contains("games per second", "average length", "seat 1 wins", "seat 2 wins");
    }

    @Test
    void anUnknownGameIsOneLineAndStatus2() {
        assertThat(run("perft", "chess", "2")).isEqualTo(2);
        assertThat(err.toString()).startsWith("tabula: unknown game 'chess'").hasLineCount(1);
    }

    @Test
    void anUnknownOptionIsOneLineAndStatus2() {
        assertThat(run("moves", "zola", "--option", "colour=red")).isEqualTo(2);
        assertThat(err.toString()).contains("unknown option 'colour'").hasLineCount(1);
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
}
