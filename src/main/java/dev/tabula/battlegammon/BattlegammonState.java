package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.BLACK;
import static dev.tabula.battlegammon.Track.WHITE;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
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
 * <p>The state is four bit masks (see {@link Board}) plus a few ints, so copying it is cheap.
 */
public final class BattlegammonState implements State {
    /** Reason keys of the two wins. */
    public static final String WIN_BY_GOAL = "battlegammon.end.goal";
    public static final String WIN_BY_ENEMY_HALF = "battlegammon.end.enemyHalf";

    private static final List<ChanceOutcome> ROLLS;

    static {
        ChanceOutcome[] rolls = new ChanceOutcome[21];
        int i = 0;
        for (int low = 1; low <= 6; low++) {
            for (int high = low; high <= 6; high++) {
                Roll roll = Roll.of(low, high);
                rolls[i++] = new ChanceOutcome(roll, roll.probability());
            }
        }
        ROLLS = List.of(rolls);
    }

    private static final List<Move> ONLY_PASS = List.of(Pass.PASS);

    private final BattlegammonRules rules;
    /** The track as bit masks (bit p = position p), see {@link Board}. */
    private final int whiteTop;
    private final int blackTop;
    private final int full;
    private final int bottomWhite;
    private final int whiteHome;
    private final int blackHome;
    private final int whiteGoal;
    private final int blackGoal;
    /** White pawns on 13..24 (goal included), Black pawns on 1..12. */
    private final int whiteFar;
    private final int blackFar;
    /** Whose turn (also who rolls at a chance state), or the winner once the game is over. */
    private final int side;
    private final boolean over;
    private final String reason;
    /** The roll of this turn (0 before the roll). */
    private final int rolledLow;
    private final int rolledHigh;
    /** The dice still to play: two, one (dieB 0) or none (a chance state). */
    private final int dieA;
    private final int dieB;
    /** Where the pawn moved by this turn's first die stands (it may not move again), else 0. */
    private final int moved;
    /** The dice the previous turn could not play (0 if none), to tell the players why it ended. */
    private final int missedA;
    private final int missedB;
    private final long rng;
    private final RollLog log;

    private List<Move> legal;
    private int hash;

    private BattlegammonState(BattlegammonRules rules, int whiteTop, int blackTop, int full, int bottomWhite,
            int whiteHome, int blackHome, int whiteGoal,
            int blackGoal, int whiteFar, int blackFar, int side, boolean over, String reason, int rolledLow,
            int rolledHigh, int dieA, int dieB, int moved, int missedA, int missedB, long rng, RollLog log) {
        this.rules = rules;
        this.whiteTop = whiteTop;
        this.blackTop = blackTop;
        this.full = full;
        this.bottomWhite = bottomWhite;
        this.whiteHome = whiteHome;
        this.blackHome = blackHome;
        this.whiteGoal = whiteGoal;
        this.blackGoal = blackGoal;
        this.whiteFar = whiteFar;
        this.blackFar = blackFar;
        this.side = side;
        this.over = over;
        this.reason = reason;
        this.rolledLow = rolledLow;
        this.rolledHigh = rolledHigh;
        this.dieA = dieA;
        this.dieB = dieB;
        this.moved = moved;
        this.missedA = missedA;
        this.missedB = missedB;
        this.rng = rng;
        this.log = log;
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
        Board board = Board.fromCodes(codes);
        return new BattlegammonState(rules, board.whiteTop(), board.blackTop(), board.full(), board.bottomWhite(), 5, 5,
                0, 0, 0, 0, BLACK, false, null, 0, 0, 0, 0, 0, 0, 0, seed, RollLog.EMPTY);
    }

    /** A position set up for tests and pictures: square codes by position 2..23, home and goal counts. */
    static BattlegammonState of(BattlegammonRules rules, byte[] cells, int whiteHome, int blackHome, int whiteGoal,
            int blackGoal, int side, int dieA, int dieB, long seed) {
        Board board = Board.fromCodes(cells);
        int whiteFar = whiteGoal;
        int blackFar = blackGoal;
        for (int p = Track.WHITE_HOME + 1; p < Track.BLACK_HOME; p++) {
            int code = board.codeAt(p);
            int whites = (Track.bottom(code) == Track.WHITE_PAWN ? 1 : 0)
                    + (Track.count(code) == 2 && Track.top(code) == Track.WHITE_PAWN ? 1 : 0);
            int blacks = Track.count(code) - whites;
            if (Track.inEnemyHalf(WHITE, p)) {
                whiteFar += whites;
            } else {
                blackFar += blacks;
            }
        }
        int low = Math.min(dieA, dieB == 0 ? dieA : dieB);
        int high = Math.max(dieA, dieB);
        return new BattlegammonState(rules, board.whiteTop(), board.blackTop(), board.full(), board.bottomWhite(),
                whiteHome, blackHome, whiteGoal, blackGoal, whiteFar, blackFar, side, false, null, low, high,
                dieA == 0 ? 0 : low, dieB == 0 ? 0 : high, 0, 0, 0, seed, RollLog.EMPTY);
    }

    // ------------------------------------------------------------------ the State API

