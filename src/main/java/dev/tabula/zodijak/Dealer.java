package dev.tabula.zodijak;

import java.util.Arrays;

/**
 * The cards moving face down: dealing a hand (Z4–Z6), drawing from the stock and turning the
 * pile into a new stock when it runs out (Z21, Z22). Every shuffle draws from the move's working
 * copy of the state's generator ({@link Transition#random}), which the next state keeps, so a
 * match stays a pure function of its seed and its moves.
 *
 * <p>Kept apart from {@link Transition} because these are the only steps that use the generator
 * and the stock's hidden order; the moves there decide only when they happen.
 */
final class Dealer {

    private Dealer() {
    }

    /** Z4–Z6: shuffle, deal 7 each from the seat after the dealer, turn the starter; the hand begins. */
    static void deal(Transition x) {
        ZodijakTable t = x.t;
        int seats = x.seats;
        int[] deck = new int[Cards.DECK];
        for (int c = 0; c < deck.length; c++) {
            deck[c] = c;
        }
        x.random.shuffle(deck);
        long[] hands = new long[seats];
        int top = deck.length;
        for (int round = 0; round < ZodijakState.HAND_SIZE; round++) {
            for (int k = 1; k <= seats; k++) {
                hands[(t.dealer + k) % seats] |= Cards.bit(deck[--top]);
            }
        }
        int starter = deck[--top];
        if (t.rules.starter() == ZodijakRules.Starter.BURY_EIGHT) {
            // Crazy-Eights custom: an 8 goes back into the middle of the stock and the next card is turned
            while (Cards.rank(starter) == Cards.EIGHT) {
                int middle = top / 2;
                System.arraycopy(deck, middle, deck, middle + 1, top - middle);
                deck[middle] = starter;
                starter = deck[top];
            }
        }
        byte[] stock = new byte[top];
        for (int i = 0; i < top; i++) {
            stock[i] = (byte) deck[i];
        }
        x.hands = hands;
        x.stock = stock;
        x.received = new long[seats];
        t.pile = new byte[] {(byte) starter};
        t.declaredSuit = -1;
        t.freeTop = t.rules.starter() == ZodijakRules.Starter.EIGHT_FREE_START && Cards.rank(starter) == Cards.EIGHT;
        t.pendingKind = ZodijakState.PENDING_NONE;
        t.pendingCount = 0;
        t.pendingSource = -1;
        t.handWinner = -1;
        t.passes = 0;
        t.phase = ZodijakState.Phase.PLAY;
        t.current = t.rules.previousHandWinnerStarts() && t.lastHandWinner >= 0
                ? t.lastHandWinner : (t.dealer + 1) % seats;
        t.log = t.log.append(PublicEvent.deal(t.handNumber, t.dealer, starter));
        t.barrier = true;
    }

    /** Draws up to {@code k} cards for {@code seat}, reshuffling the pile as §7 says; returns them. */
    static long drawCards(Transition x, int seat, int k) {
        long got = 0;
        for (int i = 0; i < k; i++) {
            if (x.stock.length == 0) {
                reshuffle(x);
            }
            if (x.stock.length == 0) {
                break; // Z22: the rest lapses
            }
            int card = x.stock[x.stock.length - 1];
            x.stock = Arrays.copyOf(x.stock, x.stock.length - 1);
            x.hands[seat] |= Cards.bit(card);
            got |= Cards.bit(card);
            if (x.t.rules.immediateReshuffle() && x.stock.length == 0) {
                reshuffle(x); // R14 "odmah": at once, while the draw goes on
            }
        }
        return got;
    }

    /** Z21: all pile cards but the top become the new stock, shuffled; the top and a declared suit stay. */
    private static void reshuffle(Transition x) {
        byte[] pile = x.t.pile;
        if (pile.length < 2) {
            return;
        }
        int[] cards = new int[pile.length - 1];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = pile[i];
        }
        x.random.shuffle(cards);
        byte[] newStock = new byte[x.stock.length + cards.length];
        System.arraycopy(x.stock, 0, newStock, cards.length, x.stock.length);
        for (int i = 0; i < cards.length; i++) {
            newStock[i] = (byte) cards[i];
        }
        x.stock = newStock;
        x.t.pile = new byte[] {pile[pile.length - 1]};
        x.t.log = x.t.log.append(PublicEvent.reshuffle(cards.length));
    }
}
