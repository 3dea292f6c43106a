package dev.tabula.app.network;

import dev.tabula.app.common.MatchRelay;
import dev.tabula.app.common.WindowContext;
import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.settings.Settings;
import dev.tabula.core.Match;
import java.util.concurrent.Executor;
import javafx.scene.Parent;

/** What the network screens need from the app: the player's settings, the window, and the screens they lead to. */
public interface NetworkContext extends WindowContext {
    Settings settings();

    /** Where the board views run their own work (the computer helpers). */
    ComputerExecutor computers();

    /** Where a host's or a guest's logic runs and is told things: the JavaFX thread in the app. */
    Executor networkExecutor();

    /** Shows a hosted match in the normal match screen, its moves going through {@code relay}. */
    void showHostedMatch(Match match, MatchRelay relay);

    /** Shows a friend's match screen; the app tells it {@link GuestScreen#leave} when it shows another. */
    void showGuest(GuestScreen screen, Parent root);

    void showPicker();

    /** Whether matches are hosted and looked for on the loopback address only (tests, trying it out alone). */
    boolean loopbackOnly();
}