    @Override
    public int seatCount() {
        return 2;
    }

    @Override
    public int currentSeat() {
        return over ? NOBODY : dieA == 0 ? CHANCE : side;
    }

    @Override
    public boolean isTerminal() {
        return over;
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
        return isChance() ? ROLLS : List.of();
    }

    @Override
    public Move sampleChance() {
        if (!isChance()) {
            throw new IllegalStateException("not a chance state");
        }
        int twoDice = Rng.fromState(rng).nextInt(36);
        return Roll.of(twoDice / 6 + 1, twoDice % 6 + 1);
    }

    /** The generator after a roll: the same draw {@link #sampleChance()} makes, whatever was rolled. */
    private long rngAfterRoll() {
        Rng generator = Rng.fromState(rng);
        generator.nextInt(36);
        return generator.state();
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> result = legal;
        if (result == null) {
            result = over || dieA == 0 ? List.of() : MoveGenerator.legalMoves(this);
            legal = result;
        }
        return result;
    }

    @Override
    public State apply(Move move) {
        if (move instanceof Roll roll) {
            if (!isChance()) {
                throw new IllegalMoveException("'" + roll + "' is not due: no roll is pending");
            }
            return new BattlegammonState(rules, whiteTop, blackTop, full, bottomWhite, whiteHome, blackHome, whiteGoal,
                    blackGoal, whiteFar, blackFar, side, false, null, roll.low(), roll.high(), roll.low(), roll.high(),
                    0, 0, 0, rngAfterRoll(), log.plus(roll));
        }
        if (!isLegal(move)) {
            throw new IllegalMoveException("'" + move.notation() + "' is not a legal move here");
        }
        if (move == Pass.PASS) {
            return new BattlegammonState(rules, whiteTop, blackTop, full, bottomWhite, whiteHome, blackHome, whiteGoal,
                    blackGoal, whiteFar, blackFar, 1 - side, false, null, 0, 0, 0, 0, 0, dieA, dieB, rng, log);
        }
        return applyPawnMove((PawnMove) move);
    }

