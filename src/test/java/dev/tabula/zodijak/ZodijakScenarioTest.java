package dev.tabula.zodijak;

import static dev.tabula.zodijak.Tables.card;
import static dev.tabula.zodijak.Tables.legal;
import static dev.tabula.zodijak.Tables.mask;
import static dev.tabula.zodijak.Tables.notations;
import static dev.tabula.zodijak.Tables.play;
import static dev.tabula.zodijak.Tables.rules;
import static dev.tabula.zodijak.Tables.table;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The test scenarios of rules §12, one test each, named after what they prove. */
class ZodijakScenarioTest {

    @Test
    void scenario01_sequenceMixesRankStepsAndSuitStepsUpAndDown() {
        ZodijakState s = table("5H", "2C 3C", "5S 6S 6D 5D 4D KC", "QC QD");
        assertThat(legal(s, "5S 6S 6D 5D 4D")).isTrue();
        ZodijakState after = play(s, "5S 6S 6D 5D 4D");
        assertThat(Cards.name(after.top())).isEqualTo("4D");
        assertThat(after.pendingKind()).isEqualTo(ZodijakState.PENDING_NONE);
    }

    @Test
    void scenario02_eightsInsideASequenceAreOrdinaryAndTheFirstCardMustMatch() {
        ZodijakState s = table("TH", "2C 3C", "7H 8H 8C 9C KD", "3C 9D 5H QS");
        assertThat(legal(s, "7H 8H 8C 9C")).isTrue();
        ZodijakState after = play(s, "7H 8H 8C 9C");
        assertThat(after.declaredSuit()).isEqualTo(-1);
        assertThat(legal(after, "3C")).as("clubs").isTrue();
        assertThat(legal(after, "9D")).as("a nine").isTrue();
        assertThat(legal(after, "5H")).isFalse();
        ZodijakState onClubs = table("TC", "2C 3C", "7H 8H 8C 9C KD", "3C 9D 5H QS");
        assertThat(legal(onClubs, "7H 8H 8C 9C")).isFalse();
    }

    @Test
    void scenario03_loneEightNamesTheSuitAndOnlyThatSuitOrAnotherLoneEightFollows() {
        ZodijakState s = table("5H", "2C 3C", "8C KS", "4D 8H 9H 8D 9D");
        assertThat(legal(s, "8C=D")).isTrue();
        ZodijakState after = play(s, "8C=D");
        assertThat(after.declaredSuit()).isEqualTo(Cards.DIAMONDS);
        assertThat(legal(after, "4D")).isTrue();
        assertThat(legal(after, "8H=S")).as("a lone 8 is wild").isTrue();
        assertThat(legal(after, "8H 9H")).as("R5: an off-suit 8 may not start a sequence").isFalse();
        assertThat(legal(after, "8D 9D")).as("the 8 of the named suit matches by suit").isTrue();
        ZodijakState variant = table(rules("wild8Match", "declaredSuitOrAnyEight"), Tables.defaultSigns(2),
                "5H", "2C 3C", "8C KS", "4D 8H 9H 8D 9D");
        assertThat(legal(play(variant, "8C=D"), "8H 9H")).as("declaredSuitOrAnyEight").isTrue();
    }

    @Test
    void scenario04_kingAndAceAreNotAdjacentUnlessRanksWrap() {
        ZodijakState s = table("KS", "2C 3C", "QS KS AS 5C", "3C 9D");
        assertThat(legal(s, "QS KS AS")).isFalse();
        ZodijakState wrap = table(rules("rankWrap", "on"), Tables.defaultSigns(2), "KS", "2C 3C", "QS KS AS 5C",
                "3C 9D");
        assertThat(legal(wrap, "QS KS AS")).isTrue();
        assertThat(legal(s, "AS")).isTrue();
        ZodijakState after = play(s, "AS");
        assertThat(after.pendingKind()).isEqualTo(ZodijakState.PENDING_ACE);
        assertThat(after.pendingCount()).isEqualTo(2);
    }

