package dev.tabula.zodijak;

import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import java.util.Locale;

/**
 * Zodijak, the Serbian shedding game for 2–4 players played to 55 points (rules in
 * {@code docs/rules/zodijak.md}).
 *
 * <p>Each seat's zodiac sign is an option ({@code sign1} … {@code sign4}): signs are public and
 * chosen before the first deal (Z2), so they belong to the setup like the other public choices,
 * and setting them up shows nobody a card. Under {@code redeclareSignsEachHand} seats declare
 * again between hands, as moves, before the cards are dealt.
 */
public final class ZodijakGame implements Game {
    public static final String ID = "zodijak";

    private static final GameInfo INFO = new GameInfo(ID, "Zodijak", 2, 4, ZodijakRules.specs(), ZodijakRules.RETIRED);

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public ZodijakState start(Setup setup) {
        ZodijakRules rules = ZodijakRules.from(setup.options());
        Sign[] signs = ZodijakRules.signs(setup.options(), setup.seats());
        if (rules.uniqueSigns()) {
            for (int a = 0; a < signs.length; a++) {
                for (int b = a + 1; b < signs.length; b++) {
                    if (signs[a] == signs[b]) {
                        throw TabulaException.keyed("rules.uniqueSigns", a + 1, b + 1, signs[a].id());
                    }
                }
            }
        }
        return ZodijakState.start(rules, signs, setup.seed());
    }

    /**
     * Reads a move directly (a play can be any of thousands of orders in a big hand) and checks it
     * cheaply: {@code 7H 8H 8C 9C}, {@code 8C=D}, {@code draw}, {@code take}, {@code pass},
     * {@code next}, {@code sign lav}. Case and extra blanks do not matter.
     */
    @Override
    public Move parseMove(State state, String text) {
        if (!(state instanceof ZodijakState s)) {
            throw new IllegalArgumentException("not a Zodijak state");
        }
        Move move = withoutNeedlessSuit(s, parse(text));
        if (!s.isLegal(move)) {
            throw IllegalMoveException.noLegalMove(s, text);
        }
        return move;
    }

    /**
     * A lone 8 that is the player's last card names no suit (Z17), but the reference algorithm
     * (§11) takes one there and ignores it: files that wrote {@code 8C=D} load, as the canonical
     * {@code 8C}, so they are saved again without the suit.
     */
    private static Move withoutNeedlessSuit(ZodijakState s, Move move) {
        if (move instanceof ZodijakMove.Play play && play.size() == 1 && play.namedSuit() >= 0
                && s.phase() == ZodijakState.Phase.PLAY && s.pendingKind() == ZodijakState.PENDING_NONE
                && s.hand(s.currentSeat()) == Cards.bit(play.card(0))) {
            return ZodijakMove.Play.single(play.card(0));
        }
        return move;
    }

    static Move parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        switch (t) {
            case "draw":
                return ZodijakMove.DRAW;
            case "take":
                return ZodijakMove.TAKE;
            case "pass":
                return ZodijakMove.PASS;
            case "next":
                return ZodijakMove.NEXT;
            default:
                break;
        }
        if (t.startsWith("sign ")) {
            Sign sign = Sign.byId(t.substring(5).strip());
            if (sign == null) {
                throw IllegalMoveException.keyed("move.noSign", text);
            }
            return ZodijakMove.ChooseSign.of(sign);
        }
        if (t.isEmpty()) {
            throw IllegalMoveException.keyed("move.empty");
        }
        String[] tokens = t.split("\\s+");
        int[] cards = new int[tokens.length];
        int named = -1;
        for (int i = 0; i < tokens.length; i++) {
            String token = tokens[i];
            int eq = token.indexOf('=');
            if (eq >= 0) {
                if (tokens.length != 1) {
                    throw IllegalMoveException.keyed("move.suitOnlyOnALoneEight", text);
                }
                named = Cards.parseSuit(token.substring(eq + 1));
                token = token.substring(0, eq);
            }
            cards[i] = Cards.parse(token);
        }
        if (named >= 0 && Cards.rank(cards[0]) != Cards.EIGHT) {
            throw IllegalMoveException.keyed("move.suitOnlyOnALoneEight", text);
        }
        return ZodijakMove.Play.of(cards, named);
    }
}
