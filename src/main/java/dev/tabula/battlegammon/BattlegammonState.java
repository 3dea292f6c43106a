package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.BLACK;
import static dev.tabula.battlegammon.Track.WHITE;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.SeededState;
import dev.tabula.core.State;
import java.util.List;

/**
 * A Battlegammon position: the track, the homes, whose turn, the dice of this turn still to play,
 * and the seeded generator.
 *
 * <p>A turn is: a chance state (the side to move rolls), then one decision per die. After the
 * first die the same side moves again with the other die, unless no pawn but the one just moved
 * could use it: then the turn ends at once. A side that can play neither die has the single move
 * {@code pass}. Both wins are checked after every pawn move; the game ends at once, mid-turn too.
 *
 * <p>The state is the board (the four bit masks of a {@link Board}, held in the state itself, so
 * that a pawn move makes one object, not two), the pawns counted off the track ({@link Pawns}) and
 * where the turn stands ({@link Turn}); the generator is kept by {@link SeededState}.
 */
public final class BattlegammonState extends SeededState<BattlegammonState> {
    /** Reason keys of the two wins. */
    public static final String WIN_BY_GOAL = "battlegammon.end.goal";
    public static final String WIN_BY_ENEMY_HALF = "battlegammon.end.enemyHalf";

    private static final List<Move> ONLY_PASS = List.of(Pass.PASS);

    private final BattlegammonRules rules;
    /** The board's masks ({@link Board}): top pawns by colour, stacks, stacks with a white bottom. */
    private final int whiteTop;
    private final int blackTop;
    private final int full;
    private final int bottomWhite;
    private final Pawns pawns;
    private final Turn turn;
    /** The legal moves as {@link MoveList#masks} packs them, worked out as the state is made; 0 where no one decides. */
    private final long moveMasks;

    /** The legal moves as a list, made when first asked for one (random playouts never ask). */
    private List<Move> legal;

    private BattlegammonState(BattlegammonRules rules, Board board, Pawns pawns, Turn turn, Rng generator) {
        super(generator);
        this.rules = rules;
        this.whiteTop = board.whiteTop();
        this.blackTop = board.blackTop();
        this.full = board.full();
        this.bottomWhite = board.bottomWhite();
        this.pawns = pawns;
        this.turn = turn;
        this.moveMasks = movesOfThis();
    }

    /** {@code before} with {@code turn} next: after a roll (its generator advanced by the draw). */
    private BattlegammonState(BattlegammonState before, Turn turn, Rng generator) {
        super(generator);
        this.rules = before.rules;
        this.whiteTop = before.whiteTop;
        this.blackTop = before.blackTop;
        this.full = before.full;
        this.bottomWhite = before.bottomWhite;
        this.pawns = before.pawns;
        this.turn = turn;
        this.moveMasks = movesOfThis();
    }

    /**
     * {@code before} with these board masks, pawns and turn (after a pawn move or a pass), the
     * generator unchanged, and the moves already known: none (a roll is due, or the game is over)
     * or the second die's (which the move worked out to see whether the turn goes on).
     */
    private BattlegammonState(BattlegammonState before, int whiteTop, int blackTop, int full, int bottomWhite,
            Pawns pawns, Turn turn, long moveMasks) {
        super(before);
        this.rules = before.rules;
        this.whiteTop = whiteTop;
        this.blackTop = blackTop;
        this.full = full;
        this.bottomWhite = bottomWhite;
        this.pawns = pawns;
        this.turn = turn;
        this.moveMasks = moveMasks;
    }

    /** The other constructors' last step: a decision state's moves, from the fields set before it. */
    private long movesOfThis() {
        return turn.over() || turn.dieA() == 0 ? 0 : MoveGenerator.moveMasks(this);
    }

    /**
     * The published start, Black to roll: each side 5 pawns at home, 1 pawn and two stacks of
     * two on the track (White on 5, 8, 9; Black on 16, 19, 20).
     */
    static BattlegammonState start(BattlegammonRules rules, long seed) {
        byte[] codes = new byte[Track.BLACK_HOME + 1];
        codes[5] = Track.WHITE_PAWN;
        codes[8] = 4;
        codes[9] = 4;
        codes[16] = Track.BLACK_PAWN;
        codes[19] = 8;
        codes[20] = 8;
        return new BattlegammonState(rules, Board.fromCodes(codes), new Pawns(5, 5, 0, 0, 0, 0),
                Turn.toRoll(BLACK, 0, 0), Rng.fromState(seed));
    }

