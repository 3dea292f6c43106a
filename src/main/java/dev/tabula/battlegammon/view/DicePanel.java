package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.battlegammon.BattlegammonState;
import java.util.Random;
import java.util.ResourceBundle;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.util.Duration;

/**
 * The two dice of the turn and the Roll button. Used dice grey out. Rolling tumbles the dice for
 * a moment (random faces for show only: the real roll comes from the match's seeded generator).
 */
final class DicePanel extends HBox {
    private static final double DIE = 52;

    private final ResourceBundle messages;
    private final DieFace first = new DieFace(DIE);
    private final DieFace second = new DieFace(DIE);
    private final Button roll;
    /** Only for the tumbling faces; never decides a roll. */
    private final Random shake = new Random();
    private Timeline tumble;
    /** What runs when the tumble being shown ends (or is cut short by a click). */
    private Runnable landing;

    DicePanel(ResourceBundle messages, Runnable onRoll) {
        this.messages = messages;
        first.setId("die-1");
        second.setId("die-2");
        roll = new Button(GameWords.format(messages, "button.roll"));
        roll.setId("roll");
        roll.setTooltip(new Tooltip(GameWords.format(messages, "button.roll.tip")));
        roll.setOnAction(event -> onRoll.run());
        roll.setFocusTraversable(false); // Space belongs to the board
        roll.getStyleClass().add("battlegammon-roll");
        setSpacing(10);
        setAlignment(Pos.CENTER_LEFT);
        // the dice are drawn in pixels: they grow with the window's text, as the button beside them does
        javafx.scene.layout.HBox dice = new javafx.scene.layout.HBox(10, first, second);
        getChildren().addAll(TextScale.follow(dice, roll, 1.1), roll);
    }

    boolean isTumbling() {
        return tumble != null;
    }

    void show(BattlegammonState state, boolean canRoll) {
        stopTumble();
        int side = state.side();
        int low = state.rolledLow();
        int high = state.rolledHigh();
        int[] left = state.diceToPlay();
        boolean lowUsed;
        boolean highUsed;
        if (state.isChance() || low == 0) {
            low = 0;
            high = 0;
            lowUsed = false;
            highUsed = false;
        } else if (state.isTerminal()) {
            lowUsed = true;
            highUsed = true;
        } else if (left[1] != 0) {
            lowUsed = false;
            highUsed = false;
        } else {
            // One die left: the other one was used (for a double, either).
            highUsed = left[0] == low;
            lowUsed = !highUsed;
        }
        first.show(low, side, lowUsed);
        second.show(high, side, highUsed);
        first.setAccessibleText(GameWords.format(messages, lowUsed ? "a11y.dieUsed" : "a11y.die", low));
        second.setAccessibleText(GameWords.format(messages, highUsed ? "a11y.dieUsed" : "a11y.die", high));
        roll.setDisable(!canRoll);
    }

    /** Tumbles the dice for {@code millis}, then runs {@code done}. */
    void tumble(int side, int millis, Runnable done) {
        stopTumble();
        roll.setDisable(true);
        Timeline timeline = new Timeline();
        int frames = Math.max(3, millis / 70);
        for (int i = 0; i < frames; i++) {
            timeline.getKeyFrames().add(new KeyFrame(Duration.millis(i * 70.0), event -> {
                first.show(1 + shake.nextInt(6), side, false);
                second.show(1 + shake.nextInt(6), side, false);
                first.setRotate(shake.nextInt(30) - 15);
                second.setRotate(shake.nextInt(30) - 15);
            }));
        }
        timeline.getKeyFrames().add(new KeyFrame(Duration.millis(frames * 70.0), event -> finishTumble()));
        tumble = timeline;
        landing = done;
        timeline.play();
    }

    /** Lands the dice at once (the tumble's end, or a click during it): what waited for them runs. */
    void finishTumble() {
        Runnable done = landing;
        stopTumble();
        if (done != null) {
            done.run();
        }
    }

    void stopTumble() {
        landing = null;
        if (tumble != null) {
            tumble.stop();
            tumble = null;
            first.setRotate(0);
            second.setRotate(0);
        }
    }
}
