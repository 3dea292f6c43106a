package dev.tabula.zodiac.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.zodiac.solve.ZodiacSolution.Value;
import dev.tabula.zodiac.solve.ZodiacSolution.Verdict;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** Under rule 9 a move the search did not settle is a win or a loss not yet known, never called a draw. */
class ZodiacVerdictTextTest {
    private final ResourceBundle english = ResourceBundle.getBundle("dev.tabula.zodiac.view.messages", Locale.ROOT);

    @Test
    void anUndecidedMoveIsSaidToBeUndecidedWithTheDepthSearched() {
        Verdict undecided = new Verdict(Value.DRAW, 40, false);

        assertThat(ZodiacTexts.verdict(undecided, english)).isEqualTo("undecided: no forced end within 40 moves");
        assertThat(ZodiacTexts.badge(undecided, english)).isEqualTo("?");
    }

    @Test
    void exactVerdictsKeepTheirWords() {
        assertThat(ZodiacTexts.verdict(new Verdict(Value.WIN, 35, true), english)).isEqualTo("wins in 35 moves");
        assertThat(ZodiacTexts.verdict(new Verdict(Value.DRAW, 0, true), english)).isEqualTo("draw (no forced end found)");
    }
}
