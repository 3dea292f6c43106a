package dev.tabula.zodiac;

/**
 * The move rules on primitive values (rulings 4–8 and 12), shared by {@link ZodiacState} and the
 * solver so both play exactly the same game.
 *
 * <p>Besides the board, a position carries what rules 5 and 6 need: {@code step1} and
 * {@code step2}, the neutral steps of the last and second-last ply ({@code from * 12 + to}, or -1
 * when that ply was a jump), and {@code runs}, the neutral-move counter of the chosen rule 6.
 */
public final class MoveGenerator {
    /** A position's most legal moves: 6 discs × 4 rays + 2 neutrals × 2 steps is a safe bound. */
    public static final int MAX_MOVES = 32;
    /** The bound under {@code jump=chain}, where one disc may have many chains of hops. */
    public static final int MAX_CHAIN_MOVES = 512;

    private MoveGenerator() {
    }

    /** Writes the legal moves of {@code seat} into {@code out} and returns how many there are. */
    public static int generate(ZodiacRules rules, int board, int seat, int step1, int step2, int runs,
                               ZodiacMove[] out) {
        int n = 0;
        int colour = Discs.colourOf(seat);
        boolean single = rules.jump() == ZodiacRules.Jump.SINGLE;
        for (int p = 0; p < Star.POINTS; p++) {
            if (Discs.at(board, p) != colour) {
                continue;
            }
            if (rules.jump() == ZodiacRules.Jump.CHAIN) {
                n = chains(Discs.with(board, p, Discs.EMPTY), p, p, 1 << p, new int[Star.POINTS], 0, out, n);
                continue;
            }
            for (int[] ray : Star.RAYS[p]) {
                int k = 0;
                boolean anyDisc = false;
                while (k < ray.length && Discs.at(board, ray[k]) != Discs.EMPTY) {
                    anyDisc |= Discs.at(board, ray[k]) != Discs.RED;
                    k++;
                }
                if (k == 0 || k == ray.length || (single && k > 1)) {
                    continue; // nothing adjacent to jump, or no empty landing point
                }
                int land = ray[k];
                if (!Star.isInner(land) && !anyDisc) {
                    continue; // rule 7: no landing on an apex over red discs alone
                }
                out[n++] = ZodiacMove.of(p, land);
            }
        }
        if (neutralStepsAllowed(rules, seat, runs)) {
            int undo1 = step1 < 0 ? -1 : (step1 % 12) * 12 + step1 / 12;
            int undo2 = step2 < 0 ? -1 : (step2 % 12) * 12 + step2 / 12;
            int banned = switch (rules.rule5()) {
                case NEXT_PLY -> undo1;
                case OWN_NEXT_TURN -> undo2;
                case OFF -> -1;
            };
            int tired = rules.rule6() == ZodiacRules.Rule6.PER_PIECE && runs >= 2 ? step1 % 12 : -1;
            for (int p : Star.INNER) {
                if (Discs.at(board, p) != Discs.RED || p == tired) {
                    continue;
                }
                for (int q : Star.RING_NEIGHBOURS[p]) {
                    if (Discs.at(board, q) == Discs.EMPTY && p * 12 + q != banned) {
                        out[n++] = ZodiacMove.of(p, q);
                    }
                }
            }
        }
        return n;
    }

    /**
     * The chain variant: every sequence of single hops from {@code at} (each over one adjacent disc
     * to the empty point right behind it, never back to a point visited in this move), each a move.
     * Only occupancy matters on the way (flips never empty or fill a point), and red-ness, which
     * rule 7 checks at each hop landing on an apex, never changes.
     */
    private static int chains(int board, int from, int at, int visited, int[] path, int hops, ZodiacMove[] out, int n) {
        for (int[] ray : Star.RAYS[at]) {
            if (ray.length < 2 || Discs.at(board, ray[0]) == Discs.EMPTY || Discs.at(board, ray[1]) != Discs.EMPTY
                    || (visited & (1 << ray[1])) != 0) {
                continue;
            }
            if (!Star.isInner(ray[1]) && Discs.at(board, ray[0]) == Discs.RED) {
                continue; // rule 7, hop by hop
            }
            path[hops] = ray[1];
            out[n++] = ZodiacMove.chain(from, java.util.Arrays.copyOf(path, hops + 1));
            n = chains(board, from, ray[1], visited | (1 << ray[1]), path, hops + 1, out, n);
        }
        return n;
    }

    /** Rule 6: whether the seat to move may move a neutral disc at all (per-piece bans one disc only). */
    public static boolean neutralStepsAllowed(ZodiacRules rules, int seat, int runs) {
        return switch (rules.rule6()) {
            case GLOBAL_PLIES -> runs < 2;
            case PER_PLAYER -> ((runs >> (2 * seat)) & 3) < 2;
            case PER_PIECE -> true;
        };
    }

    /** The board after a legal move: the disc moves and every jumped disc is turned over (rule 3). */
    public static int boardAfter(int board, ZodiacMove move) {
        int from = move.from();
        int to = move.to();
        int result = Discs.with(Discs.with(board, to, Discs.at(board, from)), from, Discs.EMPTY);
        for (int i = 0; i < move.jumpedCount(); i++) {
            int q = move.jumpedAt(i);
            result = Discs.with(result, q, Discs.flipped(Discs.at(result, q)));
        }
        return result;
    }

    /** {@code step1} after the move: the step just made, or -1 after a jump. */
    public static int step1After(ZodiacMove move) {
        return move.isNeutralStep() ? move.from() * 12 + move.to() : -1;
    }

    /** {@code step2} after the move; kept only where rule 5 looks two plies back. */
    public static int step2After(ZodiacRules rules, int step1) {
        return rules.rule5() == ZodiacRules.Rule5.OWN_NEXT_TURN ? step1 : -1;
    }

    /** {@code runs} after {@code seat} played {@code move} (rule 6). */
    public static int runsAfter(ZodiacRules rules, int runs, int step1, int seat, ZodiacMove move) {
        boolean step = move.isNeutralStep();
        return switch (rules.rule6()) {
            case GLOBAL_PLIES -> step ? runs + 1 : 0;
            case PER_PLAYER -> {
                int own = (runs >> (2 * seat)) & 3;
                int next = step ? own + 1 : 0;
                yield (runs & ~(3 << (2 * seat))) | (next << (2 * seat));
            }
            case PER_PIECE -> !step ? 0 : step1 >= 0 && step1 % 12 == move.from() ? runs + 1 : 1;
        };
    }

    /** The start board: Black on the up triangle, White on the down one, red discs as chosen. */
    public static int startBoard(ZodiacRules rules) {
        int board = 0;
        for (int p : new int[] {0, 4, 8}) {
            board = Discs.with(board, p, Discs.BLACK);
        }
        for (int p : new int[] {2, 6, 10}) {
            board = Discs.with(board, p, Discs.WHITE);
        }
        board = Discs.with(board, rules.neutralStart().first, Discs.RED);
        return Discs.with(board, rules.neutralStart().second, Discs.RED);
    }
}
