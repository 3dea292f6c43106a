package dev.tabula.zodijak.view;

import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;
import java.util.ArrayList;
import java.util.List;

/**
 * A play being built card by card (H5). The player clicks cards in order; a card is offered
 * next only if the sequence with it is still a legal play, since legality is checked card by
 * card against the previous one (Z12, Z13). A lone 8 needs a suit before it is complete. It asks
 * the open seat's own view, which knows the seat's moves on its turn and offers nothing otherwise.
 */
final class PlayBuilder {
    private final List<Integer> cards = new ArrayList<>();

    List<Integer> cards() {
        return List.copyOf(cards);
    }

    boolean isEmpty() {
        return cards.isEmpty();
    }

    void clear() {
        cards.clear();
    }

    int position(int card) {
        return cards.indexOf(card);
    }

    /**
     * Clicking a card: a selected card and everything after it are taken back; a card that can
     * extend the play is added; any other click changes nothing. Returns whether it changed.
     */
    boolean click(ZodijakSeatView own, int card) {
        int at = cards.indexOf(card);
        if (at >= 0) {
            cards.subList(at, cards.size()).clear();
            return true;
        }
        if (canAdd(own, card)) {
            cards.add(card);
            return true;
        }
        return false;
    }

    /** Whether {@code card} can come next: the sequence with it is a legal play (any suit for a lone 8). */
    /** The cards of {@code hand} that {@link #canAdd} takes now, as a card mask: those a player may click. */
    long addable(ZodijakSeatView own, List<Integer> hand) {
        long cards = 0;
        for (int card : hand) {
            if (canAdd(own, card)) {
                cards |= Cards.bit(card);
            }
        }
        return cards;
    }

    boolean canAdd(ZodijakSeatView own, int card) {
        if (cards.contains(card) || !Cards.contains(own.ownHand(), card)) {
            return false;
        }
        int[] next = with(card);
        return own.isLegalPlay(next, -1) || (next.length == 1 && own.isLegalPlay(next, Cards.CLUBS));
    }

    /** Whether the selection is a whole play that needs a named suit (a lone 8, not the last card). */
    boolean needsSuit(ZodijakSeatView own) {
        return cards.size() == 1 && !own.isLegalPlay(array(), -1) && own.isLegalPlay(array(), Cards.CLUBS);
    }

    /** The play as it stands, or null if it is not legal as it is (a lone 8 needs {@link #withSuit}). */
    ZodijakMove.Play play(ZodijakSeatView own) {
        int[] chosen = array();
        return chosen.length > 0 && own.isLegalPlay(chosen, -1) ? ZodijakMove.Play.of(chosen, -1) : null;
    }

    ZodijakMove.Play withSuit(ZodijakSeatView own, int suit) {
        int[] chosen = array();
        return own.isLegalPlay(chosen, suit) ? ZodijakMove.Play.of(chosen, suit) : null;
    }

    boolean isComplete(ZodijakSeatView own) {
        return play(own) != null || needsSuit(own);
    }

    private int[] with(int card) {
        int[] next = new int[cards.size() + 1];
        for (int i = 0; i < cards.size(); i++) {
            next[i] = cards.get(i);
        }
        next[cards.size()] = card;
        return next;
    }

    private int[] array() {
        return cards.stream().mapToInt(Integer::intValue).toArray();
    }
}