    /** A position set up for tests and pictures: square codes by position 2..23, home and goal counts. */
    static BattlegammonState of(BattlegammonRules rules, byte[] cells, int whiteHome, int blackHome, int whiteGoal,
            int blackGoal, int side, int dieA, int dieB, long seed) {
        Board board = Board.fromCodes(cells);
        return new BattlegammonState(rules, board, Pawns.countedOff(board, whiteHome, blackHome, whiteGoal, blackGoal),
                Turn.toPlay(side, dieA, dieB), Rng.fromState(seed));
    }

    // ------------------------------------------------------------------ the State API

    @Override
    public int seatCount() {
        return 2;
    }

    @Override
    public int currentSeat() {
        return turn.over() ? NOBODY : turn.dieA() == 0 ? CHANCE : rules.seatOf(turn.side());
    }

    @Override
    public boolean isTerminal() {
        return turn.over();
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
        return isChance() ? Roll.OUTCOMES : List.of();
    }

    @Override
    protected Move draw(Rng rng) {
        return Roll.thrownWith(rng);
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> result = legal;
        if (result == null) {
            result = !MoveList.isDecision(moveMasks) ? List.of() : MoveList.size(moveMasks) == 0 ? ONLY_PASS
                    : new MoveList(turn.side(), turn.dieA(), turn.dieB(), moveMasks);
            legal = result;
        }
        return result;
    }

    /** The move {@code legalMoves().get(rng.nextInt(n))} would give, read from the masks without making the list. */
    @Override
    public Move uniformMove(Rng rng) {
        if (!MoveList.isDecision(moveMasks)) {
            throw new IllegalStateException(turn.over() ? "the game is over: there is no move to choose"
                    : "a roll is due here, not a move");
        }
        int size = MoveList.size(moveMasks);
        if (size == 0) {
            rng.nextInt(1); // the draw that picks the pass from its one-move list
            return Pass.PASS;
        }
        return MoveList.nth(turn.side(), turn.dieA(), turn.dieB(), moveMasks, rng.nextInt(size));
    }

    @Override
    public State apply(Move move) {
        if (move instanceof Roll roll) {
            if (!isChance()) {
                throw new IllegalMoveException("'" + roll + "' is not due: no roll is pending");
            }
            return new BattlegammonState(this, turn.rolled(roll), generatorAfterChance());
        }
        if (!isLegal(move)) {
            throw new IllegalMoveException("'" + move.notation() + "' is not a legal move here");
        }
        if (move == Pass.PASS) {
            return new BattlegammonState(this, whiteTop, blackTop, full, bottomWhite, pawns,
                    turn.passTo(turn.dieA(), turn.dieB()), 0);
        }
        return applyPawnMove((PawnMove) move);
    }

    /**
     * The state after a pawn move: the board's masks as a {@link Board} changes them (the top pawn
     * leaves its square, uncovering the bottom one of a stack, unless it left the home, and lands on
     * top of whatever single pawn is there unless it reached the goal), worked out here so that the
     * move makes one object: random playouts make one a ply.
     */
    private State applyPawnMove(PawnMove move) {
        int side = turn.side();
        int from = move.from();
        int to = move.to(side);
        int w = whiteTop;
        int k = blackTop;
        int f = full;
        int bw = bottomWhite;
        if (from != Track.home(side)) {
            int b = Board.bit(from);
            w &= ~b;
            k &= ~b;
            if ((f & b) != 0) {
                if ((bw & b) != 0) {
                    w |= b;
                } else {
                    k |= b;
                }
                f &= ~b;
                bw &= ~b;
            }
        }
        if (to != Track.goal(side)) {
            int t = Board.bit(to);
            if (((w | k) & t) != 0) {
                f |= t;
                if ((w & t) != 0) {
                    bw |= t;
                }
            }
            w &= ~t;
            k &= ~t;
            if (side == WHITE) {
                w |= t;
            } else {
                k |= t;
            }
        }
        Pawns nextPawns = pawns.afterMove(side, from, to);
        int goal = nextPawns.inGoal(side);
        Turn next;
        long nextMoves = 0;
        if (goal >= Track.GOAL_TO_WIN || nextPawns.inEnemyHalf(side) >= Track.ENEMY_HALF_TO_WIN) {
            next = turn.won(goal >= Track.GOAL_TO_WIN ? WIN_BY_GOAL : WIN_BY_ENEMY_HALF, to);
        } else if (turn.dieB() != 0) {
            int other = move.pips() == turn.dieA() ? turn.dieB() : turn.dieA();
            int sideTop = side == WHITE ? w : k;
            // the second die's moves, as MoveGenerator.moveMasks gives them for one die: no filter
            int froms = Board.movable(sideTop, f, nextPawns.atHome(side), side, other, to);
            if (froms != 0) {
                next = turn.secondDie(other, to);
                nextMoves = MoveList.masks(froms, 0);
            } else {
                next = turn.passTo(other, 0);
            }
        } else {
            next = turn.passTo(0, 0);
        }
        return new BattlegammonState(this, w, k, f, bw, nextPawns, next, nextMoves);
    }