    @Test
    void scenario05_aceChainPassesTheDrawOnAndTheNextPlayerPlaysNormally() {
        ZodijakState s = table("5C", "2S 3S 4S 5S 6S 7S", "AC QH", "AD KH", "TH JS 2C", "3D AH 9S");
        s = play(s, "AC");
        assertThat(s.currentSeat()).isEqualTo(1);
        s = play(s, "AD");
        assertThat(s.pendingCount()).isEqualTo(4);
        assertThat(notations(s)).containsExactly("take");
        s = play(s, "take");
        assertThat(s.handSize(2)).isEqualTo(7);
        assertThat(s.pendingKind()).isEqualTo(ZodijakState.PENDING_NONE);
        assertThat(s.currentSeat()).isEqualTo(3);
        assertThat(legal(s, "3D")).as("any diamond").isTrue();
        assertThat(legal(s, "AH")).as("any ace").isTrue();
        assertThat(play(s, "AH").pendingCount()).as("a new chain").isEqualTo(2);
    }

    @Test
    void scenario06_aceThenSequenceDoesNotDefendUnlessTheVariantCancelsThePenalty() {
        ZodijakState s = play(table("5C", "2S 3S 4S", "AC QH", "AD 2D KH"), "AC");
        assertThat(legal(s, "AD 2D")).isFalse();
        assertThat(legal(s, "AD")).isTrue();
        ZodijakState variant = play(table(rules("aceDefence", "aceThenSequenceCancels"), Tables.defaultSigns(2),
                "5C", "2S 3S 4S", "AC QH", "AD 2D KH"), "AC");
        assertThat(legal(variant, "AD 2D")).isTrue();
        ZodijakState after = play(variant, "AD 2D");
        assertThat(after.pendingKind()).isEqualTo(ZodijakState.PENDING_NONE);
        assertThat(after.handSize(0)).as("nobody draws").isEqualTo(1);
        assertThat(after.currentSeat()).isZero();
    }

    @Test
    void scenario07_onlyTheOwnZodiacCardPlayedAloneMakesTheNextPlayerDrawSeven() {
        Sign[] signs = {Sign.LAV, Sign.RIBE, Sign.OVAN};
        String stock = "2S 3S 4S 5S 6S 7S 9S TS JS QS";
        ZodijakState s = table(rules(), signs, "9C", stock, "KC QC 2H", "3H 4H", "KC 5H");
        ZodijakState after = play(s, "KC");
        assertThat(after.pendingKind()).isEqualTo(ZodijakState.PENDING_ZODIAC);
        assertThat(notations(after)).containsExactly("take");
        after = play(after, "take");
        assertThat(after.handSize(1)).isEqualTo(9);
        assertThat(after.currentSeat()).as("P2 is skipped").isEqualTo(2);

        ZodijakState run = play(table(rules(), signs, "9C", stock, "QC KC 2H", "3H 4H", "KC 5H"), "QC KC");
        assertThat(run.pendingKind()).as("Q♣ K♣: no effect").isEqualTo(ZodijakState.PENDING_NONE);

        ZodijakState other = ZodijakState.arranged(rules(), signs, 1, 2, new long[] {mask("2H"), mask("3H"),
                mask("KC 5H")}, Tables.list(stock), Tables.list("9C"), new int[3]);
        assertThat(play(other, "KC").pendingKind()).as("P3 is no Lav").isEqualTo(ZodijakState.PENDING_NONE);

        ZodijakState offSuit = table(rules(), signs, "9D", stock, "KC QC 2H", "3H 4H", "KC 5H");
        assertThat(legal(offSuit, "KC")).as("R10: the zodiac card is not wild").isFalse();
    }

    @Test
    void scenario08_goingOutWithAnAceStillMakesTheAceChainRunBeforeTheHandEnds() {
        ZodijakState s = table("5S", "2C 3C 4C 5C 6C 7C 9C", "AS", "AH KD", "QD JD TD");
        s = play(s, "AS");
        assertThat(s.handWinner()).isZero();
        assertThat(s.phase()).isEqualTo(ZodijakState.Phase.PLAY);
        assertThat(s.currentSeat()).isEqualTo(1);
        s = play(s, "AH");
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(s.pendingCount()).isEqualTo(4);
        s = play(s, "take");
        assertThat(s.phase()).isEqualTo(ZodijakState.Phase.HAND_OVER);
        assertThat(s.lastHandWinner()).isZero();
        assertThat(s.lastHandPoints()).isEqualTo(1 + 7);
        assertThat(s.score(0)).isEqualTo(8);
    }

