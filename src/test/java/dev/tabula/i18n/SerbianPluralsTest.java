package dev.tabula.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/**
 * Serbian has three plural forms chosen by the last digits (1, 21 karta; 2–4, 22–24 karte; 5–20,
 * 25–30 karata), which ChoiceFormat can only spell out range by range. This checks every count
 * that can occur against the rule itself.
 */
class SerbianPluralsTest {
    private static final Locale SERBIAN = Locale.forLanguageTag("sr-Latn");
    private final ResourceBundle zodijak = ResourceBundle.getBundle("dev.tabula.zodijak.view.messages", SERBIAN,
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));

    @Test
    void cardCountsAgreeForEveryHandSize() {
        assertThat(format("seat.cards", 0)).isEqualTo("bez karata");
        for (int n = 1; n <= 60; n++) {
            assertThat(format("seat.cards", n)).isEqualTo(n + " " + form(n, "karta", "karte", "karata"));
        }
    }

    @Test
    void pointsAgreeForEveryScore() {
        for (int n = 0; n <= 200; n++) {
            assertThat(format("seat.score", n)).isEqualTo(n + " " + form(n, "poen", "poena", "poena"));
        }
    }

    @Test
    void zolaPieceCountsAgreeUpToAFullTenByTenBoard() {
        ResourceBundle zola = ResourceBundle.getBundle("dev.tabula.zola.view.messages", SERBIAN,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        MessageFormat summary = new MessageFormat(zola.getString("seat.summary"), SERBIAN);
        assertThat(summary.format(new Object[] {"Crveni", 0})).isEqualTo("Crveni · bez figura");
        for (int n = 1; n <= 50; n++) {
            assertThat(summary.format(new Object[] {"Crveni", n}))
                    .isEqualTo("Crveni · " + n + " " + form(n, "figura", "figure", "figura"));
        }
    }

    private String format(String key, int n) {
        return new MessageFormat(zodijak.getString(key), SERBIAN).format(new Object[] {n});
    }

    private static String form(int n, String one, String few, String many) {
        if (n % 10 == 1 && n % 100 != 11) {
            return one;
        }
        if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) {
            return few;
        }
        return many;
    }
}
