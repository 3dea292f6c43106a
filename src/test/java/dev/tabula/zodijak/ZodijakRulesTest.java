package dev.tabula.zodijak;

import static dev.tabula.zodijak.Tables.legal;
import static dev.tabula.zodijak.Tables.mask;
import static dev.tabula.zodijak.Tables.notations;
import static dev.tabula.zodijak.Tables.play;
import static dev.tabula.zodijak.Tables.rules;
import static dev.tabula.zodijak.Tables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Rulings beyond the §12 scenarios: reshuffles, hand ends, variants, undo, notation, views. */
class ZodijakRulesTest {

    private static ZodijakState start(int seats, long seed, String... options) {
        Map<String, String> given = new java.util.HashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            given.put(options[i], options[i + 1]);
        }
        return (ZodijakState) Tables.GAME.start(seats, given, seed);
    }

    // ------------------------------------------------------------------ deal

    @Test
    void dealGivesSevenEachAndTurnsOneStarterWhateverTheSeatCount() {
        for (int seats = 2; seats <= 4; seats++) {
            ZodijakState s = start(seats, 5);
            long all = 0;
            for (int q = 0; q < seats; q++) {
                assertThat(s.handSize(q)).isEqualTo(7);
                all |= s.hand(q);
            }
            assertThat(s.stockSize()).isEqualTo(52 - 7 * seats - 1);
            assertThat(s.pileSize()).isEqualTo(1);
            assertThat(s.currentSeat()).as("Z6: the seat after the dealer starts").isEqualTo((s.dealer() + 1) % seats);
            assertThat(Cards.count(all)).isEqualTo(7 * seats);
        }
    }

    @Test
    void firstDealerIsDrawnFromTheSeed() {
        java.util.Set<Integer> dealers = new java.util.HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            dealers.add(start(4, seed).dealer());
        }
        assertThat(dealers).containsExactlyInAnyOrder(0, 1, 2, 3);
    }

    // ------------------------------------------------------------------ drawing and reshuffling

    @Test
    void drawingOneCardEndsTheTurnEvenIfTheCardIsPlayable() {
        ZodijakState s = table("5S", "KH 2H 6S", "9D", "4H KD");
        ZodijakState after = play(s, "draw");
        assertThat(after.hand(0)).isEqualTo(mask("9D 6S"));
        assertThat(after.currentSeat()).isEqualTo(1);
        assertThat(after.received(0)).isEqualTo(mask("6S"));
    }

    @Test
    void reshuffleHappensAtOnceWhenTheStockRunsOut() {
        ZodijakState s = table("2D 3D 4D 5D 9S", "6S", "9D", "4H KD");
        ZodijakState after = play(s, "draw");
        assertThat(after.stockSize()).isEqualTo(4);
        assertThat(after.pileSize()).isEqualTo(1);
        assertThat(Cards.name(after.top())).isEqualTo("9S");
        assertThat(after.log().latest(2).get(0).type()).isEqualTo(PublicEvent.Type.RESHUFFLE);
    }

    @Test
    void onDemandReshuffleWaitsForTheNextDraw() {
        ZodijakState s = table(rules("reshuffle", "onDemand"), Tables.defaultSigns(2), "2D 3D 4D 5D 9S", "6S", "9D",
                "4H KD 9C");
        ZodijakState after = play(s, "draw");
        assertThat(after.stockSize()).isZero();
        assertThat(after.pileSize()).isEqualTo(5);
        after = play(after, "9C");
        assertThat(after.pileSize()).isEqualTo(6);
        after = play(after, "draw");
        assertThat(after.pileSize()).isEqualTo(1);
        assertThat(after.stockSize()).isEqualTo(4);
        assertThat(Cards.name(after.top())).isEqualTo("9C");
    }

    @Test
    void aDeclaredSuitSurvivesDrawsAndReshuffles() {
        ZodijakState s = table("2D 3D 4D 5D 9S", "6S 7S", "8C 9D", "4H KD");
        s = play(s, "8C=H");
        s = play(s, "draw");
        s = play(s, "draw");
        assertThat(s.declaredSuit()).isEqualTo(Cards.HEARTS);
        assertThat(s.pileSize()).isEqualTo(1);
    }

    @Test
    void aShortPenaltyDrawsWhatExistsAndTheRestLapses() {
        Sign[] signs = {Sign.LAV, Sign.RIBE};
        ZodijakState s = table(rules(), signs, "2D 9C", "3S", "KC 2H", "3H 4H");
        s = play(s, "KC");
        s = play(s, "take");
        // the stock's 3S, then 2D and 9C reshuffled from under K♣; the other 4 lapse
        assertThat(s.handSize(1)).isEqualTo(2 + 3);
        assertThat(s.pendingKind()).isEqualTo(ZodijakState.PENDING_NONE);
        assertThat(s.currentSeat()).isZero();
        assertThat(s.log().latest(1).get(0)).isEqualTo(PublicEvent.take(1, 3, 7));
    }

    @Test
    void voluntaryDrawIsAllowedWhileHoldingAPlayUnlessTheVariantForbidsIt() {
        assertThat(notations(table("5S", "2C", "6S KD", "4H"))).contains("6S", "draw");
        ZodijakState strict = table(rules("voluntaryDraw", "off"), Tables.defaultSigns(2), "5S", "2C", "6S KD", "4H");
        assertThat(notations(strict)).contains("6S").doesNotContain("draw");
        ZodijakState stuck = table(rules("voluntaryDraw", "off"), Tables.defaultSigns(2), "5S", "2C", "2H KD", "4H");
        assertThat(notations(stuck)).containsExactly("draw");
    }

    // ------------------------------------------------------------------ end of hand

    @Test
    void twoPlayerHandEndScoresTheOtherHandAndTheDealRotates() {
        ZodijakState s = table("5S", "2C 3C", "6S", "4H KD QD JC");
        s = play(s, "6S");
        assertThat(s.phase()).isEqualTo(ZodijakState.Phase.HAND_OVER);
        assertThat(s.score(0)).isEqualTo(4);
        assertThat(s.currentSeat()).as("the next dealer deals on").isZero();
        assertThat(notations(s)).containsExactly("next");
        assertThat(s.viewFor(1).handsShown()).isTrue();
        ZodijakState next = play(s, "next");
        assertThat(next.handNumber()).isEqualTo(2);
        assertThat(next.dealer()).isZero();
        assertThat(next.currentSeat()).isEqualTo(1);
        assertThat(next.handSize(0)).isEqualTo(7);
        assertThat(next.stockSize()).isEqualTo(37);
        assertThat(next.score(0)).isEqualTo(4);
    }

    @Test
    void threePlayerHandEndScoresBothOtherHands() {
        ZodijakState s = play(table("5S", "2C 3C", "6S", "4H KD", "QD JC 9H"), "6S");
        assertThat(s.score(0)).isEqualTo(5);
        assertThat(s.lastHandWinner()).isZero();
        ZodijakState next = play(s, "next");
        assertThat(next.dealer()).isZero();
        assertThat(next.stockSize()).isEqualTo(30);
    }

    @Test
    void fourPlayerHandEndScoresAllThreeOtherHands() {
        ZodijakState s = play(table("5S", "2C 3C", "6S 7S", "4H KD", "QD JC 9H", "2H"), "6S 7S");
        assertThat(s.score(0)).isEqualTo(6);
        assertThat(s.lastHandPoints()).isEqualTo(6);
        ZodijakState next = play(s, "next");
        assertThat(next.stockSize()).isEqualTo(23);
        assertThat(next.currentSeat()).isEqualTo(1);
    }

    @Test
    void aPenaltyVictimWhoDefendsWithTheirLastAceScoresNothing() {
        ZodijakState s = table("5S", "2C 3C 4C 5C 6C", "AS", "AH", "QD JD");
        s = play(s, "AS");
        s = play(s, "AH");
        assertThat(s.currentSeat()).isEqualTo(2);
        s = play(s, "take");
        assertThat(s.score(0)).isEqualTo(6);
        assertThat(s.score(1)).isZero();
    }

    @Test
    void aBlockedHandScoresNothingByDefault() {
        ZodijakState s = table("5S", "", "2H 3H", "4H KD");
        s = play(s, "pass");
        assertThat(s.isUndoBarrier()).isFalse();
        s = play(s, "pass");
        assertThat(s.phase()).isEqualTo(ZodijakState.Phase.HAND_OVER);
        assertThat(s.lastHandWinner()).isEqualTo(-1);
        assertThat(s.score(0) + s.score(1)).isZero();
    }

    @Test
    void aBlockedHandScoresTheDifferenceForTheFewestCardsInTheVariant() {
        ZodijakState s = table(rules("blockedHand", "fewestCardsScoresDifference"), Tables.defaultSigns(2), "5S", "",
                "2H 3H", "4H KD 7D QD");
        s = play(play(s, "pass"), "pass");
        assertThat(s.lastHandWinner()).isZero();
        assertThat(s.score(0)).isEqualTo(2);
    }

    // ------------------------------------------------------------------ variants

    @Test
    void ownZodiacStacksLetsTheVictimPassFourteenOn() {
        Sign[] signs = {Sign.LAV, Sign.RIBE, Sign.OVAN};
        ZodijakRules stacking = rules("zodiacDefence", "ownZodiacStacks");
        ZodijakState s = table(stacking, signs, "9C", "2S 3S 4S 5S 6S 7S 9S TS JS QS KS AS 2D 3D 4D 5D",
                "KC 2C", "QH 4H", "JC 5H");
        s = play(s, "KC");
        assertThat(notations(s)).containsExactlyInAnyOrder("QH", "take");
        s = play(s, "QH");
        assertThat(s.pendingCount()).isEqualTo(14);
        assertThat(notations(play(table(rules(), signs, "9C", "2S", "KC 2C", "QH 4H", "JC"), "KC")))
                .as("by default nothing answers a zodiac card").containsExactly("take");
    }

    @Test
    void autoResolveDrawsTheZodiacPenaltyWithoutAHandover() {
        Sign[] signs = {Sign.LAV, Sign.RIBE, Sign.OVAN};
        ZodijakState s = table(rules("forcedPenaltyUi", "autoResolve"), signs, "9C",
                "2S 3S 4S 5S 6S 7S 9S TS", "KC 2C", "QH 4H", "JC 5H");
        s = play(s, "KC");
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(s.handSize(1)).isEqualTo(9);
        assertThat(Cards.count(s.received(1))).isEqualTo(7);
    }

    @Test
    void lockedRunDirectionForbidsTurningBack() {
        ZodijakRules locked = rules("runDirection", "lockedPerSuitSegment");
        ZodijakState s = table(locked, Tables.defaultSigns(2), "TH", "2S", "7H 8H 8C 9C 7C", "4D");
        assertThat(legal(s, "7H 8H 8C 9C")).isTrue();
        assertThat(legal(s, "7H 8H 8C 7C")).isFalse();
        assertThat(legal(table("TH", "2S", "7H 8H 8C 9C 7C", "4D"), "7H 8H 8C 7C")).isTrue();
    }

    @Test
    void buryEightTurnsAnotherStarterAndEightFreeStartFreesTheFirstPlay() {
        for (long seed = 1; seed < 400; seed++) {
            ZodijakState plain = start(2, seed);
            if (Cards.rank(plain.top()) == Cards.EIGHT) {
                ZodijakState buried = start(2, seed, "starter", "buryEight");
                assertThat(Cards.rank(buried.top())).isNotEqualTo(Cards.EIGHT);
                assertThat(buried.stockSize()).isEqualTo(37);
                ZodijakState free = start(2, seed, "starter", "eightFreeStart");
                assertThat(free.freeTop()).isTrue();
                long hand = free.hand(free.currentSeat());
                for (int card : Cards.list(hand)) {
                    if (Cards.rank(card) != Cards.EIGHT) {
                        assertThat(free.isLegalPlay(new int[] {card}, -1)).isTrue();
                    }
                }
                return;
            }
        }
        throw new AssertionError("no seed turned up an 8");
    }

    @Test
    void eightFreeStartFreesOnlyTheFirstPlayerEvenWhenThatPlayerDraws() {
        for (long seed = 1; seed < 400; seed++) {
            ZodijakState free = start(2, seed, "starter", "eightFreeStart");
            if (free.freeTop()) {
                ZodijakState drawn = play(free, "draw");
                assertThat(drawn.freeTop()).as("R3: the free play was the first player's only").isFalse();
                int eight = drawn.top();
                for (int card : Cards.list(drawn.hand(drawn.currentSeat()))) {
                    boolean matches = Cards.suit(card) == Cards.suit(eight) || Cards.rank(card) == Cards.EIGHT;
                    assertThat(drawn.isLegalPlay(new int[] {card}, Cards.rank(card) == Cards.EIGHT ? 0 : -1))
                            .as(Cards.name(card) + " on the starter " + Cards.name(eight)).isEqualTo(matches);
                }
                return;
            }
        }
        throw new AssertionError("no seed turned up an 8");
    }

    @Test
    void aceRunCancelsNoPenaltyOnceTheWinnerIsOutTheVictimMustTake() {
        ZodijakRules cancels = rules("aceDefence", "aceThenSequenceCancels");
        ZodijakState out = play(table(cancels, Tables.defaultSigns(3), "5S", "2C 3C 4C 5C 6C 7C 9C",
                "AS", "AH 2H KD", "QD JD TD"), "AS");
        assertThat(out.handWinner()).isZero();
        assertThat(legal(out, "AH 2H")).as("Z24/R11: the drawing must be done").isFalse();
        assertThat(notations(out)).containsExactlyInAnyOrder("take", "AH");
        ZodijakState passedOn = play(out, "AH");
        assertThat(passedOn.pendingCount()).isEqualTo(4);
        assertThat(notations(passedOn)).containsExactly("take");

        ZodijakState midHand = play(table(cancels, Tables.defaultSigns(2), "5S", "2C 3C 4C",
                "AS QH", "AH 2H KD"), "AS");
        assertThat(legal(midHand, "AH 2H")).as("mid-hand the variant still cancels").isTrue();
    }

    @Test
    void aLoneLastEightNamingASuitLoadsAsThePlainEight() {
        ZodijakState s = table("5S", "2C 3C", "8C", "4H KD QD");
        Move parsed = Tables.GAME.parseMove(s, "8C=D");
        assertThat(parsed.notation()).as("saved again in canonical form").isEqualTo("8C");
        ZodijakState after = s.apply(parsed);
        assertThat(after).isEqualTo(play(s, "8C"));
        assertThat(after.declaredSuit()).isEqualTo(-1);
        assertThatThrownBy(() -> Tables.GAME.parseMove(table("5S", "2C 3C", "8C 9H", "4H KD QD"), "8C"))
                .as("an 8 that is not the last card still names a suit").isInstanceOf(TabulaException.class);
    }

    @Test
    void previousHandWinnerStartsTheNextHandInTheVariant() {
        ZodijakState s = table(rules("firstPlayer", "previousHandWinner"), Tables.defaultSigns(3), "5S", "2C",
                "6S", "4H KD", "QD");
        ZodijakState next = play(play(s, "6S"), "next");
        assertThat(next.dealer()).isZero();
        assertThat(next.currentSeat()).isZero();
    }

    @Test
    void uniqueSignsRefusesTwoSeatsWithOneSign() {
        assertThatThrownBy(() -> start(2, 1, "uniqueSigns", "on", "sign1", "lav", "sign2", "lav"))
                .isInstanceOf(TabulaException.class).hasMessageContaining("lav");
        assertThat(start(2, 1, "sign1", "lav", "sign2", "lav").sign(1)).isEqualTo(Sign.LAV);
    }

    @Test
    void signsCanBeDeclaredAgainBeforeEachHand() {
        ZodijakState s = table(rules("redeclareSignsEachHand", "on", "uniqueSigns", "on"), Tables.defaultSigns(2),
                "5S", "2C", "6S", "4H");
        s = play(play(s, "6S"), "next");
        assertThat(s.phase()).isEqualTo(ZodijakState.Phase.SIGNS);
        assertThat(s.currentSeat()).isZero();
        s = play(s, "sign lav");
        assertThat(notations(s)).hasSize(11).doesNotContain("sign lav");
        s = play(s, "sign ribe");
        assertThat(s.phase()).isEqualTo(ZodijakState.Phase.PLAY);
        assertThat(s.sign(0)).isEqualTo(Sign.LAV);
        assertThat(s.sign(1)).isEqualTo(Sign.RIBE);
        assertThat(s.handSize(0)).isEqualTo(7);
    }

    @Test
    void declaringASignLeavesTheStateItWasDeclaredInAsItWas() {
        ZodijakState s = table(rules("redeclareSignsEachHand", "on"), Tables.defaultSigns(2), "5S", "2C", "6S", "4H");
        ZodijakState asking = play(play(s, "6S"), "next");
        int hash = asking.hashCode();
        ZodijakState declared = play(asking, "sign lav");
        assertThat(declared.sign(0)).isEqualTo(Sign.LAV);
        assertThat(asking.sign(0)).as("undo goes back to this state").isEqualTo(Sign.OVAN);
        assertThat(asking.hashCode()).isEqualTo(hash);
        assertThat(asking).isEqualTo(play(play(s, "6S"), "next"));
    }

    // ------------------------------------------------------------------ notation, undo, views

    @Test
    void drawAndTakeNotationsNameNoCard() {
        ZodijakState s = table("5S", "KH 2H", "AS 9D", "4H KD");
        assertThat(notations(s)).contains("draw");
        ZodijakState drawn = play(s, "draw");
        assertThat(drawn.log().latest(1).get(0).play()).isNull();
        ZodijakState pending = play(s, "AS");
        assertThat(notations(pending)).containsExactly("take");
    }

    @Test
    void playsParseInAnyCaseAndAnyLegalOrder() {
        ZodijakState s = table("5H", "2C", "5S 6S 6D 5D 4D", "QC");
        Move move = Tables.GAME.parseMove(s, "  5s 6s   6d 5d 4d ");
        assertThat(move.notation()).isEqualTo("5S 6S 6D 5D 4D");
        assertThat(Tables.GAME.parseMove(table("5H", "2C", "8C KS", "4D"), "8c=d").notation()).isEqualTo("8C=D");
        assertThatThrownBy(() -> Tables.GAME.parseMove(s, "5S 7S")).isInstanceOf(dev.tabula.core.IllegalMoveException.class);
        assertThatThrownBy(() -> Tables.GAME.parseMove(s, "ZZ")).isInstanceOf(dev.tabula.core.IllegalMoveException.class);
    }

    @Test
    void undoNeverGoesBackPastACardSomeoneSaw() {
        Setup setup = new Setup(2, Tables.GAME.info().resolveOptions(Map.of()), 1L);
        Match match = new Match(Tables.GAME, setup, List.of(Seat.person("Ana"), Seat.person("Bojan")));
        assertThat(match.canUndo()).isFalse();
        match.play(Tables.GAME.parseMove(match.current(), "draw"));
        assertThat(match.canUndo()).as("after a draw").isFalse();
        ZodijakState played = play(table("5S", "2C", "6S 7D", "4H"), "6S");
        assertThat(played.isUndoBarrier()).as("after a play: the others saw the card (H5)").isTrue();
        assertThat(play(table("5S", "", "2H 3H", "4H KD"), "pass").isUndoBarrier()).isFalse();
    }

    @Test
    void determinizeDependsOnlyOnTheViewAndTheGenerator() {
        ZodijakState truth = start(3, 11);
        truth = truth.apply(truth.legalMoves().get(0));
        int seat = truth.currentSeat();
        ZodijakSeatView view = truth.viewFor(seat);
        ZodijakState imagined = view.determinize(Rng.fromState(99));
        assertThat(imagined.viewFor(seat)).isEqualTo(view);
        ZodijakState again = imagined.viewFor(seat).determinize(Rng.fromState(5));
        assertThat(again).isEqualTo(view.determinize(Rng.fromState(5)));
        assertThat(imagined.hand(seat)).isEqualTo(truth.hand(seat));
        long all = 0;
        for (int q = 0; q < 3; q++) {
            assertThat(imagined.handSize(q)).isEqualTo(truth.handSize(q));
            all |= imagined.hand(q);
        }
        assertThat(Cards.count(all) + imagined.stockSize() + imagined.pileSize()).isEqualTo(52);
        State played = imagined;
        for (int i = 0; i < 30 && !played.isTerminal(); i++) {
            played = played.apply(played.legalMoves().get(0));
        }
    }

    @Test
    void thePublicViewHoldsNoHand() {
        ZodijakState s = start(4, 3);
        ZodijakSeatView cover = s.publicView();
        assertThat(cover.ownHand()).isZero();
        assertThat(cover.visibleCards()).isEqualTo(Cards.bit(s.top()));
        assertThat(cover.handSize(2)).isEqualTo(7);
    }
}
