package dev.tabula.app;

import dev.tabula.core.Match;
import dev.tabula.core.save.MatchCodec;
import java.io.IOException;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the match on screen in the data folder after every change, atomically, so a crash or a
 * closed window never loses it; "Continue" opens it again.
 */
final class Autosaver {
    private static final Logger LOG = LoggerFactory.getLogger(Autosaver.class);

    private final MatchCodec codec;
    private final Path file;

    Autosaver(MatchCodec codec, Path file) {
        this.codec = codec;
        this.file = file;
    }

    Path file() {
        return file;
    }

    void save(Match match) {
        try {
            codec.save(match, file);
        } catch (IOException e) {
            LOG.warn("autosave to {} failed", file, e);
        }
    }
}
