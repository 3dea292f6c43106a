package dev.tabula.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code tabula review}: per move the seat, both moves, both values and the mark; per seat the totals; errors as one line. */
class ReviewCommandTest {
    private static final String ZOLA = "src/test/resources/saves/zola-v1.tabula.json";

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = TabulaCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
        return new String[] {String.valueOf(status), out.toString(), err.toString()};
    }

    @Test
    void printsEveryJudgedMoveAndEachSeatsTotalsTheSameEveryTime() {
        String[] first = run("review", ZOLA, "--depth", "2", "--threads", "1");
        assertThat(first[0]).isEqualTo("0");
        assertThat(first[1]).contains("ply  seat  played            engine")
                .containsPattern("(?m)^  1     1  b4xb3 .* (best|good|inaccuracy|mistake|blunder)")
                .contains("Ana (seat 1): 3 moves judged").contains("Ben (seat 2): 2 moves judged")
                .contains("to move: Ben (seat 2)");
        assertThat(first[2]).isEmpty();
        assertThat(run("review", ZOLA, "--depth", "2", "--threads", "2")[1]).isEqualTo(first[1]);
    }

    @Test
    void aMissingFileIsOneLineOnStandardError() {
        String[] result = run("review", Path.of("no-such-match.tabula.json").toString());
        assertThat(result[0]).isEqualTo("2");
        assertThat(result[1]).isEmpty();
        assertThat(result[2]).startsWith("tabula: ").hasLineCount(1);
    }

    @Test
    void refusesASeatTheMatchDoesNotHave() {
        String[] result = run("review", ZOLA, "--seat", "3");
        assertThat(result[0]).isEqualTo("2");
        assertThat(result[2]).contains("--seat must be 1 to 2");
    }
}
