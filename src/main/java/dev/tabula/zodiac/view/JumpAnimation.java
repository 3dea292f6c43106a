package dev.tabula.zodiac.view;

import dev.tabula.app.spi.Cue;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.ZodiacMove;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.animation.Animation;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.TranslateTransition;
import javafx.util.Duration;

/** A move shown on the star: the disc glides along its line, then each jumped disc turns over. */
final class JumpAnimation {
    private final StarPainter painter;
    private final List<Animation> running = new ArrayList<>();

    JumpAnimation(StarPainter painter) {
        this.painter = painter;
    }

    /** The disc glides along its line, then each jumped disc turns over (squeezed flat, shown flipped, opened). */
    void play(ZodiacMove move, double millis, Consumer<Cue> cue) {
        DiscNode mover = painter.disc(move.to());
        if (mover == null) {
            return;
        }
        cue.accept(Cue.MOVE);
        SequentialTransition all = new SequentialTransition();
        boolean[] captureCued = {false};
        int[] path = move.path();
        int at = move.from();
        for (int hop : path) {
            TranslateTransition glide = new TranslateTransition(Duration.millis(millis * 0.55 / path.length), mover);
            glide.setFromX(painter.x(at) - painter.x(move.to()));
            glide.setFromY(painter.y(at) - painter.y(move.to()));
            glide.setToX(painter.x(hop) - painter.x(move.to()));
            glide.setToY(painter.y(hop) - painter.y(move.to()));
            all.getChildren().add(glide);
            at = hop;
        }
        mover.setTranslateX(painter.x(move.from()) - painter.x(move.to()));
        mover.setTranslateY(painter.y(move.from()) - painter.y(move.to()));
        for (int q : new java.util.LinkedHashSet<>(java.util.Arrays.stream(move.jumped()).boxed().toList())) {
            DiscNode disc = painter.disc(q);
            if (disc == null || disc.content() == Discs.RED || flipsBack(move, q)) {
                continue;
            }
            int now = disc.content();
            disc.show(Discs.flipped(now));
            ScaleTransition close = new ScaleTransition(Duration.millis(millis * 0.2), disc);
            close.statusProperty().addListener((o, was, status) -> {
                if (status == Animation.Status.RUNNING && !captureCued[0]) {
                    captureCued[0] = true; // the first disc turning over is heard, once
                    cue.accept(Cue.CAPTURE);
                }
            });
            close.setFromX(1);
            close.setToX(0.05);
            close.setOnFinished(e -> disc.show(now));
            ScaleTransition open = new ScaleTransition(Duration.millis(millis * 0.2), disc);
            open.setFromX(0.05);
            open.setToX(1);
            all.getChildren().addAll(close, open);
        }
        all.setOnFinished(e -> running.remove(all));
        running.add(all);
        all.play();
    }

    /** Whether a chain jumped this disc an even number of times, so it ends as it began. */
    private static boolean flipsBack(ZodiacMove move, int point) {
        return java.util.Arrays.stream(move.jumped()).filter(q -> q == point).count() % 2 == 0;
    }

    /** Whether a move is being animated: a click then skips to its end (the view draws the position again). */
    boolean isRunning() {
        return !running.isEmpty();
    }

    void stop() {
        for (Animation animation : List.copyOf(running)) {
            animation.stop();
        }
        running.clear();
    }
}
