package dev.tabula.conformance;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@link Check} on every installed game, by construction: the suite runs over
 * {@link GameCatalog#installed()}, so a game registered in {@code META-INF/services} is checked
 * with no test file of its own, each case reported as "game: rule". What the suite knows of a
 * particular game (perft numbers, option sets, bounds) is optional data in {@link KnownFacts}.
 * {@link ConformanceSelfTest} shows that each check rejects what it is meant to.
 */
class GameConformanceTest {

    static Stream<Arguments> gamesAndChecks() {
        return GameCatalog.installed().games().stream().flatMap(game -> Arrays.stream(Check.values())
                .map(check -> Arguments.of(Named.of(game.info().id(), game), Named.of(check.rule(), check))));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("gamesAndChecks")
    void holdsToTheContract(Game game, Check check) {
        check.on(game, KnownFacts.of(game));
    }
}
