package dev.tabula.zodijak.view;

import static dev.tabula.zodijak.view.HandPolicy.Show.COVER;
import static dev.tabula.zodijak.view.HandPolicy.Show.HAND_END;
import static dev.tabula.zodijak.view.HandPolicy.Show.OPEN;
import static dev.tabula.zodijak.view.HandPolicy.Show.PUBLIC;
import static dev.tabula.zodijak.view.HandPolicy.Show.REVEAL;
import static dev.tabula.zodijak.view.HandPolicy.Show.SIGNS;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.zodijak.ZodijakState.Phase;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Who may see which hand, decided without a screen: a hand is face up only for its own seat. */
class HandPolicyTest {
    private static final List<Boolean> TWO_PEOPLE = List.of(false, false);
    private static final List<Boolean> PERSON_AND_COMPUTER = List.of(false, true);

    @Test
    void betweenTwoPeopleTheCoverStandsUntilThePersonToActOpensTheirOwnHand() {
        assertThat(HandPolicy.decide(Phase.PLAY, 1, -1, -1, TWO_PEOPLE, false)).isEqualTo(COVER);
        assertThat(HandPolicy.decide(Phase.PLAY, 1, 1, -1, TWO_PEOPLE, false)).isEqualTo(OPEN);
        // the hand still open is the last player's: the next one meets the cover, never that hand
        assertThat(HandPolicy.decide(Phase.PLAY, 1, 0, -1, TWO_PEOPLE, false)).isEqualTo(COVER);
    }

    @Test
    void aComputersTurnShowsThePublicTableOrTheOnePersonsOwnOpenHand() {
        assertThat(HandPolicy.decide(Phase.PLAY, 1, -1, -1, PERSON_AND_COMPUTER, false)).isEqualTo(PUBLIC);
        assertThat(HandPolicy.decide(Phase.PLAY, 1, 0, -1, PERSON_AND_COMPUTER, false)).isEqualTo(OPEN);
        assertThat(HandPolicy.decide(Phase.PLAY, 1, -1, -1, List.of(true, true), false)).isEqualTo(PUBLIC);
    }

    @Test
    void drawnCardsTheSignsAndTheHandsEndComeBeforeAnyHand() {
        assertThat(HandPolicy.decide(Phase.PLAY, 1, -1, 0, TWO_PEOPLE, false)).isEqualTo(REVEAL);
        assertThat(HandPolicy.decide(Phase.SIGNS, 0, 0, -1, TWO_PEOPLE, false)).isEqualTo(SIGNS);
        assertThat(HandPolicy.decide(Phase.HAND_OVER, 0, 0, -1, TWO_PEOPLE, false)).isEqualTo(HAND_END);
        assertThat(HandPolicy.decide(Phase.MATCH_OVER, -1, 0, -1, TWO_PEOPLE, false)).isEqualTo(HAND_END);
    }

    @Test
    void afterAResignationNobodyIsToActSoNoCoverAndNoSignsOnlyTheOpenHandOrTheTable() {
        assertThat(HandPolicy.decide(Phase.PLAY, 1, -1, -1, TWO_PEOPLE, true)).isEqualTo(PUBLIC);
        assertThat(HandPolicy.decide(Phase.SIGNS, 0, -1, -1, TWO_PEOPLE, true)).isEqualTo(PUBLIC);
        assertThat(HandPolicy.decide(Phase.PLAY, 1, 0, -1, PERSON_AND_COMPUTER, true)).isEqualTo(OPEN);
        assertThat(HandPolicy.decide(Phase.HAND_OVER, 0, -1, -1, TWO_PEOPLE, true)).isEqualTo(HAND_END);
    }

    @Test
    void onlyAPersonAloneWithComputersKeepsTheirHandOpen() {
        assertThat(HandPolicy.soloPerson(PERSON_AND_COMPUTER)).isZero();
        assertThat(HandPolicy.soloPerson(List.of(true, true, false))).isEqualTo(2);
        assertThat(HandPolicy.soloPerson(TWO_PEOPLE)).isEqualTo(-1);
        assertThat(HandPolicy.soloPerson(List.of(true, true))).isEqualTo(-1);
    }
}
