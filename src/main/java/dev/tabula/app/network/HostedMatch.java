package dev.tabula.app.network;

import dev.tabula.app.common.I18n;
import dev.tabula.app.common.MatchRelay;
import dev.tabula.core.Move;
import dev.tabula.net.Host;
import dev.tabula.net.HostListener;
import dev.tabula.net.NetNotice;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The host's side of a network match as the match screen sees it: the screen plays the moves of
 * the seats at this computer through {@link Host#play}, and is told of every change the host
 * reports (a friend's move arriving included), so it saves and draws the match as it does on one
 * computer. Everything runs on the app's JavaFX thread, the host's executor.
 */
final class HostedMatch implements MatchRelay, HostListener {
    private static final Logger LOG = LoggerFactory.getLogger(HostedMatch.class);

    private final I18n i18n;
    private Host host;
    private Runnable changed = () -> { };
    /** Where the friends' codes and presence are shown, and the host's notices said. */
    private FriendsWindow friends;

    HostedMatch(I18n i18n) {
        this.i18n = i18n;
    }

    /** The host has started: from now on the moves go through it. */
    void started(Host started) {
        this.host = started;
    }

    Host host() {
        return host;
    }

    /** Where to tell of the friends: their join codes, who is connected, what the host said of them. */
    void showFriends(FriendsWindow window) {
        this.friends = window;
        window.show();
    }

    @Override
    public boolean isRemote(int seat) {
        return host.isRemote(seat);
    }

    @Override
    public Optional<String> play(Move move) {
        return host.play(move).map(why -> why.message(i18n.locale())); // a roll too: the host checks it is due
    }

    @Override
    public void onChange(Runnable changed) {
        this.changed = changed;
    }

    @Override
    public void close() {
        if (friends != null) {
            friends.close();
        }
        host.close().whenComplete((done, error) -> {
            if (error != null) {
                LOG.warn("the network match did not close cleanly", error);
            }
        });
        LOG.info("stopped hosting");
    }

    // ---------------------------------------------------------------- what the host reports

    @Override
    public void moved(Move move, int ply) {
        changed.run();
    }

    @Override
    public void undone(int ply) {
        changed.run();
    }

    @Override
    public void resigned(int seat) {
        changed.run();
    }

    @Override
    public void presence(int seat, boolean present) {
        if (friends != null) {
            friends.refresh();
        }
    }

    @Override
    public void notice(NetNotice notice) {
        LOG.info("{}", notice);
        if (friends != null) {
            friends.say(notice.message(i18n.locale()));
        }
    }
}
