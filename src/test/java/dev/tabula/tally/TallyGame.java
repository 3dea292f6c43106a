package dev.tabula.tally;

import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.List;

/**
 * Tally, a game that lives in the test sources only, small enough to read at a glance and with
 * something for every check of the conformance suite to bite on: dice with unequal odds (a chance
 * state), a shuffled deck whose order nobody sees and hands only their owners see (its own
 * {@link TallyView}), or with {@code hands=open} every card face up and no shuffle (a
 * {@link dev.tabula.core.PerfectView}).
 *
 * <p>Nine cards, 1 to 9; two or three seats are dealt two each, the rest is the stock. A turn: the
 * seat rolls a die of three faces (1 with odds 1/2, 2 with 1/3, 3 with 1/6), then plays a card
 * of at least three times the roll, scoring its value and drawing the stock's top card, or passes.
 * After four turns each, the highest score wins; a tie is shared.
 *
 * <p>Not registered in {@code META-INF/services}: the app and the command line see four games.
 */
public class TallyGame implements Game {
    private static final GameInfo INFO = new GameInfo("tally", "Tally", 2, 3,
            List.of(OptionSpec.choice("hands", "hidden", "hidden", "open")));
    static final int HAND = 2;
    static final int TURNS_EACH = 4;

    private final TallyState.Maker maker;

    /** The game as its rules say. */
    public TallyGame() {
        this(TallyState::new);
    }

    /** The game with its states made by {@code maker}: how a broken variant is played. */
    public TallyGame(TallyState.Maker maker) {
        this.maker = maker;
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State start(Setup setup) {
        boolean open = setup.options().get("hands").equals("open");
        int seats = setup.seats();
        Rng generator = Rng.fromState(setup.seed());
        int[] deck = deck(open, generator);
        int top = deck.length;
        int[] hands = new int[seats];
        for (int round = 0; round < HAND; round++) {
            for (int seat = 0; seat < seats; seat++) {
                hands[seat] |= 1 << deck[--top];
            }
        }
        byte[] stock = new byte[top];
        for (int i = 0; i < top; i++) {
            stock[i] = (byte) deck[i];
        }
        TallyRules rules = new TallyRules(open, TURNS_EACH * seats, maker);
        return maker.make(rules, new TallyState.Parts(hands, stock, 0, new int[seats], firstSeat(setup), 0,
                rules.turns()), generator);
    }

    /** Who begins: the first seat, always. */
    protected int firstSeat(Setup setup) {
        return 0;
    }

    /** The cards, the last dealt first: shuffled with the match's generator unless every card is face up. */
    protected int[] deck(boolean open, Rng generator) {
        int[] deck = new int[TallyState.CARDS];
        for (int card = 1; card <= deck.length; card++) {
            deck[card - 1] = card;
        }
        if (!open) {
            generator.shuffle(deck);
        }
        return deck;
    }
}
