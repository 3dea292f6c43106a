package dev.tabula.core.save;

/**
 * Text from outside (a file's content, a file name) made safe to quote in a message.
 *
 * <p>Match files come from other people, so anything they hold may be built to mislead: a newline
 * that fakes a line of its own, terminal escape codes, a NUL, a right-to-left override, or ten
 * thousand characters. Every piece of such text goes through {@link #quote} before it joins a
 * message, so a message stays one readable line of sane length whatever the file holds.
 */
public final class Echo {
    /** The most characters of one quoted piece; longer text is cut and ends in an ellipsis. */
    public static final int MAX_QUOTED = 60;
    /** The most characters of a quoted path, whose end (the file's own name) matters most. */
    public static final int MAX_PATH = 160;

    private Echo() {
    }

    /** {@code text} with invisible and control characters spelled out, cut to {@link #MAX_QUOTED}. */
    public static String quote(String text) {
        return cut(escape(String.valueOf(text)), MAX_QUOTED);
    }

    /**
     * A file's path with invisible and control characters spelled out; a long one loses its
     * middle, so that both the folder it starts in and the file's name still show.
     */
    public static String path(String path) {
        String text = escape(String.valueOf(path));
        if (text.length() <= MAX_PATH) {
            return text;
        }
        int head = MAX_PATH / 3;
        int start = text.length() - (MAX_PATH - head - 1);
        int escape = text.lastIndexOf('\\', start);
        if (escape >= 0 && escape > start - 6) {
            start = escape; // begin with a whole escape, not half of "\u001b"
        }
        if (Character.isLowSurrogate(text.charAt(start))) {
            start--;
        }
        return cut(text, head).replaceFirst("…$", "") + "…" + text.substring(start);
    }

    /** {@code text} with invisible and control characters spelled out, cut to {@code max} characters. */
    public static String oneLine(String text, int max) {
        return cut(escape(String.valueOf(text)), max);
    }

    /** Whether {@code text} needs no escaping and fits in {@link #MAX_QUOTED}: it can be quoted as it is. */
    public static boolean isPlain(String text) {
        return text.length() <= MAX_QUOTED && escape(text).equals(text);
    }

    private static String escape(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String replacement = replacement(text, i);
            if (replacement == null) {
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            out.append(replacement);
        }
        return out == null ? text : out.toString();
    }

    /** How the char at {@code i} is shown, or null when it is shown as it is. */
    private static String replacement(String text, int i) {
        char c = text.charAt(i);
        switch (c) {
            case '\n':
                return "\\n";
            case '\r':
                return "\\r";
            case '\t':
                return "\\t";
            default:
                break;
        }
        if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
            return null;
        }
        if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1))) {
            return null;
        }
        int type = Character.getType(c);
        boolean hidden = Character.isISOControl(c) // C0, DEL, C1: NUL, ESC, CSI …
                || type == Character.FORMAT // right-to-left overrides, zero-width characters
                || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SURROGATE; // a lone half of a pair
        return hidden ? String.format("\\u%04x", (int) c) : null;
    }

    /** The first {@code max} characters and an ellipsis, never splitting a surrogate pair or an escape. */
    private static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = max;
        if (Character.isLowSurrogate(text.charAt(end)) && Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        int escape = text.lastIndexOf('\\', end - 1);
        if (escape >= 0 && escape > end - 6 && escape + 6 > end) {
            end = escape; // do not leave half of "\u001b" behind
        }
        return text.substring(0, end) + "…";
    }
}
