package dev.tabula.conformance;

import dev.tabula.core.Game;
import java.util.function.BiConsumer;

/**
 * One rule of the State contract, checked on any game: {@link GameConformanceTest} runs every
 * check on every installed game, and {@link ConformanceSelfTest} shows each check rejecting a
 * game broken in the way it is meant for. A check fails with an {@link AssertionError} that
 * names the game, the setup, the line and the ply.
 */
public enum Check {
    VALUE_EQUALITY("a state equals its twin reached by the same moves", ValueChecks::valueEquality),
    HASHING("equal states hash alike", ValueChecks::hashing),
    IMMUTABILITY("apply changes nothing of the state it is called on", ValueChecks::immutability),
    EQUALITY_CANNOT_BE_FOOLED("equal states agree on all they answer, and no move leads to an equal state",
            ValueChecks::equalityCannotBeFooled),
    ONE_KIND("every state is one kind: a decision with moves, a chance with outcomes, or the end",
            PlayChecks::oneKind),
    OUTCOMES("every end names its winners, who share one point", PlayChecks::outcomes),
    UNIFORM_MOVE("a uniform move is the legal move the same draw picks from the list", PlayChecks::uniformMove),
    NOTATION("every move's notation is its own and parses back to it", PlayChecks::notation),
    CHANCE("chance outcomes are a distribution that the match's draws follow", ChanceCheck::chance),
    VIEWS("a determinization keeps what the seat sees", ViewChecks::views),
    GENERATOR_HIDDEN("no view and no determinization depends on the match's generator", ViewChecks::generatorHidden),
    PERFECT_VIEW_HIDES_NOTHING("a game served by a PerfectView holds nothing the seed decided unseen",
            ViewChecks::perfectViewHidesNothing),
    SAVE_AND_LOAD("a match saved and loaded is the same match", PlayChecks::saveAndLoad),
    RANDOM_GAMES_END("random games end", PlayChecks::randomGamesEnd),
    PERFT("perft from the start gives the known numbers", PlayChecks::perft),
    LAYERING("the game's packages keep to the layers", LayeringCheck::layering);

    private final String rule;
    private final BiConsumer<Game, KnownFacts> body;

    Check(String rule, BiConsumer<Game, KnownFacts> body) {
        this.rule = rule;
        this.body = body;
    }

    /** Checks {@code game}, whose option sets and bounds are {@code facts}. */
    public void on(Game game, KnownFacts facts) {
        body.accept(game, facts);
    }

    /** The rule in words, as the test reports name it. */
    public String rule() {
        return rule;
    }

    @Override
    public String toString() {
        return rule;
    }
}
