package dev.tabula.brokentally;

import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.tally.TallyGame;
import dev.tabula.tally.TallyMove;
import dev.tabula.tally.TallyRules;
import dev.tabula.tally.TallyState;
import dev.tabula.tally.TallyView;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Tally, broken one rule of the State contract at a time, each the way a game could plausibly get
 * it wrong: the conformance suite's self-test shows that the check meant for each rejects it.
 * A variant state is played by {@code new TallyGame(Variant::new)}; the variants that break the
 * game rather than its states are games of their own.
 */
public final class BrokenTallies {
    private BrokenTallies() {
    }

    /** Compares its parts as the record does, arrays by reference: a state is not even its own twin's equal. */
    public static final class EqualsByReference extends TallyState {
        public EqualsByReference(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        protected boolean samePosition(TallyState other) {
            return rules().equals(other.rules()) && parts().equals(other.parts());
        }

        @Override
        protected int positionHash() {
            return rules().hashCode();
        }
    }

    /** Hashes its parts as the record does, arrays by identity: equal states hash apart. */
    public static final class HashOfTheArrays extends TallyState {
        public HashOfTheArrays(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        protected int positionHash() {
            return parts().hashCode();
        }
    }

    /** Scores a play in the old state's array before copying it: apply changes the state it is called on. */
    public static final class ScoresInPlace extends TallyState {
        public ScoresInPlace(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public State apply(Move move) {
            if (move instanceof TallyMove play && play.isPlay() && legalMoves().contains(play)) {
                parts().scores()[parts().seat()] += play.card();
            }
            return super.apply(move);
        }
    }

    /** Equal, and hashed, by the seat to move alone. */
    public static final class EqualBySeatToMove extends TallyState {
        public EqualBySeatToMove(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        protected boolean samePosition(TallyState other) {
            return currentSeat() == other.currentSeat();
        }

        @Override
        protected int positionHash() {
            return currentSeat();
        }
    }

    /** Equal by whose turn, the roll and the turns left, the cards (the board) forgotten. */
    public static final class IgnoresTheCards extends TallyState {
        public IgnoresTheCards(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        protected boolean samePosition(TallyState other) {
            return parts().seat() == other.parts().seat() && parts().roll() == other.parts().roll()
                    && parts().turnsLeft() == other.parts().turnsLeft();
        }

        @Override
        protected int positionHash() {
            return (parts().seat() * 31 + parts().roll()) * 31 + parts().turnsLeft();
        }
    }

    /** Equal whatever was rolled: the roll is left out of equality, though it decides which cards may be played. */
    public static final class IgnoresTheRoll extends TallyState {
        public IgnoresTheRoll(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        protected boolean samePosition(TallyState other) {
            Parts p = parts();
            Parts o = other.parts();
            return Arrays.equals(p.hands(), o.hands()) && Arrays.equals(p.stock(), o.stock())
                    && p.played() == o.played() && Arrays.equals(p.scores(), o.scores()) && p.seat() == o.seat()
                    && p.turnsLeft() == o.turnsLeft();
        }

        @Override
        protected int positionHash() {
            return (parts().played() * 31 + parts().seat()) * 31 + Arrays.hashCode(parts().hands());
        }
    }

    /** Still offers a pass once the game is over. */
    public static final class PassAfterTheEnd extends TallyState {
        public PassAfterTheEnd(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public List<Move> legalMoves() {
            return isTerminal() ? List.of(TallyMove.PASS) : super.legalMoves();
        }
    }

    /** Forgets the forced pass: a seat with no card to play has no move at all. */
    public static final class NoForcedPass extends TallyState {
        public NoForcedPass(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public List<Move> legalMoves() {
            List<Move> moves = new ArrayList<>(super.legalMoves());
            moves.remove(TallyMove.PASS);
            return moves;
        }
    }

    /** Answers {@code uniformMove} from the cards alone, as a fast path that forgot the pass would. */
    public static final class UniformMoveSkipsThePass extends TallyState {
        public UniformMoveSkipsThePass(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public Move uniformMove(Rng rng) {
            List<Move> cards = new ArrayList<>(legalMoves());
            cards.remove(TallyMove.PASS);
            return cards.isEmpty() ? TallyMove.PASS : cards.get(rng.nextInt(cards.size()));
        }
    }

    /** Names its winners counted from 1, as a person would, not from 0 as the seats are. */
    public static final class WinnersCountedFromOne extends TallyState {
        public WinnersCountedFromOne(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public Outcome outcome() {
            Outcome right = super.outcome();
            return new Outcome(right.winners().stream().map(seat -> seat + 1).toList(), right.reason(),
                    right.arguments());
        }
    }

