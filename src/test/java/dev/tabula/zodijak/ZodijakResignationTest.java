package dev.tabula.zodijak;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * docs/rules/zodijak.md, "Resigning": a resignation ends the whole match; the resigning seat
 * loses and the leaders on match points among the others win, sharing the win on a tie.
 */
class ZodijakResignationTest {
    private static ZodijakState withScores(int... scores) {
        return ZodijakState.arranged(Tables.rules(), Tables.defaultSigns(scores.length), scores.length - 1, 0,
                new long[scores.length], Tables.list("2C 3C"), Tables.list("9C"), scores);
    }

    @Test
    void theLeaderOnMatchPointsAmongTheOthersWins() {
        assertThat(withScores(40, 12, 30).winnersAfterResignation(0, 3)).containsExactly(2);
        assertThat(withScores(40, 12, 30, 5).winnersAfterResignation(2, 4)).containsExactly(0);
    }

    @Test
    void leadersLevelOnPointsShareTheWin() {
        assertThat(withScores(0, 0, 0).winnersAfterResignation(1, 3)).containsExactly(0, 2);
        assertThat(withScores(9, 20, 3, 20).winnersAfterResignation(0, 4)).containsExactly(1, 3);
    }

    @Test
    void withTwoSeatsTheOtherWins() {
        assertThat(withScores(50, 3).winnersAfterResignation(0, 2)).containsExactly(1);
    }
}
