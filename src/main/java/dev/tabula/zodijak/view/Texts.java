package dev.tabula.zodijak.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.core.Seat;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.PublicEvent;
import dev.tabula.zodijak.Sign;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import java.util.ResourceBundle;

/**
 * Display text from the game's bundle, and the text nodes that draw it on the table. Everything here works from public facts (a seat view or
 * the public log), so a status line or a log line can never name a card from a hand.
 */
final class Texts {
    private final ResourceBundle messages;
    private final List<Seat> seats;
    /** The family the language's words are drawn in on the table, or null for the cards' own. */
    private final String family;

    Texts(ResourceBundle messages, List<Seat> seats) {
        this(messages, seats, null);
    }

    /** {@code family}: the board's {@link dev.tabula.app.spi.ViewContext#textFamily}. */
    Texts(ResourceBundle messages, List<Seat> seats, String family) {
        this.messages = messages;
        this.seats = seats;
        this.family = family;
    }

    /** {@code value} on the felt, in the family the language needs (Japanese is boxes in the cards' own). */
    javafx.scene.text.Text felt(String value, double size, boolean strong) {
        return TableDrawer.felt(family, value, size, strong);
    }

    /** {@code value} in bold {@code ink} on a chip or a card, in the family the language needs. */
    javafx.scene.text.Text ink(String value, double size, javafx.scene.paint.Color ink) {
        return CardGraphics.text(family, value, size, ink);
    }

    /** {@code key} of the game's bundle, as {@link GameWords#format} words it. */
    String get(String key, Object... args) {
        return GameWords.format(messages, key, args);
    }

    String name(int seat) {
        if (seat >= 0 && seat < seats.size()) {
            return seats.get(seat).name();
        }
        return get("seat." + Math.max(0, seat));
    }

    /** A card as players write it: {@code 10♦}. */
    String card(int card) {
        return CardGraphics.rankLabel(card) + get("suit.symbol." + Cards.suit(card));
    }

