package dev.tabula.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.brokentally.BrokenTallies;
import dev.tabula.brokentally.ColouredCards;
import dev.tabula.core.Game;
import dev.tabula.tally.TallyGame;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The conformance suite tested on a game made for it: Tally ({@code dev.tabula.tally}, test
 * sources only) passes every check, and each of its broken variants ({@code dev.tabula.brokentally})
 * is rejected by the check meant for it, with words that say what is wrong. Every check has a
 * variant of its own here, so a check weakened until it no longer sees its fault fails this test.
 */
class ConformanceSelfTest {
    /** Tally's facts: both ways of dealing, its own perft numbers (seed 1, two seats) and short games. */
    static final KnownFacts TALLY = new KnownFacts(List.of(Map.of(), Map.of("hands", "open")),
            new long[] {7, 49, 343, 2_191}, 200, 1_000);

    /** A broken Tally, the check meant to reject it, and words its failure must hold. */
    record Fault(String name, Game game, Check check, String words) {
    }

    static final List<Fault> FAULTS = List.of(
            new Fault("equals compares arrays by reference", new TallyGame(BrokenTallies.EqualsByReference::new),
                    Check.VALUE_EQUALITY, "two starts of one setup"),
            new Fault("hashCode hashes arrays by identity", new TallyGame(BrokenTallies.HashOfTheArrays::new),
                    Check.HASHING, "the hash codes of two starts of one setup"),
            new Fault("apply scores in the old state's array", new TallyGame(BrokenTallies.ScoresInPlace::new),
                    Check.IMMUTABILITY, "after applying all its moves"),
            new Fault("equals compares the seat to move only", new TallyGame(BrokenTallies.EqualBySeatToMove::new),
                    Check.EQUALITY_CANNOT_BE_FOOLED, "are equal, but"),
            new Fault("equals ignores the cards", new TallyGame(BrokenTallies.IgnoresTheCards::new),
                    Check.EQUALITY_CANNOT_BE_FOOLED, "are equal, but"),
            new Fault("equals ignores the roll", new TallyGame(BrokenTallies.IgnoresTheRoll::new),
                    Check.EQUALITY_CANNOT_BE_FOOLED, "the legal moves differs"),
            new Fault("dice of its own, left out of equals", new TallyGame(BrokenTallies.DiceOfItsOwn::new),
                    Check.EQUALITY_CANNOT_BE_FOOLED, "the draw of sampleChance"),
            new Fault("a pass offered after the end", new TallyGame(BrokenTallies.PassAfterTheEnd::new),
                    Check.ONE_KIND, "the legal moves after the end"),
            new Fault("no forced pass", new TallyGame(BrokenTallies.NoForcedPass::new),
                    Check.ONE_KIND, "the State contract says a decision state always has one"),
            new Fault("winners counted from 1", new TallyGame(BrokenTallies.WinnersCountedFromOne::new),
                    Check.OUTCOMES, "a winner's seat"),
            new Fault("a uniform move that skips the pass", new TallyGame(BrokenTallies.UniformMoveSkipsThePass::new),
                    Check.UNIFORM_MOVE, "against the list's move"),
            new Fault("a shorthand parser that forgets pass", BrokenTallies.shorthandParser(),
                    Check.NOTATION, "the notation 'pass' of a legal move does not parse"),
            new Fault("a loaded die", new TallyGame(BrokenTallies.LoadedDie::new),
                    Check.CHANCE, "do not follow their probabilities"),
            new Fault("a view that forgets its own hand", new TallyGame(BrokenTallies.ForgetfulView::new),
                    Check.VIEWS, "the view of a determinization"),
            new Fault("a determinization with the match's generator",
                    new TallyGame(BrokenTallies.LeakyDeterminization::new),
                    Check.GENERATOR_HIDDEN, "reaches the match's generator"),
            new Fault("dice of its own, handed on by a perfect view", new TallyGame(BrokenTallies.DiceOfItsOwn::new),
                    Check.GENERATOR_HIDDEN, "reaches the match's generator"),
            new Fault("a shuffled deck behind perfect views", BrokenTallies.shuffledOpenDeck(),
                    Check.PERFECT_VIEW_HIDES_NOTHING, "one line from two seeds gives two views"),
            new Fault("the seats take turns to begin", BrokenTallies.alternatingFirstSeat(),
                    Check.SAVE_AND_LOAD, "the state loaded"),
            new Fault("a pass is no turn", new TallyGame(BrokenTallies.PassIsNoTurn::new),
                    Check.RANDOM_GAMES_END, "did not end in 1000 plies"),
            new Fault("cards played under the roll", new TallyGame(BrokenTallies.PlaysUnderTheRoll::new),
                    Check.PERFT, "perft 1"),
            new Fault("rules that use JavaFX", new TallyGame(ColouredCards::new),
                    Check.LAYERING, "javafx.scene.paint.Color"));

    @ParameterizedTest(name = "tally: {0}")
    @EnumSource(Check.class)
    void theGameAsItsRulesSayPassesEveryCheck(Check check) {
        check.on(new TallyGame(), TALLY);
    }

    static Stream<Arguments> faults() {
        return FAULTS.stream().map(fault -> Arguments.of(Named.of(fault.name(), fault),
                Named.of(fault.check().rule(), fault.check())));
    }

    @ParameterizedTest(name = "{0}: rejected by \"{1}\"")
    @MethodSource("faults")
    void eachBrokenVariantIsRejectedByTheCheckMeantForIt(Fault fault, Check check) {
        assertThatThrownBy(() -> check.on(fault.game(), TALLY)).as("%s, checked for %s", fault.name(), check)
                .isInstanceOf(AssertionError.class).hasMessageContaining(fault.words());
    }

    @Test
    void everyCheckHasAFaultOfItsOwn() {
        Set<Check> covered = FAULTS.stream().map(Fault::check).collect(Collectors.toSet());
        assertThat(covered).containsExactlyInAnyOrder(Check.values());
        assertThat(Arrays.stream(Check.values()).map(Check::rule)).doesNotHaveDuplicates();
    }
}
