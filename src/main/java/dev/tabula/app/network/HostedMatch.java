package dev.tabula.app.network;

import dev.tabula.app.common.I18n;
import dev.tabula.app.common.MatchRelay;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.net.Host;
import dev.tabula.net.HostListener;
import dev.tabula.net.NetNotice;
import dev.tabula.net.UndoRequest;
import java.net.InetAddress;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The host's side of a network match as the match screen sees it: the screen plays the moves of
 * the seats at this computer through {@link Host#play}, and is told of every change the host
 * reports (a friend's move arriving included), so it saves and draws the match as it does on one
 * computer. The friends' news and an undo's question show in the {@link NetworkBar} over the
 * board. Everything runs on the app's JavaFX thread, the host's executor.
 */
final class HostedMatch implements MatchRelay, HostListener {
    private static final Logger LOG = LoggerFactory.getLogger(HostedMatch.class);

    private final NetworkContext context;
    /** Where friends reach this host, as the friends' window shows it. */
    private final List<InetAddress> addresses;
    private Host host;
    private Runnable changed = () -> { };
    /** Where the friends' codes and presence are shown, and the host's notices said. */
    private FriendsWindow friends;
    private NetworkBar bar;

    HostedMatch(NetworkContext context, List<InetAddress> addresses) {
        this.context = context;
        this.addresses = List.copyOf(addresses);
        this.bar = new NetworkBar(context.i18n());
    }

    private I18n i18n() {
        return context.i18n(); // the language of the moment: it may change while hosting
    }

    /** The host has started: from now on the moves go through it. */
    void started(Host started) {
        this.host = started;
    }

    /** The window beside the match: where friends reach this host, their codes, who is connected. */
    void showFriends() {
        friends = new FriendsWindow(i18n(), host, addresses, context.stage());
        friends.show();
    }

    Host host() {
        return host;
    }

    @Override
    public boolean isRemote(int seat) {
        return host.isRemote(seat);
    }

    @Override
    public Optional<String> play(Move move) {
        return words(host.play(move)); // a roll too: the host checks it is due
    }

    @Override
    public Optional<String> resign(int seat) {
        return words(host.resign(seat));
    }

    @Override
    public boolean mayAskUndo() {
        return asker().isPresent();
    }

    @Override
    public Optional<String> askUndo() {
        Optional<Integer> seat = asker();
        if (seat.isEmpty()) {
            return words(Optional.of(host.isUndoPending() ? NetNotice.of("net.refused.undoPending")
                    : NetNotice.of("net.undo.nothing")));
        }
        return words(host.proposeUndo(seat.get()));
    }

    /** The person here who made the latest decision that may be taken back, if one may now. */
    private Optional<Integer> asker() {
        Match match = host.match();
        for (int ply = match.cursor() - 1; ply >= 0; ply--) {
            State state = match.stateAt(ply);
            int seat = state.currentSeat();
            if (seat >= 0 && !host.isRemote(seat) && !match.seats().get(seat).computer()) {
                return host.canProposeUndo(seat) ? Optional.of(seat) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    @Override
    public Node bar() {
        return bar.node();
    }

    @Override
    public void languageChanged() {
        String said = bar.node().isVisible() && !bar.isAsking() ? bar.text() : null;
        bar = new NetworkBar(i18n());
        host.undoAsked().ifPresentOrElse(this::undoAsked, () -> {
            if (said != null) {
                bar.say(said); // already in words: the next news comes in the new language
            }
        });
        friends.close();
        showFriends();
    }

    @Override
    public void onChange(Runnable changed) {
        this.changed = changed;
    }

    /** The screen leaves the match (back to the games, or the app quits): the friends are told, the match stays. */
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

    private Optional<String> words(Optional<NetNotice> notice) {
        return notice.map(why -> why.message(i18n().locale()));
    }

    // ---------------------------------------------------------------- what the host reports

    @Override
    public void moved(Move move, int ply) {
        if (!bar.isAsking()) {
            bar.hide(); // the news was of the position before
        }
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
        String words = notice.message(i18n().locale());
        if (friends != null) {
            friends.say(words);
        }
        if (!bar.isAsking()) {
            bar.say(words); // where the people here look: over the board
        }
    }

    @Override
    public void undoAsked(UndoRequest request) {
        String asker = host.match().seats().get(request.seat()).name();
        if (host.isRemote(request.seat())) {
            bar.ask(request.question(asker).message(i18n().locale()), yes -> host.answerUndo(request.id(), yes));
        } else {
            bar.say(i18n().text("network.undo.waiting"));
        }
        changed.run(); // nobody moves until it is settled: the tool bar follows
    }

    @Override
    public void undoSettled(boolean accepted, NetNotice why) {
        bar.say(why.message(i18n().locale()));
        changed.run();
    }
}
