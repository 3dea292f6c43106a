package dev.tabula.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.GameWords;
import org.junit.jupiter.api.Test;

/** The rules of the scene-wide text check on the very sentences that were wrong, and on right ones. */
class SceneTextCheckTest {

    @Test
    void findsTheBrokenZodiacBannerSentences() {
        assertThat(SceneTextCheck.problemsIn("{1} wins: 0 has no legal move."))
                .containsExactlyInAnyOrder("placeholder", "seat number");
        assertThat(SceneTextCheck.problemsIn("0 wins: the full inner ring holds 3 of theirs against 1."))
                .containsExactly("seat number");
        assertThat(SceneTextCheck.problemsIn("1 wins: 0 repeated an earlier position (rule 9)."))
                .containsExactly("seat number");
    }

    @Test
    void findsAKeyShownAsItself() {
        assertThat(SceneTextCheck.problemsIn("zodiac.end.noMove")).containsExactly("message key 'zodiac.end.noMove'");
        assertThat(SceneTextCheck.problemsIn("Ana wins: battlegammon.end.goal")).hasSize(1);
    }

    @Test
    void findsTheMarkerOfAMissingMessageOnce() {
        assertThat(SceneTextCheck.problemsIn("Ana wins: " + GameWords.missing("zodiac.end.noMove")))
                .containsExactly("missing message ⟦zodiac.end.noMove⟧");
        assertThat(SceneTextCheck.problemsIn(GameWords.missing("title"))).containsExactly("missing message ⟦title⟧");
    }

    @Test
    void passesRightSentences() {
        for (String right : new String[] {
                "Ana (Black) wins: Bo (White) has no legal move.",
                "Ana (Black) wins: the full inner ring holds 3 of theirs against 1.",
                "7 cards", "1 card", "Ana won with three pawns in the goal", "12. 3-5 19/22 8/13",
                "Saved to match.tabula.", "e.g. this", "Computer (Hard) to roll the dice", "Move 12 of 40",
                "Ana wins the match with 120 points", "Bo took 2 cards: 8 of 10 left"}) {
            assertThat(SceneTextCheck.problemsIn(right)).as(right).isEmpty();
        }
    }
}
