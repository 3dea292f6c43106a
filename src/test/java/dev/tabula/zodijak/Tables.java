package dev.tabula.zodijak;

import dev.tabula.core.Move;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Builds arranged tables for rule tests from card notation. */
final class Tables {
    static final ZodijakGame GAME = new ZodijakGame();

    private Tables() {
    }

    static ZodijakRules rules(String... keyValues) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            options.put(keyValues[i], keyValues[i + 1]);
        }
        return ZodijakRules.from(GAME.info().resolveOptions(options));
    }

    static long mask(String cards) {
        long mask = 0;
        for (String card : cards.trim().split("\\s+")) {
            if (!card.isEmpty()) {
                mask |= Cards.bit(Cards.parse(card));
            }
        }
        return mask;
    }

    static int[] list(String cards) {
        return Arrays.stream(cards.trim().split("\\s+")).filter(c -> !c.isEmpty()).mapToInt(Cards::parse).toArray();
    }

    static int card(String card) {
        return Cards.parse(card);
    }

    /** A table whose seat 0 is to move, dealer the last seat, scores 0. */
    static ZodijakState table(ZodijakRules rules, Sign[] signs, String pile, String stock, String... hands) {
        long[] masks = new long[hands.length];
        for (int i = 0; i < hands.length; i++) {
            masks[i] = mask(hands[i]);
        }
        return ZodijakState.arranged(rules, signs, hands.length - 1, 0, masks, list(stock), list(pile),
                new int[hands.length]);
    }

    static ZodijakState table(String pile, String stock, String... hands) {
        return table(rules(), defaultSigns(hands.length), pile, stock, hands);
    }

    static Sign[] defaultSigns(int seats) {
        return Arrays.copyOf(new Sign[] {Sign.OVAN, Sign.BIK, Sign.BLIZANCI, Sign.RAK}, seats);
    }

    static ZodijakState play(ZodijakState state, String move) {
        return state.apply(GAME.parseMove(state, move));
    }

    static boolean legal(ZodijakState state, String move) {
        return state.isLegal(ZodijakGame.parse(move));
    }

    static List<String> notations(ZodijakState state) {
        return state.legalMoves().stream().map(Move::notation).toList();
    }
}