    @Override
    public Outcome outcome() {
        if (!turn.over()) {
            throw new IllegalStateException("the game is not over");
        }
        return Outcome.win(rules.seatOf(turn.side()), turn.reason());
    }

    // ------------------------------------------------------------------ what the view and tests read

    /** The seat that plays {@code side} in this match (the {@code colours} option). */
    public int seatOf(int side) {
        return rules.seatOf(side);
    }

    /** The colour that {@code seat} plays in this match. */
    public int sideOf(int seat) {
        return rules.sideOf(seat);
    }

    public BattlegammonRules rules() {
        return rules;
    }

    /**
     * Whose turn it is (also at a chance state: who rolls), or the winner once the game is over, as
     * a colour ({@link Track#BLACK}, {@link Track#WHITE}); {@link #seatOf} says which seat plays it.
     */
    public int side() {
        return turn.side();
    }

    /** The square code at a track position 2..23 (see {@link Track}). */
    public int codeAt(int position) {
        if (position <= Track.WHITE_HOME || position >= Track.BLACK_HOME) {
            throw new IllegalArgumentException("position " + position + " is a home, not a track square");
        }
        return Board.codeAt(whiteTop, blackTop, full, bottomWhite, position);
    }

    /** Pawns of {@code side} still in their own home (they may leave at any time). */
    public int atHome(int side) {
        return pawns.atHome(side);
    }

    /** Pawns of {@code side} in the opponent's home (they never move again); 3 wins. */
    public int inGoal(int side) {
        return pawns.inGoal(side);
    }

    /** Pawns of {@code side} in the opponent's half, goal included; 8 wins. */
    public int inEnemyHalf(int side) {
        return pawns.inEnemyHalf(side);
    }

    /** The roll of this turn, smaller die first; 0 before the roll. */
    public int rolledLow() {
        return turn.rolledLow();
    }

    public int rolledHigh() {
        return turn.rolledHigh();
    }

    /**
     * The dice still to play this turn as {die, die}, {die, 0} after one was played, {0, 0} before the
     * roll or after the game ended.
     */
    public int[] diceToPlay() {
        return new int[] {turn.dieA(), turn.dieB()};
    }

    /** Where the pawn moved with this turn's first die stands (it may not move again); 0 if none. */
    public int movedPawnPosition() {
        return turn.moved();
    }

    /** The dice that the previous turn could not play, {0, 0} if it played all (see the class doc). */
    public int[] missedLastTurn() {
        return new int[] {turn.missedA(), turn.missedB()};
    }

    int dieA() {
        return turn.dieA();
    }

    int dieB() {
        return turn.dieB();
    }

    /** The mask of squares where {@code side}'s pawn is on top. */
    int topMask(int side) {
        return side == WHITE ? whiteTop : blackTop;
    }

    int occupiedMask() {
        return whiteTop | blackTop;
    }

    int fullMask() {
        return full;
    }

    /** The stacks whose bottom pawn belongs to {@code side}. */
    int ownBottomMask(int side) {
        return side == WHITE ? bottomWhite : full & ~bottomWhite;
    }

    /** On the playout hot path: a pawn move is looked up in the masks, a pass by identity. */
    private boolean isLegal(Move move) {
        if (move instanceof PawnMove pawn) {
            return MoveList.has(moveMasks, turn.dieA(), turn.dieB(), pawn);
        }
        return move == Pass.PASS && moveMasks == MoveList.masks(0, 0);
    }

    // ------------------------------------------------------------------ value semantics

    @Override
    protected boolean samePosition(BattlegammonState other) {
        return whiteTop == other.whiteTop && blackTop == other.blackTop && full == other.full
                && bottomWhite == other.bottomWhite && pawns.equals(other.pawns) && turn.equals(other.turn)
                && rules.equals(other.rules);
    }

    @Override
    protected int positionHash() {
        return ((Board.hash(whiteTop, blackTop, full, bottomWhite) * 31 + pawns.hashCode()) * 31 + turn.hashCode()) * 31 + rules.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        text.append(turn.side() == BLACK ? "Black" : "White").append(turn.over() ? " won" : turn.dieA() == 0
                ? " to roll" : " to play " + turn.dieA() + (turn.dieB() == 0 ? "" : "," + turn.dieB()));
        text.append(" | W home ").append(pawns.whiteHome()).append(" goal ").append(pawns.whiteGoal())
                .append(" | B home ").append(pawns.blackHome()).append(" goal ").append(pawns.blackGoal()).append(" |");
        return text.append(new Board(whiteTop, blackTop, full, bottomWhite).describe()).toString();
    }
}
