package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.common.SeatNames;
import dev.tabula.app.match.MatchScreen;
import dev.tabula.app.picker.NewMatchDialog;
import dev.tabula.app.review.ReviewWindow;
import dev.tabula.core.Match;
import dev.tabula.core.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The ways to a new match (asked in a dialog, or from a request) and to the review of one. */
final class MatchDoors {
    private static final Logger LOG = LoggerFactory.getLogger(MatchDoors.class);

    private final Shell shell;

    MatchDoors(Shell shell) {
        this.shell = shell;
    }

    /** Asks for seats and options (with the match on screen paused), then starts the match. */
    void newMatch(GameEntry entry, boolean againstComputer) {
        MatchScreen before = shell.screens.suspendMatch();
        new NewMatchDialog(shell.windowSide, entry, againstComputer).showAndWait().ifPresent(this::startMatch);
        shell.screens.resumeMatch(before);
    }

    /** Starts {@code request}'s match on screen, in a new slot among the matches in progress. */
    void startMatch(MatchRequest request) {
        shell.screens.showMatch(newMatch(request), null, shell.matches().newSlot(), null);
        shell.matches().trim();
    }

    static Match newMatch(MatchRequest request) {
        Setup setup = new Setup(request.seats().size(),
                request.entry().game().info().resolveOptions(request.options()), request.seed());
        LOG.info("new {} match, seed {}, options {}", request.entry().id(), request.seed(), setup.options());
        return new Match(request.entry().game(), setup, request.seats());
    }

    /** Opens the review of {@code match} (on screen, or loaded from a file) in a window of its own. */
    void review(Match match) {
        GameEntry entry = shell.registry().find(match.game().info().id()).orElseThrow();
        WindowSide window = shell.windowSide;
        ReviewWindow.open(shell.stage(), shell.i18n(), entry.ui(), window.gameBundle(entry), match,
                SeatNames.forDisplay(match.seats(), entry, shell.i18n()), shell.reviewSettings.apply(match.setup().seed()),
                shell.computers.background());
    }
}
