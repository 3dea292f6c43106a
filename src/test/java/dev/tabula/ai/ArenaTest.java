package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tabula.cli.TabulaCli;
import dev.tabula.core.Setup;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

class ArenaTest {

    @Test
    void wilsonIntervalsMatchPublishedValues() {
        WilsonInterval half = WilsonInterval.of95(50, 100);
        assertThat(half.low()).isCloseTo(0.4038, within(1e-4));
        assertThat(half.high()).isCloseTo(0.5962, within(1e-4));
        WilsonInterval none = WilsonInterval.of95(0, 10);
        assertThat(none.low()).isZero();
        assertThat(none.high()).isCloseTo(0.2775, within(1e-4));
    }

    @Test
    void aSeededRunIsTheSameOnOneThreadOrTwo() {
        PigGame pig = new PigGame();
        Setup setup = new Setup(3, pig.info().resolveOptions(Map.of("target", "10")), 17);
        Arena arena = new Arena(pig, setup, "easy", seed -> Players.forLevel(Level.EASY, "pig", seed),
                "random", RandomPlayer::new);

        Arena.Result one = arena.play(8);
        ExecutorService twoThreads = Executors.newFixedThreadPool(2);
        Arena.Result two;
        try {
            two = arena.play(8, twoThreads);
        } finally {
            twoThreads.shutdownNow();
        }

        assertThat(two.a().wins()).isEqualTo(one.a().wins());
        assertThat(two.b().wins()).isEqualTo(one.b().wins());
        assertThat(two.plies()).isEqualTo(one.plies());
        assertThat(one.a().wins() + one.b().wins() + one.draws()).isEqualTo(8);
    }

    @Test
    void sidesAlternateSeats() {
        assertThat(Arena.sideASits(0, 0)).isTrue();
        assertThat(Arena.sideASits(1, 0)).isFalse();
        assertThat(Arena.sideASits(0, 1)).isFalse();
        assertThat(Arena.sideASits(1, 1)).isTrue();
    }

    @Test
    void theArenaCommandPrintsEachSidesWins() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = TabulaCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute("arena", "zola", "easy", "random", "2", "--seed", "3");

        assertThat(err.toString()).isEmpty();
        assertThat(status).isZero();
        assertThat(out.toString()).contains("easy      wins").contains("random    wins").contains("95 % CI");
    }

    @Test
    void theArenaCommandRefusesAnUnknownPlayer() {
        StringWriter err = new StringWriter();
        int status = TabulaCli.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true))
                .execute("arena", "zola", "grandmaster", "random", "2");

        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).contains("unknown player 'grandmaster'");
    }

    @Test
    void theArenaCommandGivesEachSideItsSearchesAndRefusesNone() {
        StringWriter out = new StringWriter();
        int status = TabulaCli.commandLine(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true))
                .execute("arena", "zola", "easy", "random", "2", "--seed", "3", "--searches", "2,1");
        StringWriter err = new StringWriter();
        int refused = TabulaCli.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true))
                .execute("arena", "zola", "easy", "random", "2", "--searches", "0");

        assertThat(status).isZero();
        assertThat(out.toString()).contains("searches 2 and 1");
        assertThat(refused).isEqualTo(2);
        assertThat(err.toString()).contains("--searches takes one or two positive numbers");
    }
}