    @Test
    void scenario09_twoPlayersTheVictimOfAFinalAceCannotDefendAndDrawsTwo() {
        ZodijakState s = table("5S", "2C 3C 4C", "AS", "AH KD QD");
        s = play(s, "AS");
        assertThat(notations(s)).containsExactly("take");
        assertThat(legal(s, "AH")).isFalse();
        s = play(s, "take");
        assertThat(s.phase()).isEqualTo(ZodijakState.Phase.HAND_OVER);
        assertThat(s.score(0)).isEqualTo(5);
    }

    @Test
    void scenario10_penaltyDrawReshufflesThePileAtOnceAndGoesOn() {
        Sign[] signs = {Sign.LAV, Sign.RIBE};
        ZodijakState s = table(rules(), signs, "2D 3D 4D 5D 6D 7D 9D TD JD 9C", "2S 3S 4S", "KC 2H", "3H 4H");
        ZodijakState after = play(s, "KC");
        after = play(after, "take");
        assertThat(after.handSize(1)).isEqualTo(2 + 7);
        assertThat(after.pileSize()).isEqualTo(1);
        assertThat(Cards.name(after.top())).isEqualTo("KC");
        assertThat(after.stockSize()).isEqualTo(3 + 10 - 7);
        assertThat(after.log().all()).anyMatch(e -> e.type() == PublicEvent.Type.RESHUFFLE && e.count() == 10);
    }

    @Test
    void scenario11_withNothingToDrawAndNoPlayTheOnlyMoveIsPass() {
        ZodijakState blocked = table("5S", "", "2H 3H", "4H KD");
        assertThat(notations(blocked)).containsExactly("pass");
        ZodijakState playable = table("5S", "", "2S 3H", "4H KD");
        assertThat(notations(playable)).contains("2S").doesNotContain("pass", "draw");
    }

    @Test
    void scenario12_anEightStarterNamesNoSuit() {
        ZodijakState s = table("8D", "2C 3C", "3D 8C 9C 8H KS", "4H KD");
        assertThat(s.declaredSuit()).isEqualTo(-1);
        assertThat(legal(s, "3D")).isTrue();
        assertThat(legal(s, "8C 9C")).as("an 8 matches the 8 by rank").isTrue();
        assertThat(legal(s, "8H=S")).isTrue();
        assertThat(legal(s, "KS")).isFalse();
        for (long seed = 1; seed < 400; seed++) {
            ZodijakState dealt = (ZodijakState) Tables.GAME.start(2, java.util.Map.of(), seed);
            if (Cards.rank(dealt.top()) == Cards.EIGHT) {
                assertThat(dealt.declaredSuit()).isEqualTo(-1);
                assertThat(dealt.pendingKind()).isEqualTo(ZodijakState.PENDING_NONE);
                return;
            }
        }
        throw new AssertionError("no seed turned up an 8");
    }

    @Test
    void scenario13_aLoneEightAsTheLastCardEndsTheHandWithoutASuit() {
        ZodijakState s = table("5S", "2C 3C", "8C", "4H KD QD");
        assertThat(notations(s)).contains("8C").doesNotContain("8C=D");
        ZodijakState after = play(s, "8C");
        assertThat(after.phase()).isEqualTo(ZodijakState.Phase.HAND_OVER);
        assertThat(after.score(0)).isEqualTo(3);
    }

    @Test
    void scenario14_reachingFiftyFiveEndsTheMatch() {
        ZodijakState s = ZodijakState.arranged(rules(), Tables.defaultSigns(2), 1, 0,
                new long[] {mask("5S"), mask("2H 3H 4H 5H 6H")}, Tables.list("2C 3C"), Tables.list("9S"),
                new int[] {50, 48});
        ZodijakState after = play(s, "5S");
        assertThat(after.isTerminal()).isTrue();
        assertThat(after.score(0)).isEqualTo(55);
        assertThat(after.outcome().winners()).containsExactly(0);
        assertThat(after.outcome().reason()).isEqualTo("zodijak.end.reachedTarget");
        assertThat(after.legalMoves()).isEmpty();
    }
}
