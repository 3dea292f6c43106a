package dev.tabula.battlegammon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The bit-mask move generator and the turn bookkeeping of {@link BattlegammonState#apply}, held
 * to the rules written out square by square (docs/rules/battlegammon.md) over many random games,
 * and the random games themselves pinned: the fast paths must play exactly the same moves and dice.
 */
class MoveGeneratorReferenceTest {
    private final Game game = new Battlegammon();

    /** The board as square codes 1..24 plus the counts off the track, read through the public API. */
    private record Position(int side, int[] codes, int atHome, int inGoal, int inEnemyHalf) {
        static Position of(BattlegammonState state) {
            int[] codes = new int[Track.BLACK_HOME + 1];
            for (int p = Track.WHITE_HOME + 1; p < Track.BLACK_HOME; p++) {
                codes[p] = state.codeAt(p);
            }
            int side = state.side();
            return new Position(side, codes, state.atHome(side), state.inGoal(side), state.inEnemyHalf(side));
        }

        boolean ownsTop(int p) {
            return codes[p] != 0 && Track.top(codes[p]) == Track.colourOf(side);
        }

        /** Whether a pawn of the side to move may go from {@code from} by {@code die}, {@code locked} excepted. */
        boolean canMove(int from, int die, int locked) {
            if (from == locked) {
                return false;
            }
            if (from == Track.home(side) ? atHome == 0 : !ownsTop(from)) {
                return false;
            }
            int to = Track.target(side, from, die);
            if (to == Track.goal(side)) {
                return true;
            }
            return to > Track.WHITE_HOME && to < Track.BLACK_HOME && Track.count(codes[to]) < 2;
        }

        boolean anyMove(int die, int locked) {
            for (int from = Track.WHITE_HOME; from <= Track.BLACK_HOME; from++) {
                if (canMove(from, die, locked)) {
                    return true;
                }
            }
            return false;
        }

        boolean wins(int from, int to) {
            boolean crosses = !Track.inEnemyHalf(side, from) && Track.inEnemyHalf(side, to);
            return (to == Track.goal(side) && inGoal + 1 >= Track.GOAL_TO_WIN)
                    || (crosses && inEnemyHalf + 1 >= Track.ENEMY_HALF_TO_WIN);
        }

        /** The position after the side moved its pawn from {@code from} to {@code to}, still its turn. */
        Position after(int from, int to) {
            int[] next = codes.clone();
            int home = atHome;
            if (from == Track.home(side)) {
                home--;
            } else {
                int code = next[from];
                next[from] = Track.count(code) == 2 ? Track.bottom(code) : 0;
            }
            if (to != Track.goal(side)) {
                int colour = Track.colourOf(side);
                next[to] = next[to] == 0 ? colour : 3 * next[to] + colour;
            }
            return new Position(side, next, home, inGoal, inEnemyHalf);
        }
    }

    /** The legal moves by the rules, in the generator's order: track order from the mover's home, smaller die first. */
    private static List<String> referenceMoves(BattlegammonState state) {
        Position position = Position.of(state);
        int[] dice = state.diceToPlay();
        int locked = state.movedPawnPosition();
        int side = position.side();
        List<int[]> moves = new ArrayList<>();
        for (int i = 0; i <= Track.BLACK_HOME - Track.WHITE_HOME; i++) {
            int from = side == Track.WHITE ? Track.WHITE_HOME + i : Track.BLACK_HOME - i;
            for (int d = 0; d < 2; d++) {
                int die = dice[d];
                if (die != 0 && !(d == 1 && die == dice[0]) && position.canMove(from, die, locked)) {
                    moves.add(new int[] {from, die});
                }
            }
        }
        if (moves.isEmpty()) {
            return List.of("pass");
        }
        if (dice[1] != 0 && state.rules().mustPlayBoth()) {
            // only when some order plays both dice; a move that wins stays legal then too
            List<int[]> keep = new ArrayList<>();
            boolean both = false;
            for (int[] move : moves) {
                int to = Track.target(side, move[0], move[1]);
                int other = move[1] == dice[0] ? dice[1] : dice[0];
                boolean leavesOther = !position.wins(move[0], to) && position.after(move[0], to).anyMove(other, to);
                both |= leavesOther;
                if (leavesOther || position.wins(move[0], to)) {
                    keep.add(move);
                }
            }
            if (both) {
                moves = keep;
            }
        }
        return moves.stream().map(move -> move[0] + "/" + move[1]).toList();
    }

    /** One ply of a random game: the state, the move played there, and the state after it. */
    private interface Ply {
        void played(State before, Move move, State after);
    }

    /**
     * Plays random games to their ends with both rule sets, seeds 1..{@code games}, the moves chosen
     * as the playout benchmark chooses them.
     */
    private void playRandomGames(int games, long chooserSeed, Ply ply) {
        Rng chooser = Rng.fromState(chooserSeed);
        for (Map<String, String> options : List.of(Map.<String, String>of(), Map.of("mustplayboth", "off"))) {
            for (long seed = 1; seed <= games; seed++) {
                State state = game.start(2, options, seed);
                while (!state.isTerminal()) {
                    Move move = Playouts.randomMove(state, chooser);
                    State after = state.apply(move);
                    ply.played(state, move, after);
                    state = after;
                }
            }
        }
    }

    @Test
    void theGeneratorAndTheTurnsFollowTheRulesSquareBySquareOverManyRandomGames() {
        long[] decisions = new long[1];
        playRandomGames(1_500, 17, (state, move, after) -> {
            if (state.isChance()) {
                return;
            }
            BattlegammonState before = (BattlegammonState) state;
            List<String> legal = before.legalMoves().stream().map(Move::notation).toList();
            assertThat(legal).as("%s", before).isEqualTo(referenceMoves(before));
            decisions[0]++;
            if (move instanceof PawnMove pawn && !after.isTerminal()) {
                checkTurnAfter(before, pawn, (BattlegammonState) after);
            }
        });
        assertThat(decisions[0]).isGreaterThan(100_000);
    }

    /** After a first die the same side plays the other die, with that pawn locked, iff some other pawn can. */
    private static void checkTurnAfter(BattlegammonState before, PawnMove move, BattlegammonState after) {
        int[] dice = before.diceToPlay();
        int side = before.side();
        int to = move.to(side);
        if (dice[1] == 0) {
            assertThat(after.isChance()).isTrue();
            assertThat(after.side()).isEqualTo(1 - side);
            return;
        }
        int other = move.pips() == dice[0] ? dice[1] : dice[0];
        boolean playable = Position.of(before).after(move.from(), to).anyMove(other, to);
        if (playable) {
            assertThat(after.side()).isEqualTo(side);
            assertThat(after.diceToPlay()).containsExactly(other, 0);
            assertThat(after.movedPawnPosition()).isEqualTo(to);
        } else {
            assertThat(after.isChance()).isTrue();
            assertThat(after.side()).isEqualTo(1 - side);
            assertThat(after.missedLastTurn()).containsExactly(other, 0);
        }
    }

    /** Totals of the playout benchmark's own games, taken before the playouts were made fast. */
    @Test
    void randomPlayoutsPlayTheSameGamesAsBefore() {
        Playouts.Summary summary = Playouts.run(game, new Setup(2, game.info().resolveOptions(Map.of()), 1L), 3_000,
                1L, 100_000);
        assertThat(summary.plies()).isEqualTo(PINNED_PLIES);
        assertThat(summary.winsBySeat()).containsExactly(PINNED_SEAT_0_WINS, 3_000 - PINNED_SEAT_0_WINS);
    }

    /** Every move and roll of 1,000 random games a rule set, hashed; taken before the playouts were made fast. */
    @Test
    void randomGamesMoveForMoveAsBefore() {
        long[] digest = new long[1];
        playRandomGames(1_000, 5, (state, move, after) -> {
            digest[0] = 31 * digest[0] + move.notation().hashCode();
            if (after.isTerminal()) {
                digest[0] = 31 * digest[0] + after.outcome().winners().get(0);
            }
        });
        assertThat(digest[0]).isEqualTo(PINNED_DIGEST);
    }
    private static final long PINNED_DIGEST = -4_791_804_992_831_201_375L;
    private static final long PINNED_PLIES = 305_553;
    private static final long PINNED_SEAT_0_WINS = 1_259;
}
