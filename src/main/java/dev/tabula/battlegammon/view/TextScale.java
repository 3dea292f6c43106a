package dev.tabula.battlegammon.view;

import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.text.Font;

/**
 * A picture drawn in pixels (dice, the dice chart) that grows with the text beside it: when the
 * window's font grows (the app scales it with the window), the picture is scaled by as much. In a
 * group, so that the panels lay out its scaled size, not its drawn one.
 */
final class TextScale {
    private TextScale() {
    }

    /**
     * {@code picture}, in a group that scales it as {@code beside}'s font is larger than the
     * system's, {@code em} being {@code beside}'s font size in em in the style sheet.
     */
    static Group follow(Node picture, Labeled beside, double em) {
        Runnable apply = () -> {
            double factor = Math.max(1, beside.getFont().getSize() / (Font.getDefault().getSize() * em));
            picture.setScaleX(factor);
            picture.setScaleY(factor);
        };
        beside.fontProperty().addListener(o -> apply.run());
        apply.run();
        return new Group(picture);
    }
}
