package dev.tabula.battlegammon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.core.Setup;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The speed of random games through the public API and the shape of random play. Runs only on
 * request, the machine being shared: {@code mvn -o -q -B test -Dtest=BattlegammonPlayoutSpeedTest -Dbench=true}.
 */
@EnabledIfSystemProperty(named = "bench", matches = "true")
class BattlegammonPlayoutSpeedTest {
    private static final Logger LOG = LoggerFactory.getLogger(BattlegammonPlayoutSpeedTest.class);

    @Test
    void randomGamesPerSecond() {
        Game game = new Battlegammon();
        Setup setup = new Setup(2, game.info().resolveOptions(Map.of()), 1L);
        Playouts.run(game, setup, 50_000, 99, 10_000); // warm-up
        // The machine is shared: the thread's CPU time says what the code does apart from waiting for a core.
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        Playouts.Summary summary = Playouts.run(game, setup, 200_000, 1, 10_000);
        double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
        LOG.info("battlegammon: {} random games in {} ms = {} games/s ({} games per CPU second); {} plies a game "
                + "(rolls included); Black won {}, White {}", summary.games(), summary.nanos() / 1_000_000,
                Math.round(summary.gamesPerSecond()), Math.round(summary.games() / cpuSeconds),
                String.format("%.1f", summary.averagePlies()), summary.winsBySeat()[0], summary.winsBySeat()[1]);
        long start = System.nanoTime();
        long perft5 = Perft.count(game.start(setup), 5);
        LOG.info("battlegammon: perft 5 = {} in {} ms", perft5, (System.nanoTime() - start) / 1_000_000);
        assertThat(summary.games()).isEqualTo(200_000);
    }
}
