package dev.tabula.zodijak;

import static dev.tabula.core.JsonFields.array;
import static dev.tabula.core.JsonFields.bool;
import static dev.tabula.core.JsonFields.element;
import static dev.tabula.core.JsonFields.integer;
import static dev.tabula.core.JsonFields.integers;
import static dev.tabula.core.JsonFields.object;
import static dev.tabula.core.JsonFields.required;
import static dev.tabula.core.JsonFields.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.List;
import java.util.Locale;

/**
 * One {@link ZodijakSeatView} as JSON, field by field, and back: the public table, the public log
 * from a given entry on, and what only the view's seat sees (its hand, the cards it just drew),
 * with the sizes of the other hands and of the stock. Cards are written in the notation
 * ({@code 7H}), a set of cards as one text ({@code "7H 8C"}).
 *
 * <p>Reading rebuilds the view from a state whose unseen cards are stand-ins (the lowest unseen
 * cards, in order) and whose generator is 0: a view keeps only what its seat sees, so the
 * stand-ins are in no view that is returned. Everything read is checked to be a table a match
 * could show: a hostile writer gets an {@link IllegalArgumentException}, not a strange view.
 */
final class ZodijakViewJson {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final int MAX_SCORE = 100_000;
    private static final int MAX_COUNT = 10_000_000;

    private ZodijakViewJson() {
    }

    // ------------------------------------------------------------------ writing

    /** The view, with the public log's entries from {@code logFrom} on (the reader has those before). */
    static ObjectNode write(ZodijakSeatView view, int logFrom) {
        ZodijakTable t = view.table();
        ObjectNode root = JSON.objectNode().put("seat", view.seat());
        ObjectNode table = root.putObject("table");
        ArrayNode signs = JSON.arrayNode();
        for (Sign sign : t.signs) {
            signs.add(sign.id());
        }
        table.set("signs", signs);
        table.set("scores", ints(t.scores));
        table.put("dealer", t.dealer).put("hand", t.handNumber).put("phase", t.phase.name().toLowerCase(Locale.ROOT))
                .put("current", t.current).put("pile", cards(t.pile)).put("suit", t.declaredSuit)
                .put("freeTop", t.freeTop);
        table.set("pending", ints(new int[] {t.pendingKind, t.pendingCount, t.pendingSource}));
        table.put("handWinner", t.handWinner).put("passes", t.passes).put("barrier", t.barrier);
        table.set("lastHand", ints(new int[] {t.lastHandWinner, t.lastHandPoints}));
        ObjectNode log = root.putObject("log").put("from", logFrom);
        ArrayNode events = log.putArray("events");
        for (PublicEvent event : t.log.latest(t.log.size() - logFrom)) {
            events.addArray().add(event.type().name().toLowerCase(Locale.ROOT)).add(event.seat())
                    .add(event.play() == null ? null : event.play().notation()).add(event.count()).add(event.other());
        }
        root.put("hand", Cards.names(view.ownHand())).put("received", Cards.names(view.received()));
        int[] sizes = new int[view.seatCount()];
        for (int q = 0; q < sizes.length; q++) {
            sizes[q] = view.handSize(q);
        }
        root.set("handSizes", ints(sizes));
        if (view.handsShown()) {
            ArrayNode shown = root.putArray("shown");
            for (int q = 0; q < sizes.length; q++) {
                shown.add(Cards.names(view.shownHand(q)));
            }
        }
        return root.put("stock", view.stockSize());
    }

    private static ArrayNode ints(int[] values) {
        ArrayNode list = JSON.arrayNode();
        for (int value : values) {
            list.add(value);
        }
        return list;
    }

    private static String cards(byte[] cards) {
        StringBuilder text = new StringBuilder();
        for (byte card : cards) {
            text.append(text.length() == 0 ? "" : " ").append(Cards.name(card));
        }
        return text.toString();
    }

    // ------------------------------------------------------------------ reading

