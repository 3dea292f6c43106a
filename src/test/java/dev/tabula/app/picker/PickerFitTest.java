package dev.tabula.app.picker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Four cards in a row or two rows of two, whichever gives the larger pictures once the words have their height. */
class PickerFitTest {
    /** Words that need 200 px at any width: a pitch that wraps little. */
    private static PickerFit fit(double width, double height) {
        return PickerFit.of(4, width, height, 10, 150, 10, inside -> 200, 60, Double.MAX_VALUE);
    }

    @Test
    void aWideLowRoomPutsTheFourInOneRow() {
        PickerFit fit = fit(1000, 400);
        assertThat(fit.columns()).isEqualTo(4);
        assertThat(fit.fits()).isTrue();
        assertThat(fit.pictureSize()).as("the height left under the words").isEqualTo(180);
    }

    @Test
    void aTallRoomPutsTwoRowsOfTwoForLargerPicturesNeverThreeAndOne() {
        PickerFit fit = fit(1000, 1400);
        assertThat(fit.columns()).isEqualTo(2);
        assertThat(fit.pictureSize()).as("as wide as the card's inside").isEqualTo(475);
    }

    @Test
    void aRoomTooSmallForEveryCardScrollsWithPicturesHalfACardWide() {
        PickerFit fit = fit(500, 250);
        assertThat(fit.fits()).isFalse();
        assertThat(fit.columns()).as("two rows of two overflow least").isEqualTo(2);
        assertThat(fit.pictureSize()).isEqualTo(112);
    }

    @Test
    void cardsNeverNarrowerThanTheirLeastWidthSideBySide() {
        PickerFit fit = fit(500, 2000);
        assertThat(fit.columns()).as("four of 117 px would be under 150").isLessThan(4);
    }

    @Test
    void whereNothingFitsTheCardsStandSideBySideThoughOneColumnWouldOverflowLess() {
        // words that need much more height when narrow, as a pitch wrapping in a half-width card does
        PickerFit fit = PickerFit.of(4, 600, 190, 10, 150, 10, inside -> inside < 400 ? 260 : 60, 52, Double.MAX_VALUE);
        assertThat(fit.fits()).isFalse();
        assertThat(fit.columns()).as("two by two, not one card a row").isEqualTo(2);
    }
}
