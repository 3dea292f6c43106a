package dev.tabula.testing;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javax.imageio.ImageIO;

/**
 * Writes a JavaFX snapshot as PNG without javafx-swing: the way every screenshot in
 * {@code docs/screenshots} is taken, headless (Monocle) or under a display alike.
 */
public final class Snapshots {
    private Snapshots() {
    }

    public static BufferedImage toBuffered(Image image) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        return out;
    }

    public static void writePng(Image image, Path file) throws IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        ImageIO.write(toBuffered(image), "png", file.toFile());
    }
}