    /**
     * The view {@code json} describes, at a table of {@code seats} with these rules; its log goes on
     * from the first {@code from} entries of {@code before} (null for none).
     */
    static ZodijakSeatView read(JsonNode json, ZodijakRules rules, int seats, int expectedSeat, PublicLog before) {
        int seat = integer(json, "seat", -1, seats - 1);
        if (seat != expectedSeat) {
            throw new IllegalArgumentException("a view of seat " + seat + " where seat " + expectedSeat + "'s was due");
        }
        ZodijakTable t = readTable(object(json, "table"), rules, seats);
        t.log = readLog(object(json, "log"), seats, before);
        long own = cardSet(text(json, "hand", 200), "hand");
        long received = cardSet(text(json, "received", 200), "received");
        int[] sizes = integers(json, "handSizes", seats, 0, Cards.DECK);
        int stock = integer(json, "stock", 0, Cards.DECK);
        long pile = t.pileMask();
        long[] shown = readShown(json, t.phase, seats, sizes, pile);
        if ((received & ~own) != 0 || (own & pile) != 0) {
            throw new IllegalArgumentException("the cards drawn must be in the hand, and no card of the hand on the pile");
        }
        if (seat < 0 ? own != 0 : Cards.count(own) != sizes[seat] || shown != null && shown[seat] != own) {
            throw new IllegalArgumentException("the hand does not have the size the table gives it");
        }
        int total = t.pile.length + stock;
        for (int size : sizes) {
            total += size;
        }
        if (total != Cards.DECK) {
            throw new IllegalArgumentException("hands, pile and stock hold " + total + " cards, not " + Cards.DECK);
        }
        return imagined(t, seat, own, received, sizes, shown, stock);
    }

    /** The view of a state that has this table and these visible cards, its unseen cards stand-ins. */
    private static ZodijakSeatView imagined(ZodijakTable t, int seat, long own, long received, int[] sizes,
            long[] shown, int stockSize) {
        int seats = sizes.length;
        long[] hands = shown != null ? shown.clone() : new long[seats];
        long seen = t.pileMask() | own;
        for (long hand : hands) {
            seen |= hand;
        }
        List<Integer> unseen = Cards.list(Cards.ALL & ~seen);
        int next = 0;
        if (shown == null) {
            for (int q = 0; q < seats; q++) {
                if (q == seat) {
                    hands[q] = own;
                    continue;
                }
                for (int i = 0; i < sizes[q]; i++) {
                    hands[q] |= Cards.bit(unseen.get(next++));
                }
            }
        }
        if (unseen.size() - next != stockSize) {
            throw new IllegalArgumentException("the stock holds " + stockSize + " cards, but " + (unseen.size() - next)
                    + " are unaccounted for");
        }
        byte[] stock = new byte[stockSize];
        for (int i = 0; i < stockSize; i++) {
            stock[i] = (byte) (int) unseen.get(next + i);
        }
        long[] drawn = new long[seats];
        if (seat >= 0) {
            drawn[seat] = received;
        }
        ZodijakState state = new ZodijakState(t, hands, stock, Rng.fromState(0L), drawn);
        return seat >= 0 ? state.viewFor(seat) : state.publicView();
    }

    private static ZodijakTable readTable(JsonNode json, ZodijakRules rules, int seats) {
        JsonNode signIds = array(json, "signs", seats);
        Sign[] signs = new Sign[seats];
        for (int q = 0; q < seats; q++) {
            Sign sign = signIds.get(q).isTextual() ? Sign.byId(signIds.get(q).textValue()) : null;
            if (sign == null) {
                throw new IllegalArgumentException("'signs' must name a zodiac sign for every seat");
            }
            signs[q] = sign;
        }
        ZodijakTable t = new ZodijakTable(rules, signs);
        t.scores = integers(json, "scores", seats, 0, MAX_SCORE);
        t.dealer = integer(json, "dealer", 0, seats - 1);
        t.handNumber = integer(json, "hand", 0, MAX_COUNT);
        t.phase = phase(text(json, "phase", 20));
        t.current = integer(json, "current", State.NOBODY, seats - 1);
        if (t.phase != ZodijakState.Phase.MATCH_OVER && t.current < 0) {
            throw new IllegalArgumentException("a seat must be to act until the match is over");
        }
        t.pile = cardList(text(json, "pile", 400));
        t.declaredSuit = integer(json, "suit", -1, 3);
        t.freeTop = bool(json, "freeTop");
        int[] pending = integers(json, "pending", 3, -1, Cards.DECK * 4);
        t.pendingKind = within(pending[0], "pending kind", ZodijakState.PENDING_NONE, ZodijakState.PENDING_ZODIAC);
        t.pendingCount = within(pending[1], "pending count", 0, Cards.DECK * 4);
        t.pendingSource = within(pending[2], "pending source", -1, seats - 1);
        t.handWinner = integer(json, "handWinner", -1, seats - 1);
        t.passes = integer(json, "passes", 0, MAX_COUNT);
        t.barrier = bool(json, "barrier");
        int[] last = integers(json, "lastHand", 2, -1, MAX_SCORE);
        t.lastHandWinner = within(last[0], "last hand's winner", -1, seats - 1);
        t.lastHandPoints = within(last[1], "last hand's points", 0, MAX_SCORE);
        return t;
    }

