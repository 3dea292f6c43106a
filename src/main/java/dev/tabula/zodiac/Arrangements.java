package dev.tabula.zodiac;

/**
 * The arrangements that have occurred in a game, newest first (rule 9): a persistent linked list,
 * so a new state shares all earlier nodes and a move costs one small node. A game rarely lasts
 * more than a few dozen plies, so a linear scan is cheaper than any set.
 */
final class Arrangements {
    final int key;
    final Arrangements previous;
    final int size;
    /** A hash of the whole list, kept incrementally so a state hashes in constant time. */
    final int hash;

    private Arrangements(int key, Arrangements previous) {
        this.key = key;
        this.previous = previous;
        this.size = previous == null ? 1 : previous.size + 1;
        this.hash = (previous == null ? 17 : previous.hash * 31) + key;
    }

    static Arrangements first(int key) {
        return new Arrangements(key, null);
    }

    Arrangements plus(int key) {
        return new Arrangements(key, this);
    }

    /** How many times {@code key} occurred, stopping once {@code enough} were seen. */
    int count(int key, int enough) {
        int seen = 0;
        for (Arrangements node = this; node != null; node = node.previous) {
            if (node.key == key && ++seen >= enough) {
                return seen;
            }
        }
        return seen;
    }

    boolean sameAs(Arrangements other) {
        Arrangements a = this;
        Arrangements b = other;
        while (a != b) {
            if (a == null || b == null || a.key != b.key || a.size != b.size) {
                return false;
            }
            a = a.previous;
            b = b.previous;
        }
        return true;
    }
}
