package dev.tabula.app.review;

import dev.tabula.app.common.I18n;
import javafx.scene.control.Button;

/** The "Review" button, wherever a match can be reviewed: the end-of-match banner, under the move list. */
public final class ReviewButton {
    private ReviewButton() {
    }

    public static Button of(I18n i18n, Runnable review) {
        Button button = new Button(I18n.format(i18n.bundle(ReviewLines.BUNDLE), "review.open"));
        button.setId("review-match");
        button.setOnAction(event -> review.run());
        return button;
    }
}