    private static int within(int value, String name, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException("'" + name + "' must be from " + min + " to " + max);
        }
        return value;
    }

    private static ZodijakState.Phase phase(String name) {
        for (ZodijakState.Phase phase : ZodijakState.Phase.values()) {
            if (phase.name().toLowerCase(Locale.ROOT).equals(name)) {
                return phase;
            }
        }
        throw new IllegalArgumentException("'phase' names no phase of a match");
    }

    private static PublicLog readLog(JsonNode json, int seats, PublicLog before) {
        int known = before == null ? 0 : before.size();
        int from = integer(json, "from", 0, known);
        PublicLog log = before == null ? PublicLog.EMPTY : before;
        if (from < known) {
            log = PublicLog.EMPTY;
            for (PublicEvent event : before.all().subList(0, from)) {
                log = log.append(event);
            }
        }
        JsonNode events = array(json, "events", -MAX_COUNT);
        for (JsonNode event : events) {
            log = log.append(readEvent(event, seats));
        }
        return log;
    }

    private static PublicEvent readEvent(JsonNode event, int seats) {
        if (!event.isArray() || event.size() != 5) {
            throw new IllegalArgumentException("an event of the log must be a list of five");
        }
        PublicEvent.Type type = null;
        for (PublicEvent.Type candidate : PublicEvent.Type.values()) {
            if (candidate.name().toLowerCase(Locale.ROOT).equals(event.get(0).asText())) {
                type = candidate;
            }
        }
        if (type == null || !event.get(0).isTextual()) {
            throw new IllegalArgumentException("an event of the log names no kind of event");
        }
        int seat = element(event.get(1), "event's seat", -1, seats - 1);
        ZodijakMove.Play play = null;
        if (!event.get(2).isNull()) {
            if (!event.get(2).isTextual() || event.get(2).textValue().length() > 200
                    || !(parse(event.get(2).textValue()) instanceof ZodijakMove.Play cards)) {
                throw new IllegalArgumentException("an event's play must be cards");
            }
            play = cards;
        }
        return new PublicEvent(type, seat, play, element(event.get(3), "event's count", -1, MAX_COUNT),
                element(event.get(4), "event's detail", State.NOBODY, MAX_COUNT));
    }

    private static long[] readShown(JsonNode json, ZodijakState.Phase phase, int seats, int[] sizes, long pile) {
        boolean faceUp = phase != ZodijakState.Phase.PLAY;
        JsonNode node = json.get("shown");
        if (node == null || node.isNull()) {
            if (faceUp) {
                throw new IllegalArgumentException("between hands every hand is face up");
            }
            return null;
        }
        if (!faceUp) {
            throw new IllegalArgumentException("hands are shown only between hands");
        }
        JsonNode list = array(json, "shown", seats);
        long[] shown = new long[seats];
        long seen = pile;
        for (int q = 0; q < seats; q++) {
            if (!list.get(q).isTextual()) {
                throw new IllegalArgumentException("a shown hand must be a text of cards");
            }
            shown[q] = cardSet(list.get(q).textValue(), "shown hand");
            if (Cards.count(shown[q]) != sizes[q] || (shown[q] & seen) != 0) {
                throw new IllegalArgumentException("the shown hands must be apart and of their sizes");
            }
            seen |= shown[q];
        }
        return shown;
    }

    private static long cardSet(String text, String name) {
        long mask = 0;
        for (byte card : cardList(text)) {
            mask |= Cards.bit(card);
        }
        if (Cards.count(mask) != cardList(text).length) {
            throw new IllegalArgumentException("'" + name + "' holds a card twice");
        }
        return mask;
    }

    private static byte[] cardList(String text) {
        if (text.isBlank()) {
            return new byte[0];
        }
        String[] names = text.strip().split(" ");
        byte[] cards = new byte[names.length];
        long seen = 0;
        for (int i = 0; i < names.length; i++) {
            try {
                cards[i] = (byte) Cards.parse(names[i]);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("not a card: " + names[i], e);
            }
            if (Cards.contains(seen, cards[i])) {
                throw new IllegalArgumentException("a card is given twice: " + names[i]);
            }
            seen |= Cards.bit(cards[i]);
        }
        return cards;
    }

    /** A move in the notation, checked for its form only (the host checked that it was legal). */
    static ZodijakMove parse(String notation) {
        try {
            return (ZodijakMove) ZodijakGame.parse(notation);
        } catch (IllegalMoveException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