    private State applyPawnMove(PawnMove move) {
        int from = move.from();
        int to = move.to(side);
        int w = whiteTop;
        int k = blackTop;
        int f = full;
        int bw = bottomWhite;
        int nextWhiteHome = whiteHome;
        int nextBlackHome = blackHome;
        int nextWhiteGoal = whiteGoal;
        int nextBlackGoal = blackGoal;
        if (from == Track.home(side)) {
            if (side == WHITE) {
                nextWhiteHome--;
            } else {
                nextBlackHome--;
            }
        } else {
            // The top pawn leaves; the bottom one of a stack is uncovered.
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
        if (to == Track.goal(side)) {
            if (side == WHITE) {
                nextWhiteGoal++;
            } else {
                nextBlackGoal++;
            }
        } else {
            // The pawn lands, on top of whatever single pawn is there.
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
        int nextWhiteFar = whiteFar;
        int nextBlackFar = blackFar;
        if (!Track.inEnemyHalf(side, from) && Track.inEnemyHalf(side, to)) {
            if (side == WHITE) {
                nextWhiteFar++;
            } else {
                nextBlackFar++;
            }
        }
        int goal = side == WHITE ? nextWhiteGoal : nextBlackGoal;
        int far = side == WHITE ? nextWhiteFar : nextBlackFar;
        if (goal >= Track.GOAL_TO_WIN || far >= Track.ENEMY_HALF_TO_WIN) {
            String why = goal >= Track.GOAL_TO_WIN ? WIN_BY_GOAL : WIN_BY_ENEMY_HALF;
            return new BattlegammonState(rules, w, k, f, bw, nextWhiteHome, nextBlackHome, nextWhiteGoal, nextBlackGoal,
                    nextWhiteFar, nextBlackFar, side, true, why, rolledLow, rolledHigh, 0, 0, to, 0, 0, rng, log);
        }
        if (dieB != 0) {
            int other = move.pips() == dieA ? dieB : dieA;
            int home = side == WHITE ? nextWhiteHome : nextBlackHome;
            if (Board.movable(side == WHITE ? w : k, f, home, side, other, to) != 0) {
                return new BattlegammonState(rules, w, k, f, bw, nextWhiteHome, nextBlackHome, nextWhiteGoal,
                        nextBlackGoal, nextWhiteFar, nextBlackFar, side, false, null, rolledLow, rolledHigh, other, 0, to,
                        0, 0, rng, log);
            }
            return new BattlegammonState(rules, w, k, f, bw, nextWhiteHome, nextBlackHome, nextWhiteGoal, nextBlackGoal,
                    nextWhiteFar, nextBlackFar, 1 - side, false, null, 0, 0, 0, 0, 0, other, 0, rng, log);
        }
        return new BattlegammonState(rules, w, k, f, bw, nextWhiteHome, nextBlackHome, nextWhiteGoal, nextBlackGoal,
                nextWhiteFar, nextBlackFar, 1 - side, false, null, 0, 0, 0, 0, 0, 0, 0, rng, log);
    }

    @Override
    public BattlegammonState reseeded(long seed) {
        return new BattlegammonState(rules, whiteTop, blackTop, full, bottomWhite, whiteHome, blackHome, whiteGoal,
                blackGoal, whiteFar, blackFar, side, over, reason, rolledLow, rolledHigh, dieA, dieB, moved, missedA,
                missedB, seed, log);
    }

    @Override
    public Outcome outcome() {
        if (!over) {
            throw new IllegalStateException("the game is not over");
        }
        return Outcome.win(side, reason);
    }

    // ------------------------------------------------------------------ what the view and tests read

    public BattlegammonRules rules() {
        return rules;
    }

    /** Whose turn it is (also at a chance state: who rolls), or the winner once the game is over. */
    public int side() {
        return side;
    }

    /** The square code at a track position 2..23 (see {@link Track}). */
    public int codeAt(int position) {
        if (position <= Track.WHITE_HOME || position >= Track.BLACK_HOME) {
            throw new IllegalArgumentException("position " + position + " is a home, not a track square");
        }
        return board().codeAt(position);
    }

    /** Pawns of {@code side} still in their own home (they may leave at any time). */
    public int atHome(int side) {
        return side == WHITE ? whiteHome : blackHome;
    }

    /** Pawns of {@code side} in the opponent's home (they never move again); 3 wins. */
    public int inGoal(int side) {
        return side == WHITE ? whiteGoal : blackGoal;
    }

    /** Pawns of {@code side} in the opponent's half, goal included; 8 wins. */
    public int inEnemyHalf(int side) {
        return side == WHITE ? whiteFar : blackFar;
    }

    /** The roll of this turn, smaller die first; 0 before the roll. */
    public int rolledLow() {
        return rolledLow;
    }

    public int rolledHigh() {
        return rolledHigh;
    }

    /**
     * The dice still to play this turn as {die, die}, {die, 0} after one was played, {0, 0} before the
     * roll or after the game ended.
     */
    public int[] diceToPlay() {
        return new int[] {dieA, dieB};
    }

    /** Where the pawn moved with this turn's first die stands (it may not move again); 0 if none. */
    public int movedPawnPosition() {
        return moved;
    }

    /** The dice that the previous turn could not play, {0, 0} if it played all (see the class doc). */
    public int[] missedLastTurn() {
        return new int[] {missedA, missedB};
    }

    int dieA() {
        return dieA;
    }

    int dieB() {
        return dieB;
    }

    /** The stored generator's state, from which the next roll is drawn. */
    long generatorState() {
        return rng;
    }

    /** Every roll of the match so far. */
    public RollLog rolls() {
        return log;
    }

    Board board() {
        return new Board(whiteTop, blackTop, full, bottomWhite);
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

    /** Moves are interned, so membership is identity; this is on the playout hot path. */
    private boolean isLegal(Move move) {
        List<Move> moves = legalMoves();
        for (int i = 0, n = moves.size(); i < n; i++) {
            if (moves.get(i) == move) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ value semantics

    @Override
    public boolean equals(Object o) {
        // The roll log is a record of the past, not part of the position: left out on purpose.
        return o instanceof BattlegammonState other && rng == other.rng && side == other.side && over == other.over
                && dieA == other.dieA && dieB == other.dieB && rolledLow == other.rolledLow
                && rolledHigh == other.rolledHigh && moved == other.moved && missedA == other.missedA
                && missedB == other.missedB && whiteHome == other.whiteHome && blackHome == other.blackHome
                && whiteGoal == other.whiteGoal && blackGoal == other.blackGoal && rules.equals(other.rules)
                && java.util.Objects.equals(reason, other.reason) && whiteTop == other.whiteTop
                && blackTop == other.blackTop && full == other.full && bottomWhite == other.bottomWhite;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = whiteTop;
            h = 31 * h + blackTop;
            h = 31 * h + full;
            h = 31 * h + bottomWhite;
            h = 31 * h + Long.hashCode(rng);
            h = 31 * h + (side | (over ? 4 : 0) | dieA << 3 | dieB << 6 | rolledLow << 9 | rolledHigh << 12
                    | moved << 15 | missedA << 20 | missedB << 23);
            h = 31 * h + (whiteHome | blackHome << 4 | whiteGoal << 8 | blackGoal << 12);
            h = 31 * h + rules.hashCode();
            hash = h == 0 ? 1 : h;
        }
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        text.append(side == BLACK ? "Black" : "White").append(over ? " won" : dieA == 0 ? " to roll" : " to play "
                + dieA + (dieB == 0 ? "" : "," + dieB));
        text.append(" | W home ").append(whiteHome).append(" goal ").append(whiteGoal)
                .append(" | B home ").append(blackHome).append(" goal ").append(blackGoal).append(" |");
        for (int p = 2; p < Track.BLACK_HOME; p++) {
            if (codeAt(p) != 0) {
                text.append(' ').append(p).append(':').append(describe(codeAt(p)));
            }
        }
        return text.toString();
    }

    private static String describe(int code) {
        String[] names = {"", "w", "b"};
        return Track.count(code) == 1 ? names[code] : names[Track.bottom(code)] + names[Track.top(code)];
    }
}
