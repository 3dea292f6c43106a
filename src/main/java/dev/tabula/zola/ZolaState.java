package dev.tabula.zola;

import static dev.tabula.zola.ZolaGeometry.hi;
import static dev.tabula.zola.ZolaGeometry.lo;

import dev.tabula.core.Move;
import dev.tabula.core.MoveList;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;

/**
 * A Zola position, immutable and small: each colour's pieces are a 128-bit set held in two
 * {@code long}s (boards up to 10x10), so {@link #apply} flips a few bits. Boards up to 8x8 fit
 * the low word alone, and their moves are generated set-wise by {@link ZolaMoveList}; 10x10
 * boards are generated piece by piece here.
 *
 * <p>Colours: {@link #RED} is the first player's (on a1 at the start), {@link #BLUE} the second's.
 * Colours belong to seats 0 and 1, the other way round after a pie-rule swap.
 */
public final class ZolaState implements State {
    public static final byte EMPTY = 0;
    public static final byte RED = 1;
    public static final byte BLUE = 2;

    static final String REASON_LAST_PIECE = "zola.end.lastPieceCaptured";
    static final byte PIE_OFF = 0;
    /** The pie rule is on and the first move is still to come. */
    static final byte PIE_PENDING = 1;
    /** The second player may now swap instead of moving. */
    static final byte PIE_OFFERED = 2;

    private final ZolaGeometry geometry;
    private final long redLo;
    private final long redHi;
    private final long blueLo;
    private final long blueHi;
    private final byte colourToMove;
    private final boolean swapped;
    /** The pie rule's progress: {@link #PIE_OFF}, {@link #PIE_PENDING} or {@link #PIE_OFFERED}. */
    private final byte pie;
    /** Computed on first use; not part of the value. */
    private List<Move> legalMoves;

    private ZolaState(ZolaGeometry geometry, long redLo, long redHi, long blueLo, long blueHi,
                      byte colourToMove, boolean swapped, byte pie) {
        this.geometry = geometry;
        this.redLo = redLo;
        this.redHi = redHi;
        this.blueLo = blueLo;
        this.blueHi = blueHi;
        this.colourToMove = colourToMove;
        this.swapped = swapped;
        this.pie = pie;
    }

    /** The start position of each board size, built once: a playout starts a game every few microseconds. */
    private static final ZolaState[] STARTS = new ZolaState[ZolaGeometry.MAX_SIZE + 1];

    /** The full checkerboard start: red on a1 and every square whose file + rank is even. */
    static synchronized ZolaState start(int size) {
        if (size < 0 || size >= STARTS.length) {
            throw new IllegalArgumentException("no Zola board of size " + size);
        }
        if (STARTS[size] == null) {
            STARTS[size] = checkerboard(size);
        }
        return STARTS[size];
    }

    private static ZolaState checkerboard(int size) {
        StringBuilder layout = new StringBuilder();
        for (int sq = 0; sq < size * size; sq++) {
            layout.append(((sq % size) + (sq / size)) % 2 == 0 ? 'R' : 'B');
        }
        return of(size, layout.toString(), RED);
    }

    /**
     * A position set up square by square, for tests and the rules page: {@code R}, {@code B} or
     * {@code .} for each square from a1 along rank 1, then rank 2, and so on; blanks are ignored.
     */
    public static ZolaState of(int size, String layout, byte colourToMove) {
        String compact = layout.replaceAll("\\s", "");
        ZolaGeometry geometry = ZolaGeometry.of(size);
        if (compact.length() != geometry.squares) {
            throw new IllegalArgumentException("layout needs " + geometry.squares + " squares");
        }
        long[] red = new long[2];
        long[] blue = new long[2];
        for (int sq = 0; sq < geometry.squares; sq++) {
            long[] set = switch (compact.charAt(sq)) {
                case 'R' -> red;
                case 'B' -> blue;
                case '.' -> null;
                default -> throw new IllegalArgumentException("bad square " + compact.charAt(sq));
            };
            if (set != null) {
                set[0] |= lo(sq);
                set[1] |= hi(sq);
            }
        }
        return new ZolaState(geometry, red[0], red[1], blue[0], blue[1], colourToMove, false, PIE_OFF);
    }

