package dev.tabula.app;

import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.files.ShownMatch;
import dev.tabula.app.match.MatchContext;
import dev.tabula.app.sound.CueSounds;
import java.util.function.LongSupplier;

/** The shell as the match screen sees it ({@link MatchContext}): the sounds, the clock, the autosave, a rematch. */
final class MatchSide extends WindowSide implements MatchContext {
    MatchSide(Shell shell) {
        super(shell);
    }

    @Override
    public CueSounds sounds() {
        return shell.sounds();
    }

    @Override
    public LongSupplier clock() {
        return shell.clock;
    }

    @Override
    public void autosave(ShownMatch screen) {
        shell.matches().autosave(screen);
    }

    @Override
    public void startMatch(MatchRequest request) {
        shell.startMatch(request);
    }
}
