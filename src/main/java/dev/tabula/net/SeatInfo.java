package dev.tabula.net;

/**
 * One seat of a network match as everybody is told it: its name, who plays it, and for a
 * friend's seat whether their Tabula is connected now.
 *
 * @param level the computer's level for a computer's seat, else null
 */
public record SeatInfo(String name, Kind kind, String level, boolean present) {

    /** Who plays a seat. */
    public enum Kind {
        /** A person at the host's computer. */
        LOCAL,
        /** A friend at another computer. */
        REMOTE,
        /** The host's computer player. */
        COMPUTER;

        String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        static Kind byId(String id) {
            for (Kind kind : values()) {
                if (kind.id().equals(id)) {
                    return kind;
                }
            }
            return null;
        }
    }
}