    /** This state with the pie rule switched on (only at the start). */
    ZolaState withPieRule() {
        return new ZolaState(geometry, redLo, redHi, blueLo, blueHi, colourToMove, swapped, PIE_PENDING);
    }

    public int size() {
        return geometry.size;
    }

    ZolaGeometry geometry() {
        return geometry;
    }

    /** The pieces of the side to move on a board of at most 64 squares. */
    long moverLo() {
        return colourToMove == RED ? redLo : blueLo;
    }

    /** The pieces of the side not to move on a board of at most 64 squares. */
    long opponentLo() {
        return colourToMove == RED ? blueLo : redLo;
    }

    /** The colour on {@code square} ({@code y * size + x}): EMPTY, RED or BLUE. */
    public byte colourAt(int square) {
        if (((redLo & lo(square)) | (redHi & hi(square))) != 0) {
            return RED;
        }
        return ((blueLo & lo(square)) | (blueHi & hi(square))) != 0 ? BLUE : EMPTY;
    }

    public byte colourAt(int x, int y) {
        return colourAt(y * geometry.size + x);
    }

    public String squareName(int square) {
        return geometry.names[square];
    }

    /** The colour the seat plays. */
    public byte colourOf(int seat) {
        return ((seat == 1) ^ swapped) ? BLUE : RED;
    }

    public byte colourToMove() {
        return colourToMove;
    }

    public int pieces(byte colour) {
        return colour == RED ? Long.bitCount(redLo) + Long.bitCount(redHi)
                : Long.bitCount(blueLo) + Long.bitCount(blueHi);
    }

    /**
     * A 64-bit hash of the position's value (both colours' pieces, the side to move, the swap and
     * the pie rule's progress): for a search's transposition table, where the 32 bits of {@link
     * #hashCode} collide too often to be trusted without comparing whole states. Equal states
     * hash alike.
     */
    public long hash64() {
        long h = Rng.mix(redLo + 0x9E3779B97F4A7C15L);
        h = Rng.mix(h ^ redHi);
        h = Rng.mix(h ^ blueLo);
        h = Rng.mix(h ^ blueHi);
        return Rng.mix(h ^ (geometry.size << 8 | colourToMove << 4 | (swapped ? 8 : 0) | pie));
    }

    /**
     * How many steps and captures {@code colour} would have here if it were to move (no pass, no
     * swap): a mobility count for an evaluation.
     */
    public int moveCount(byte colour) {
        if (geometry.oneWord) {
            return ZolaMoveList.count(geometry, colour == RED ? redLo : blueLo, colour == RED ? blueLo : redLo);
        }
        List<Move> moves = turnOf(colour).generate();
        return moves.get(0) == ZolaMove.PASS ? 0 : moves.size();
    }

    /** This position with {@code colour} to move and no pie rule (for counting its moves). */
    private ZolaState turnOf(byte colour) {
        return new ZolaState(geometry, redLo, redHi, blueLo, blueHi, colour, swapped, PIE_OFF);
    }

    /** 4 × the squared distance from the square's centre to the board's centre. */
    public int distanceToCentre(int square) {
        return geometry.distance[square];
    }

    /** Whether the second player may now take over the first player's side instead of moving (pie rule). */
    public boolean swapOffered() {
        return pie == PIE_OFFERED;
    }

    private int seatOf(byte colour) {
        return ((colour == BLUE) ^ swapped) ? 1 : 0;
    }

    @Override
    public int seatCount() {
        return 2;
    }

    @Override
    public int currentSeat() {
        return isTerminal() ? NOBODY : seatOf(colourToMove);
    }

    @Override
    public boolean isTerminal() {
        return (redLo | redHi) == 0 || (blueLo | blueHi) == 0;
    }

    @Override
    public List<Move> legalMoves() {
        if (legalMoves == null) {
            legalMoves = isTerminal() ? List.of() : generate();
        }
        return legalMoves;
    }

