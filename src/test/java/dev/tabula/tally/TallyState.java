package dev.tabula.tally;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.SeededState;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A position of {@link TallyGame}. It is open to subclassing only so that the conformance suite's
 * self-test can break one rule at a time: every successor is made by the rules' {@link Maker}, so
 * a broken variant stays broken along a whole game.
 */
public class TallyState extends SeededState<TallyState> {
    public static final int CARDS = 9;
    public static final String WIN = "tally.end.highest";
    public static final String TIE = "tally.end.tie";

    private static final List<ChanceOutcome> ROLLS = List.of(new ChanceOutcome(TallyMove.roll(1), 1.0 / 2),
            new ChanceOutcome(TallyMove.roll(2), 1.0 / 3), new ChanceOutcome(TallyMove.roll(3), 1.0 / 6));

    /** How a match's states are made: {@code TallyState::new}, or a broken variant's constructor. */
    @FunctionalInterface
    public interface Maker {
        TallyState make(TallyRules rules, Parts parts, Rng generator);
    }

    /**
     * What a position is made of: the hands (bit {@code c} for card {@code c}), the stock (its top
     * last), the cards played, the scores, the seat whose turn it is, the roll of this turn (0
     * before it) and the turns left. A record, but of arrays, which it compares by reference.
     */
    public record Parts(int[] hands, byte[] stock, int played, int[] scores, int seat, int roll, int turnsLeft) {
    }

    private final TallyRules rules;
    private final Parts parts;

    protected TallyState(TallyRules rules, Parts parts, Rng generator) {
        super(generator);
        this.rules = rules;
        this.parts = parts;
    }

    public TallyRules rules() {
        return rules;
    }

    /** The parts, for the views and the variants: not to be changed. */
    public Parts parts() {
        return parts;
    }

    public int hand(int seat) {
        return parts.hands()[seat];
    }

    public int score(int seat) {
        return parts.scores()[seat];
    }

    @Override
    public int seatCount() {
        return parts.hands().length;
    }

    @Override
    public int currentSeat() {
        return isTerminal() ? NOBODY : parts.roll() == 0 ? CHANCE : parts.seat();
    }

    @Override
    public boolean isTerminal() {
        return parts.turnsLeft() == 0;
    }

    @Override
    public List<Move> legalMoves() {
        if (currentSeat() < 0) {
            return List.of();
        }
        List<Move> moves = new ArrayList<>();
        for (int card = 3 * parts.roll(); card <= CARDS; card++) {
            if ((parts.hands()[parts.seat()] & (1 << card)) != 0) {
                moves.add(TallyMove.play(card));
            }
        }
        moves.add(TallyMove.PASS);
        return List.copyOf(moves);
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
        return isChance() ? ROLLS : List.of();
    }

    @Override
    protected Move draw(Rng rng) {
        int face = rng.nextInt(6);
        return TallyMove.roll(face < 3 ? 1 : face < 5 ? 2 : 3);
    }

    @Override
    public State apply(Move move) {
        Parts p = parts;
        if (isChance()) {
            if (!(move instanceof TallyMove roll) || !roll.isRoll()) {
                throw new IllegalMoveException("'" + move + "' is not a roll");
            }
            return successor(new Parts(p.hands(), p.stock(), p.played(), p.scores(), p.seat(), roll.pips(),
                    p.turnsLeft()), generatorAfterChance());
        }
        if (!legalMoves().contains(move)) {
            throw new IllegalMoveException("'" + move + "' is not legal here");
        }
        int next = (p.seat() + 1) % seatCount();
        if (move == TallyMove.PASS) {
            return successor(new Parts(p.hands(), p.stock(), p.played(), p.scores(), next, 0, p.turnsLeft() - 1),
                    generator());
        }
        int card = ((TallyMove) move).card();
        int[] hands = p.hands().clone();
        hands[p.seat()] &= ~(1 << card);
        byte[] stock = p.stock();
        if (stock.length > 0) {
            hands[p.seat()] |= 1 << stock[stock.length - 1];
            stock = Arrays.copyOf(stock, stock.length - 1);
        }
        int[] scores = p.scores().clone();
        scores[p.seat()] += card;
        return successor(new Parts(hands, stock, p.played() | 1 << card, scores, next, 0, p.turnsLeft() - 1),
                generator());
    }

    /** The state these parts make in this match (a variant's own class, for a variant). */
    protected final TallyState successor(Parts next, Rng generator) {
        return rules.maker().make(rules, next, generator);
    }

    @Override
    public Outcome outcome() {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over");
        }
        int best = Arrays.stream(parts.scores()).max().orElseThrow();
        List<Integer> winners = new ArrayList<>();
        for (int seat = 0; seat < seatCount(); seat++) {
            if (parts.scores()[seat] == best) {
                winners.add(seat);
            }
        }
        return winners.size() == 1 ? Outcome.win(winners.get(0), WIN, String.valueOf(best))
                : Outcome.draw(winners, TIE, String.valueOf(best));
    }

    @Override
    public SeatView viewFor(int seat) {
        return rules.open() ? new PerfectView(this, seat) : new TallyView(this, seat);
    }

    @Override
    public SeatView publicView() {
        return viewFor(SeatView.NO_SEAT);
    }

    @Override
    protected boolean samePosition(TallyState other) {
        Parts o = other.parts;
        return rules.equals(other.rules) && Arrays.equals(parts.hands(), o.hands())
                && Arrays.equals(parts.stock(), o.stock()) && parts.played() == o.played()
                && Arrays.equals(parts.scores(), o.scores()) && parts.seat() == o.seat() && parts.roll() == o.roll()
                && parts.turnsLeft() == o.turnsLeft();
    }

    @Override
    protected int positionHash() {
        int h = Objects.hash(rules, parts.played(), parts.seat(), parts.roll(), parts.turnsLeft());
        h = h * 31 + Arrays.hashCode(parts.hands());
        h = h * 31 + Arrays.hashCode(parts.stock());
        return h * 31 + Arrays.hashCode(parts.scores());
    }

    @Override
    public String toString() {
        return "tally seat " + parts.seat() + " roll " + parts.roll() + " turns left " + parts.turnsLeft() + " scores "
                + Arrays.toString(parts.scores());
    }
}