    String cards(ZodijakMove.Play play) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < play.size(); i++) {
            if (i > 0) {
                text.append(' ');
            }
            text.append(card(play.card(i)));
        }
        return text.toString();
    }

    String cards(List<Integer> cards) {
        StringBuilder text = new StringBuilder();
        for (int c : cards) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(card(c));
        }
        return text.toString();
    }

    String suit(int suit) {
        return get("suit.withSymbol", get("suit.symbol." + suit), get("suit." + suit));
    }

    String sign(Sign sign) {
        return get("sign." + sign.id());
    }

    /** "out", "1 card", "7 cards": one choice pattern, so each language words its own plurals. */
    String cardCount(int count) {
        return get("seat.cards", count);
    }

    /** A sign with its zodiac card: "Ovan (Aries) — J♣". */
    String signWithCard(Sign sign) {
        return get("sign.withCard", sign(sign), card(sign.card()));
    }

    /** A seat's name, marked when it deals this hand. */
    String nameMarkingDealer(ZodijakSeatView v, int seat) {
        return v.dealer() == seat ? get("seat.nameDealer", name(seat)) : name(seat);
    }

    /**
     * A move as the move list shows it: cards with their suit symbols ({@code 7♥ 8♥}, a lone 8
     * with the suit it asks for), every other move in words. A draw never says what was drawn.
     */
    String moveText(ZodijakMove move) {
        if (move instanceof ZodijakMove.Play play) {
            return play.namedSuit() >= 0 ? get("moveList.eight", cards(play), get("suit.symbol." + play.namedSuit()))
                    : cards(play);
        }
        if (move instanceof ZodijakMove.ChooseSign choice) {
            return get("moveList.sign", sign(choice.sign()));
        }
        return get("moveList." + ((ZodijakMove.Simple) move).notation());
    }

    /** One line of the public log (H4). */
    String event(PublicEvent e) {
        return switch (e.type()) {
            case DEAL -> get("log.deal", e.other(), name(e.seat()), card(e.count()));
            case PLAY -> playEvent(e);
            case DRAW -> get("log.draw", name(e.seat()));
            case TAKE -> e.count() < e.other()
                    ? get("log.takeShort", name(e.seat()), e.count(), e.other())
                    : get("log.take", name(e.seat()), e.count());
            case PASS -> get("log.pass", name(e.seat()));
            case RESHUFFLE -> get("log.reshuffle", e.count());
            case HAND_END -> e.other() == 1 ? get("log.blockedScore", name(e.seat()), e.count())
                    : get("log.handEnd", name(e.seat()), e.count());
            case BLOCKED -> get("log.blocked");
            case SIGN -> get("log.sign", name(e.seat()), sign(Sign.of(e.other())));
        };
    }

    private String playEvent(PublicEvent e) {
        ZodijakMove.Play play = e.play();
        String who = name(e.seat());
        if (play.namedSuit() >= 0) {
            return get("log.playEight", who, cards(play), suit(play.namedSuit()));
        }
        if (play.size() == 1 && e.count() > 0) {
            if (Cards.rank(play.card(0)) == Cards.ACE) {
                return get("log.playAce", who, cards(play), name(e.other()), e.count());
            }
            return get("log.playZodiac", who, cards(play), name(e.other()), e.count());
        }
        return get("log.play", who, cards(play));
    }

    /** What the seat on turn must do, for its owner's eyes (H6); public facts plus "can you play". */
    String ownerStatus(ZodijakSeatView v, boolean hasPlay, boolean canDraw) {
        if (v.pendingKind() == ZodijakState.PENDING_ACE) {
            return get(v.handWinner() >= 0 && otherSeatsWithCards(v) < 1 ? "status.pendingAceLast" : "status.pendingAce",
                    v.pendingCount());
        }
        if (v.pendingKind() == ZodijakState.PENDING_ZODIAC) {
            return get(v.rules().ownZodiacStacks() ? "status.pendingZodiacStack" : "status.pendingZodiac",
                    v.pendingCount());
        }
        if (!hasPlay && !canDraw) {
            return get("status.pass");
        }
        return canDraw ? matchText(v) : get("status.noDraw", matchText(v));
    }

    private static int otherSeatsWithCards(ZodijakSeatView v) {
        int count = 0;
        for (int q = 0; q < v.seatCount(); q++) {
            if (q != v.currentSeat() && v.handSize(q) > 0) {
                count++;
            }
        }
        return count;
    }

    String matchText(ZodijakSeatView v) {
        if (v.freeTop()) {
            return get("status.free");
        }
        if (v.declaredSuit() >= 0) {
            return get("status.declared", suit(v.declaredSuit()));
        }
        int top = v.top();
        return get("status.top", card(top), get("suit.plural." + Cards.suit(top)), get("rank." + Cards.rank(top)));
    }

    /** The shell's status line: public facts only. */
    String publicStatus(ZodijakSeatView v) {
        switch (v.phase()) {
            case MATCH_OVER:
                return get("status.public.matchOver", name(v.lastHandWinner()), v.score(v.lastHandWinner()));
            case HAND_OVER:
                return get("status.public.handOver", handTitle(v), name(v.currentSeat()));
            case SIGNS:
                return get("status.public.signs", name(v.currentSeat()));
            default:
                break;
        }
        String who = name(v.currentSeat());
        if (v.pendingKind() == ZodijakState.PENDING_ACE) {
            return get("status.public.pendingAce", who, v.pendingCount());
        }
        if (v.pendingKind() == ZodijakState.PENDING_ZODIAC) {
            return get("status.public.pendingZodiac", who, v.pendingCount());
        }
        if (v.declaredSuit() >= 0) {
            return get("status.public.turnDeclared", who, suit(v.declaredSuit()));
        }
        return get("status.public.turn", who, card(v.top()));
    }

    String handTitle(ZodijakSeatView v) {
        int winner = v.lastHandWinner();
        PublicEvent end = lastHandEnd(v);
        boolean blocked = end != null && (end.type() == PublicEvent.Type.BLOCKED || end.other() == 1);
        if (winner < 0) {
            return get("hand.title.blocked", v.handNumber());
        }
        return blocked ? get("hand.title.blockedScore", v.handNumber(), name(winner), v.lastHandPoints())
                : get("hand.title.win", v.handNumber(), name(winner), v.lastHandPoints());
    }

    private static PublicEvent lastHandEnd(ZodijakSeatView v) {
        for (PublicEvent e : v.log().latest(4)) {
            if (e.type() == PublicEvent.Type.HAND_END || e.type() == PublicEvent.Type.BLOCKED) {
                return e;
            }
        }
        return null;
    }
}