    /** Per-thread scratch for move generation: at most 16 moves for each of 50 pieces (10x10 boards). */
    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[16 * 50]);

    private List<Move> generate() {
        boolean red = colourToMove == RED;
        List<Move> moves;
        if (geometry.oneWord) {
            ZolaMoveList found = ZolaMoveList.of(this);
            moves = found == null ? PASS_ONLY : found;
        } else {
            moves = generateTwoWords(red ? redLo : blueLo, red ? redHi : blueHi, red ? blueLo : redLo, red ? blueHi : redHi);
        }
        if (pie == PIE_OFFERED) {
            List<Move> withSwap = new ArrayList<>(moves.size() + 1);
            withSwap.add(ZolaGame.SWAP);
            if (moves.get(0) != ZolaMove.PASS) {
                withSwap.addAll(moves);
            }
            return List.copyOf(withSwap);
        }
        return moves;
    }

    /** The forced pass, the only move of a side that has none. */
    private static final List<Move> PASS_ONLY = List.of(ZolaMove.PASS);

    /** The moves of larger boards (10x10, two words), piece by piece. */
    private List<Move> generateTwoWords(long meLo, long meHi, long enemyLo, long enemyHi) {
        long occupiedLo = meLo | enemyLo;
        long occupiedHi = meHi | enemyHi;
        int[] moves = SCRATCH.get();
        int count = 0;
        for (long bits = meLo; bits != 0; bits &= bits - 1) {
            count = addMovesFrom(Long.numberOfTrailingZeros(bits), enemyLo, enemyHi, occupiedLo, occupiedHi, moves, count);
        }
        for (long bits = meHi; bits != 0; bits &= bits - 1) {
            count = addMovesFrom(64 + Long.numberOfTrailingZeros(bits), enemyLo, enemyHi, occupiedLo, occupiedHi, moves, count);
        }
        return count == 0 ? PASS_ONLY : MoveList.of(geometry.moves, moves, count);
    }

    /** Adds the moves of the piece on {@code from} to {@code moves} after {@code count}; returns the new count. */
    private int addMovesFrom(int from, long enemyLo, long enemyHi, long occupiedLo, long occupiedHi,
                             int[] moves, int count) {
        ZolaGeometry g = geometry;
        // steps: to an empty neighbour strictly farther from the centre
        for (long bits = g.stepLo[from] & ~occupiedLo; bits != 0; bits &= bits - 1) {
            moves[count++] = g.stepIndex(from, Long.numberOfTrailingZeros(bits));
        }
        for (long bits = g.stepHi[from] & ~occupiedHi; bits != 0; bits &= bits - 1) {
            moves[count++] = g.stepIndex(from, 64 + Long.numberOfTrailingZeros(bits));
        }
        // captures: an enemy on a line, not farther from the centre, with nothing in between
        int row = from * g.squares;
        // (written without a branch: whether the path is clear is unpredictable, and a
        // mispredicted branch costs more than storing a move that is then not counted)
        for (long bits = g.preyLo[from] & enemyLo; bits != 0; bits &= bits - 1) {
            int to = Long.numberOfTrailingZeros(bits);
            moves[count] = g.captureIndex(from, to);
            count += isEmpty((g.betweenLo[row + to] & occupiedLo) | (g.betweenHi[row + to] & occupiedHi));
        }
        for (long bits = g.preyHi[from] & enemyHi; bits != 0; bits &= bits - 1) {
            int to = 64 + Long.numberOfTrailingZeros(bits);
            moves[count] = g.captureIndex(from, to);
            count += isEmpty((g.betweenLo[row + to] & occupiedLo) | (g.betweenHi[row + to] & occupiedHi));
        }
        return count;
    }

    /** 1 if no bit is set, else 0. */
    private static int isEmpty(long bits) {
        return (int) (((bits | -bits) >>> 63) ^ 1);
    }

    @Override
    public State apply(Move move) {
        if (!isLegal(move)) {
            throw new IllegalArgumentException(move.notation() + " is not legal here");
        }
        byte next = colourToMove == RED ? BLUE : RED;
        if (move == ZolaGame.SWAP) {
            // the second player takes the first player's pieces, so the other side is to move again
            return new ZolaState(geometry, redLo, redHi, blueLo, blueHi, colourToMove, !swapped, PIE_OFF);
        }
        ZolaMove zolaMove = (ZolaMove) move;
        byte pieAfter = pie == PIE_PENDING ? PIE_OFFERED : PIE_OFF;
        if (zolaMove.isPass()) {
            return new ZolaState(geometry, redLo, redHi, blueLo, blueHi, next, swapped, pieAfter);
        }
        long moveLo = lo(zolaMove.from()) | lo(zolaMove.to());
        long moveHi = hi(zolaMove.from()) | hi(zolaMove.to());
        long takenLo = zolaMove.isCapture() ? lo(zolaMove.to()) : 0;
        long takenHi = zolaMove.isCapture() ? hi(zolaMove.to()) : 0;
        if (colourToMove == RED) {
            return new ZolaState(geometry, redLo ^ moveLo, redHi ^ moveHi, blueLo & ~takenLo, blueHi & ~takenHi,
                    next, swapped, pieAfter);
        }
        return new ZolaState(geometry, redLo & ~takenLo, redHi & ~takenHi, blueLo ^ moveLo, blueHi ^ moveHi,
                next, swapped, pieAfter);
    }

    /** The rules of a move checked directly, which is cheaper than searching the legal moves. */
    private boolean isLegal(Move move) {
        if (!(move instanceof ZolaMove zolaMove) || isTerminal()) {
            return move == ZolaGame.SWAP && pie == PIE_OFFERED;
        }
        if (zolaMove.isPass()) {
            return legalMoves().get(0) == ZolaMove.PASS;
        }
        int from = zolaMove.from();
        int to = zolaMove.to();
        ZolaGeometry g = geometry;
        if (from >= g.squares || to >= g.squares || g.moves[zolaMove.isCapture() ? g.captureIndex(from, to) : g.stepIndex(from, to)] != move) {
            return false; // a move of another board size
        }
        boolean red = colourToMove == RED;
        long meLo = red ? redLo : blueLo;
        long meHi = red ? redHi : blueHi;
        long enemyLo = red ? blueLo : redLo;
        long enemyHi = red ? blueHi : redHi;
        if (((meLo & lo(from)) | (meHi & hi(from))) == 0) {
            return false;
        }
        if (!zolaMove.isCapture()) {
            long empty = ((g.stepLo[from] & ~(meLo | enemyLo) & lo(to)) | (g.stepHi[from] & ~(meHi | enemyHi) & hi(to)));
            return empty != 0;
        }
        int between = from * g.squares + to;
        return ((g.preyLo[from] & enemyLo & lo(to)) | (g.preyHi[from] & enemyHi & hi(to))) != 0
                && ((g.betweenLo[between] & (meLo | enemyLo)) | (g.betweenHi[between] & (meHi | enemyHi))) == 0;
    }

    @Override
    public Outcome outcome() {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over");
        }
        return Outcome.win(seatOf((redLo | redHi) == 0 ? BLUE : RED), REASON_LAST_PIECE);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ZolaState other
                && geometry == other.geometry
                && redLo == other.redLo && redHi == other.redHi
                && blueLo == other.blueLo && blueHi == other.blueHi
                && colourToMove == other.colourToMove
                && swapped == other.swapped
                && pie == other.pie;
    }

    @Override
    public int hashCode() {
        long h = redLo * 0x9E3779B97F4A7C15L + redHi;
        h = h * 31 + blueLo * 0xC2B2AE3D27D4EB4FL + blueHi;
        return Long.hashCode(h) * 31 + colourToMove * 16 + (swapped ? 8 : 0) + pie;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int y = geometry.size - 1; y >= 0; y--) {
            for (int x = 0; x < geometry.size; x++) {
                text.append(".RB".charAt(colourAt(x, y)));
            }
            text.append('\n');
        }
        return text.append(colourToMove == RED ? "Red" : "Blue").append(" to move").toString();
    }
}
