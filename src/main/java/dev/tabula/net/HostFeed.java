package dev.tabula.net;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import dev.tabula.core.ViewCodec;
import java.util.ArrayList;
import java.util.List;

/**
 * The messages a host sends one friend's seat about the match: the welcome (who sits where, the
 * view of the start) followed by one step per move in effect, then a step for each new move.
 * Every view in them is that seat's view ({@code State.viewFor}), written by the game's
 * {@link ViewCodec}, which is given views only: nothing here can put another seat's card, the
 * stock or the generator into a message. A step is the same message whether it goes out live or
 * in the welcome of a friend who comes back.
 */
final class HostFeed {
    private final Match match;
    private final ViewCodec codec;
    private final String hostName;

    HostFeed(Match match, ViewCodec codec, String hostName) {
        this.match = match;
        this.codec = codec;
        this.hostName = hostName;
    }

    /** The welcome of {@code seat}, then the steps of every move in effect, in order. */
    List<String> welcome(int seat, String secret, List<SeatInfo> seats) {
        ObjectNode welcome = Protocol.message("welcome").put("protocol", Protocol.VERSION)
                .put("app", Protocol.appVersion()).put("host", hostName).put("game", match.game().info().id());
        ObjectNode options = welcome.putObject("options");
        match.setup().options().asMap().forEach(options::put);
        ArrayNode list = welcome.putArray("seats");
        for (SeatInfo info : seats) {
            ObjectNode node = list.addObject().put("name", info.name()).put("kind", info.kind().id())
                    .put("present", info.present());
            if (info.level() != null) {
                node.put("level", info.level());
            }
        }
        welcome.put("seat", seat).put("secret", secret);
        welcome.set("start", codec.writeStart(match.stateAt(0).viewFor(seat), seats.size(), match.setup().options()));
        welcome.put("moves", match.cursor());
        match.resignation().ifPresent(resigned ->
                welcome.putObject("resigned").put("seat", resigned.seat()).put("ply", resigned.ply()));
        List<String> messages = new ArrayList<>();
        messages.add(Protocol.write(welcome));
        List<Move> line = match.line();
        for (int ply = 0; ply < match.cursor(); ply++) {
            messages.add(step(seat, ply, line.get(ply)));
        }
        return messages;
    }

    /** The move that took the match from {@code ply} moves to one more, as {@code seat} sees it. */
    String step(int seat, int ply, Move move) {
        SeatView before = match.stateAt(ply).viewFor(seat);
        SeatView after = match.stateAt(ply + 1).viewFor(seat);
        ObjectNode step = Protocol.message("step").put("ply", ply).put("move", move.notation());
        ObjectNode view = codec.writeStep(before, move, after);
        if (view != null) {
            step.set("view", view);
        }
        return Protocol.write(step);
    }

    static String back(int ply) {
        return Protocol.write(Protocol.message("back").put("ply", ply));
    }

    static String resigned(int seat, int ply) {
        return Protocol.write(Protocol.message("resigned").put("seat", seat).put("ply", ply));
    }

    static String presence(int seat, boolean present) {
        return Protocol.write(Protocol.message("presence").put("seat", seat).put("present", present));
    }

    static String asked(int id, int seat, int ply) {
        return Protocol.write(Protocol.message("asked").put("id", id).put("seat", seat).put("ply", ply));
    }

    static String settled(int id, boolean accepted, NetNotice why) {
        return Protocol.write(withNotice(Protocol.message("settled").put("id", id).put("accepted", accepted), why));
    }

    /** A notice message: {@code refused} (a request), {@code dropped} (the connection ends), {@code bye}. */
    static String notice(String type, NetNotice notice) {
        return Protocol.write(withNotice(Protocol.message(type), notice));
    }

    static String ping() {
        return Protocol.write(Protocol.message("ping"));
    }

    private static ObjectNode withNotice(ObjectNode message, NetNotice notice) {
        message.put("key", notice.key());
        ArrayNode args = message.putArray("args");
        notice.args().forEach(args::add);
        return message;
    }
}
