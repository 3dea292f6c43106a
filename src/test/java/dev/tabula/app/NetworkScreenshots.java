package dev.tabula.app;

import dev.tabula.testing.Shots;
import dev.tabula.testing.Snapshots;
import java.nio.file.Path;
import javafx.scene.image.Image;
import javafx.scene.image.WritableImage;
import org.junit.jupiter.api.Test;

/**
 * The two screens of one network Zodijak match side by side, as the host and the friend see them
 * after a move each: {@code docs/screenshots/network-zodijak.png}. Not part of the suite: run by
 * {@code mvn -B -Pscreenshots test} with the other {@code *Screenshots} writers.
 */
class NetworkScreenshots extends NetworkMatchUiTest {

    @Test
    void theHostAndTheFriendSideBySide() throws Exception {
        hostJoinAndPlayAMoveEach();
        robot.interact(() -> {
            for (javafx.stage.Stage each : java.util.List.of(stage, guestStage)) {
                each.setWidth(900);
                each.setHeight(640);
            }
        });
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        Image host = onFx(() -> stage.getScene().snapshot(null));
        Image friend = onFx(() -> guestStage.getScene().snapshot(null));
        int gap = 16;
        int width = (int) (host.getWidth() + gap + friend.getWidth());
        int height = (int) Math.max(host.getHeight(), friend.getHeight());
        WritableImage both = new WritableImage(width, height);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                both.getPixelWriter().setArgb(x, y, 0xff202020);
            }
        }
        copy(host, both, 0);
        copy(friend, both, (int) host.getWidth() + gap);
        Path docs = Shots.DOCS_SCREENSHOTS;
        Snapshots.writePng(both, docs.resolve("network-zodijak.png"));
    }

    private static void copy(Image from, WritableImage to, int left) {
        to.getPixelWriter().setPixels(left, 0, (int) from.getWidth(), (int) from.getHeight(), from.getPixelReader(),
                0, 0);
    }
}
