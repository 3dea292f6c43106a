package dev.tabula.ai;

import java.util.List;

/**
 * MCTS-Solver for a {@link PerfectInformationTree} of two seats: a child whose move ends the game
 * is a proved win or loss for its mover, and proofs are backed up (the seat to move at a node
 * wins there if one of its moves is a proved win, and loses if every move is a proved loss). A
 * proved node is not rolled out again, a move proved lost is never selected, and the search stops
 * once the root is proved. Proofs never pass a chance node (all its outcomes would have to be
 * proved).
 */
final class Proofs {
    private final Node root;
    /** The root's proved value for the seat to move there, or 0 while unknown. */
    private byte rootProof;

    Proofs(Node root) {
        this.root = root;
    }

    byte rootProof() {
        return rootProof;
    }

    /** The proof of a freshly made child whose state ended the game. */
    void proveIfOver(Node child) {
        if (child.mover >= 0 && child.state.isTerminal()) {
            double payoff = child.state.outcome().payoff(child.mover);
            child.proof = payoff == 1 ? Node.WIN : payoff == 0 ? Node.LOSS : 0;
        }
    }

    /** Each seat's payoff at a proved node: all of it to the winner. */
    static double[] payoffs(Node proved) {
        double[] payoffs = new double[2];
        payoffs[proved.mover] = proved.proof == Node.WIN ? 1 : 0;
        payoffs[1 - proved.mover] = 1 - payoffs[proved.mover];
        return payoffs;
    }

    /**
     * MCTS-Solver: a node whose mover reaches a won end is a win for it; the seat to move at a
     * node wins there if one of its moves is a proved win, and loses if every move is a proved
     * loss. Walks up from the leaf as long as something new is proved (never through a chance
     * node: its outcomes would all have to be proved).
     */
    void backUp(List<Node> path) {
        for (int i = path.size() - 1; i >= 1; i--) {
            Node child = path.get(i);
            Node parent = path.get(i - 1);
            if (child.proof == 0 || child.mover < 0 || parent.state.isChance()) {
                return;
            }
            int seat = child.mover; // the seat to move at the parent
            byte value;
            if (child.proof == Node.WIN) {
                value = Node.WIN;
            } else if (allLost(parent)) {
                value = Node.LOSS;
            } else {
                return;
            }
            if (parent == root) {
                rootProof = value;
                return;
            }
            if (parent.mover < 0) {
                return; // the state after a chance outcome: its value is the roller's business
            }
            parent.proof = parent.mover == seat ? value : (byte) -value;
        }
    }

    private static boolean allLost(Node node) {
        if (node.expanded < node.slots.length) {
            return false;
        }
        for (Node slot : node.slots) {
            if (slot.proof != Node.LOSS) {
                return false;
            }
        }
        return true;
    }
}
