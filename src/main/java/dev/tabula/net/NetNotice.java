package dev.tabula.net;

import dev.tabula.core.save.Echo;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Something to tell a player about the network match (a refused move, a friend who left, a
 * connection closed and why), as a key of the network's bundle ({@code dev/tabula/net/messages*})
 * and its arguments, so that each screen says it in its player's language. Notices travel between
 * host and guest as their key and arguments; one from the other side is checked first
 * ({@link #fromPeer}), so a hostile peer can make a screen show only the words of this bundle.
 *
 * @param key  a key of the bundle
 * @param args the values of its placeholders, as texts
 */
public record NetNotice(String key, List<String> args) {
    private static final String BUNDLE = "dev.tabula.net.messages";
    /** The notice shown for a key from the other side that this Tabula does not know. */
    static final String UNKNOWN = "net.peer.unknownNotice";
    private static final int MAX_ARGS = 4;

    public NetNotice {
        args = List.copyOf(args);
    }

    /** The notice {@code key} with these arguments, each as its text. */
    public static NetNotice of(String key, Object... args) {
        if (!isKnown(key)) {
            throw new IllegalArgumentException("no network message '" + key + "'");
        }
        return new NetNotice(key, java.util.Arrays.stream(args).map(String::valueOf).toList());
    }

    /**
     * A notice as the other side sent it: an unknown key becomes {@link #UNKNOWN}, and every
     * argument is quoted safely (no control characters, no right-to-left override, cut short).
     */
    static NetNotice fromPeer(String key, List<String> args) {
        if (!isKnown(key)) {
            return new NetNotice(UNKNOWN, List.of(Echo.quote(key)));
        }
        return new NetNotice(key, args.stream().limit(MAX_ARGS).map(Echo::quote).toList());
    }

    static boolean isKnown(String key) {
        return key != null && bundle(Locale.ROOT).containsKey(key);
    }

    /** The notice in {@code locale}'s language where the bundle has it, else English. */
    public String message(Locale locale) {
        return new MessageFormat(bundle(locale).getString(key), locale).format(args.toArray());
    }

    /** In English, for the log. */
    @Override
    public String toString() {
        return message(Locale.ROOT);
    }

    private static ResourceBundle bundle(Locale locale) {
        try {
            return ResourceBundle.getBundle(BUNDLE, locale,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        } catch (MissingResourceException e) {
            throw new IllegalStateException("the network's words are missing", e);
        }
    }
}
