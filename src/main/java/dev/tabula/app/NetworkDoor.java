package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRelay;
import dev.tabula.app.network.GuestScreen;
import dev.tabula.app.network.NetworkContext;
import dev.tabula.app.network.NetworkHosting;
import dev.tabula.app.picker.NewMatchDialog;
import dev.tabula.core.Match;
import java.util.concurrent.Executor;
import javafx.application.Platform;
import javafx.scene.Parent;

/**
 * The shell's side of playing over the network ({@link NetworkContext}): the start screen's ways in
 * (host a new match, join a friend's) and the screens the network parts lead to.
 */
final class NetworkDoor extends WindowSide implements NetworkContext {
    NetworkDoor(Shell shell) {
        super(shell);
    }

    /** "Play over the network…": the match's options, then who sits where, then it is hosted. */
    void host(GameEntry entry) {
        new NewMatchDialog(this, entry).showAndWait().ifPresent(request ->
                NetworkHosting.ask(this, request).ifPresent(choice ->
                        NetworkHosting.start(this, MatchDoors.newMatch(request), choice, loopbackOnly())));
    }

    @Override
    public boolean loopbackOnly() {
        return shell.networkLoopback;
    }

    /** "Join a match…": a friend's match hosted at another computer. */
    void join() {
        GuestScreen.ask(this);
    }

    @Override
    public Executor networkExecutor() {
        return Platform::runLater;
    }

    @Override
    public void showHostedMatch(Match match, MatchRelay relay) {
        shell.screens.showMatch(match, null, shell.matches().newSlot(), relay);
        shell.matches().trim();
    }

    @Override
    public void showGuest(GuestScreen screen, Parent root) {
        shell.screens.showGuest(screen, root);
    }
}
