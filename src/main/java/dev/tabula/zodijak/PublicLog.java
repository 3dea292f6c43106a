package dev.tabula.zodijak;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The public log of a match as a persistent list: each state points at its newest entry and
 * shares the older ones with its ancestors, so appending costs one small object and states stay
 * cheap to copy. Equality is by content; the hash is kept per node.
 */
public final class PublicLog {
    static final PublicLog EMPTY = new PublicLog(null, null);

    private final PublicLog previous;
    private final PublicEvent event;
    private final int size;
    private final int hash;

    private PublicLog(PublicLog previous, PublicEvent event) {
        this.previous = previous;
        this.event = event;
        this.size = previous == null ? 0 : previous.size + 1;
        this.hash = previous == null ? 1 : previous.hash * 31 + event.hashCode();
    }

    PublicLog append(PublicEvent next) {
        return new PublicLog(this, next);
    }

    public int size() {
        return size;
    }

    /** The newest entries, oldest first, at most {@code limit} of them. */
    public List<PublicEvent> latest(int limit) {
        List<PublicEvent> events = new ArrayList<>();
        for (PublicLog node = this; node.previous != null && events.size() < limit; node = node.previous) {
            events.add(node.event);
        }
        Collections.reverse(events);
        return events;
    }

    public List<PublicEvent> all() {
        return latest(size);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof PublicLog other) || other.size != size || other.hash != hash) {
            return false;
        }
        PublicLog a = this;
        PublicLog b = other;
        while (a != b && a.previous != null) {
            if (!Objects.equals(a.event, b.event)) {
                return false;
            }
            a = a.previous;
            b = b.previous;
        }
        return true;
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
