package dev.tabula.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class SolveCommandTest {

    @Test
    void solvesZodiacAndNamesTheWinningFirstMoves() {
        StringWriter out = new StringWriter();
        CommandLine command = new CommandLine(new SolveCommand());
        command.setOut(new PrintWriter(out));
        assertThat(command.execute("zodiac")).isZero();
        assertThat(out.toString())
                .contains("the start is a draw")
                .contains("Black, moving first, wins in 35 plies")
                .contains("Winning first moves: O4-I1, O8-I11");
    }

    @Test
    void refusesOtherGamesByName() {
        StringWriter err = new StringWriter();
        CommandLine command = new CommandLine(new SolveCommand());
        command.setErr(new PrintWriter(err));
        assertThat(command.execute("zola")).isNotZero();
        assertThat(err.toString()).contains("solve supports only zodiac").contains("'zola'");
    }
}
