package dev.tabula.net;

import dev.tabula.core.save.Echo;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a host tells the local network of its match, in the DNS-SD text record of its
 * {@link Protocol#SERVICE_TYPE} service: who hosts it, the game, the protocol and app versions,
 * and how many friends' seats are still open. Never a join code: finding a match is not joining it.
 * A record from the network is untrusted ({@link #fromText}): anything odd in it, and it is ignored.
 *
 * @param openSeats friends' seats whose join code is still unused
 */
public record Announcement(String hostName, String gameId, int protocol, String app, int openSeats, int seats) {
    private static final Pattern GAME_ID = Pattern.compile("[a-z][a-z0-9]{0,29}");
    private static final int MAX_NAME = 60;

    /** The text record: short keys, each value far below DNS's 255 bytes. */
    Map<String, String> toText() {
        Map<String, String> text = new LinkedHashMap<>();
        text.put("v", String.valueOf(protocol));
        text.put("game", gameId);
        text.put("host", hostName.length() > MAX_NAME ? hostName.substring(0, MAX_NAME) : hostName);
        text.put("app", app);
        text.put("open", String.valueOf(openSeats));
        text.put("seats", String.valueOf(seats));
        return text;
    }

    /** The announcement a text record holds, or empty if it is not one a Tabula could have sent. */
    static Optional<Announcement> fromText(Map<String, String> text) {
        try {
            String game = text.get("game");
            String host = text.get("host");
            String app = text.get("app");
            if (game == null || !GAME_ID.matcher(game).matches() || host == null || host.isBlank() || app == null) {
                return Optional.empty();
            }
            int protocol = Integer.parseInt(text.get("v"));
            int open = Integer.parseInt(text.get("open"));
            int seats = Integer.parseInt(text.get("seats"));
            if (protocol < 0 || seats < 1 || seats > 8 || open < 0 || open > seats) {
                return Optional.empty();
            }
            return Optional.of(new Announcement(Echo.quote(host.strip()), game, protocol, Echo.quote(app), open, seats));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