    /** Lists odds of 1/2, 1/3 and 1/6, but rolls each face a third of the time. */
    public static final class LoadedDie extends TallyState {
        public LoadedDie(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        protected Move draw(Rng rng) {
            return TallyMove.roll(1 + rng.nextInt(3));
        }
    }

    /** Its view imagines the seat's own hand at random too. */
    public static final class ForgetfulView extends TallyState {
        public ForgetfulView(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public SeatView viewFor(int seat) {
            return rules().open() ? super.viewFor(seat) : new TallyView(this, seat) {
                @Override
                public State determinize(Rng rng) {
                    return deal(rng, false);
                }
            };
        }
    }

    /** Its view imagines the hidden cards, but keeps the match's generator for the imagined position. */
    public static final class LeakyDeterminization extends TallyState {
        public LeakyDeterminization(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public SeatView viewFor(int seat) {
            return rules().open() ? super.viewFor(seat) : new TallyView(this, seat) {
                @Override
                public State determinize(Rng rng) {
                    return new LeakyDeterminization(rules(), deal(rng, true).parts(), generator());
                }
            };
        }
    }

    /**
     * Keeps dice of its own beside the core's generator (which it leaves at one value), out of
     * its equality: equal states roll differently, and a perfect view hands the dice on.
     */
    public static final class DiceOfItsOwn extends TallyState {
        private final long dice;

        public DiceOfItsOwn(TallyRules rules, Parts parts, Rng generator) {
            this(rules, parts, generator.nextLong());
        }

        private DiceOfItsOwn(TallyRules rules, Parts parts, long dice) {
            super(rules, parts, Rng.fromState(0));
            this.dice = dice;
        }

        @Override
        protected Move draw(Rng ignored) {
            return super.draw(Rng.fromState(dice));
        }

        @Override
        public State apply(Move move) {
            TallyState next = (TallyState) super.apply(move);
            long after = isChance() ? Rng.fromState(dice).nextLong() : dice;
            return new DiceOfItsOwn(next.rules(), next.parts(), after);
        }
    }

    /** Pass does not count as a turn: random games pass on for ever. */
    public static final class PassIsNoTurn extends TallyState {
        public PassIsNoTurn(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public State apply(Move move) {
            if (move != TallyMove.PASS || currentSeat() < 0) {
                return super.apply(move);
            }
            Parts p = parts();
            return successor(new Parts(p.hands(), p.stock(), p.played(), p.scores(), (p.seat() + 1) % seatCount(), 0,
                    p.turnsLeft()), generator());
        }
    }

    /** Lets any card in the hand be played, whatever the roll: a move generator with a bug. */
    public static final class PlaysUnderTheRoll extends TallyState {
        public PlaysUnderTheRoll(TallyRules rules, Parts parts, Rng generator) {
            super(rules, parts, generator);
        }

        @Override
        public List<Move> legalMoves() {
            if (currentSeat() < 0) {
                return List.of();
            }
            List<Move> moves = new ArrayList<>();
            for (int card = 1; card <= CARDS; card++) {
                if ((parts().hands()[parts().seat()] & (1 << card)) != 0) {
                    moves.add(TallyMove.play(card));
                }
            }
            moves.add(TallyMove.PASS);
            return moves;
        }
    }

    /** A shorthand parser ("p3" for "play 3") that forgets "pass" starts with a p too. */
    public static TallyGame shorthandParser() {
        return new TallyGame() {
            @Override
            public Move parseMove(State state, String text) {
                String t = text.strip();
                if (t.startsWith("p")) {
                    int card = t.charAt(t.length() - 1) - '0';
                    if (card < 1 || card > TallyState.CARDS) {
                        throw new IllegalArgumentException("no card " + card);
                    }
                    return TallyMove.play(card);
                }
                return super.parseMove(state, text);
            }
        };
    }

    /** Shuffles the deck with the hands face up too, and still serves perfect views. */
    public static TallyGame shuffledOpenDeck() {
        return new TallyGame() {
            @Override
            protected int[] deck(boolean open, Rng generator) {
                return super.deck(false, generator);
            }
        };
    }

    /** Lets the seats take turns to begin, match after match: a file cannot say who began. */
    public static TallyGame alternatingFirstSeat() {
        AtomicInteger matches = new AtomicInteger();
        return new TallyGame() {
            @Override
            protected int firstSeat(Setup setup) {
                return matches.getAndIncrement() % setup.seats();
            }
        };
    }
}
