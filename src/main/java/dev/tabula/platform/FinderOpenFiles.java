package dev.tabula.platform;

import java.awt.Desktop;
import java.awt.GraphicsEnvironment;
import java.awt.desktop.OpenFilesEvent;
import java.io.File;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Match files the macOS Finder asks Tabula to open. A double-click there does not put the file on the
 * command line: macOS starts the app (or finds it running) and sends it an "open documents" Apple Event.
 * JavaFX 21 has no API for that event, but AWT's {@link Desktop#setOpenFileHandler} receives it in a
 * JavaFX app as long as it is installed before JavaFX starts, which is why the launcher calls
 * {@link #listen} first: the event of the double-click that started Tabula arrives right after.
 * Every file becomes an {@link OpenRequests} request, like one handed over by a second start.
 *
 * <p>Only on macOS, and only with a display: elsewhere files come as arguments and AWT stays unloaded
 * (it costs start-up time).
 */
public final class FinderOpenFiles {
    private static final Logger LOG = LoggerFactory.getLogger(FinderOpenFiles.class);

    private FinderOpenFiles() {
    }

    /** Whether this system sends open-file events that only AWT receives. */
    static boolean applies(String osName, boolean headless) {
        String os = osName.toLowerCase(Locale.ROOT);
        return !headless && (os.contains("mac") || os.contains("darwin"));
    }

    /** On macOS, passes every file the Finder asks to open to {@code requests}; elsewhere nothing. */
    public static void listen(OpenRequests requests) {
        if (!applies(System.getProperty("os.name", ""), GraphicsEnvironment.isHeadless())) {
            return;
        }
        try {
            if (!Desktop.isDesktopSupported() || !Desktop.getDesktop().isSupported(Desktop.Action.APP_OPEN_FILE)) {
                LOG.warn("this Java cannot receive the Finder's open-file events: double-clicked matches open with Open only");
                return;
            }
            Desktop.getDesktop().setOpenFileHandler(event -> forward(event, requests));
        } catch (RuntimeException | LinkageError e) {
            // the app still starts; the player opens matches with Open or by dragging them in
            LOG.warn("could not listen for the Finder's open-file events", e);
        }
    }

    private static void forward(OpenFilesEvent event, OpenRequests requests) {
        forward(event.getFiles(), requests);
    }

    /** Each file as one request, in the Finder's order, by its absolute path. */
    static void forward(List<File> files, OpenRequests requests) {
        for (File file : files) {
            LOG.info("the Finder asks to open {}", file);
            requests.offer(Optional.of(file.toPath().toAbsolutePath()));
        }
    }
}
