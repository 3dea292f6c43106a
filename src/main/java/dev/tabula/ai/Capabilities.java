package dev.tabula.ai;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.LongFunction;

/**
 * What one game offers the computer player, capability by capability, each implemented on its
 * own: a rollout policy, an evaluation, a leaf value, a tree policy (priors), a search
 * evaluation for depth-first search, perfect play, exact hints, baselines, and the capabilities
 * as they were before issue 17 ({@link #classic}). A game's {@link GameKnowledge} registers them;
 * the levels ({@link Composer}) are built from what is offered. A game offers none of them by
 * default ({@link #none}): it is then played with uniform rollouts to the end.
 *
 * <p>The search passes imagined (determinized) states to them, never the real one: the cards its
 * seat cannot see are dealt at random and the generator is the searcher's own, so a capability
 * may look at the whole state it is given without learning hidden cards or the match's next
 * roll. Capabilities are thread-safe (the top level's searches run side by side); a game's are
 * made anew at every lookup ({@link #forGame}), so each player has its own.
 */
public final class Capabilities {
    private static final Capabilities NONE = builder().build();

    private final RolloutPolicy rollout;
    private final Evaluation evaluation;
    private final LeafValue leafValue;
    private final TreePolicy treePolicy;
    private final SearchEvaluation searchEvaluation;
    private final boolean depthFirstIsStronger;
    private final PerfectPlay perfectPlay;
    private final ExactHints exactHints;
    private final Map<String, LongFunction<Player>> baselines;
    private final Capabilities classic;

    private Capabilities(Builder builder) {
        this.rollout = builder.rollout;
        this.evaluation = builder.evaluation;
        this.leafValue = builder.leafValue;
        this.treePolicy = builder.treePolicy;
        this.searchEvaluation = builder.searchEvaluation;
        this.depthFirstIsStronger = builder.depthFirstIsStronger;
        this.perfectPlay = builder.perfectPlay;
        this.exactHints = builder.exactHints;
        this.baselines = Map.copyOf(builder.baselines);
        this.classic = builder.classic == null ? this : builder.classic;
    }

    /** The capabilities game {@code gameId} registered ({@link GameKnowledge}), or {@link #none()}. */
    public static Capabilities forGame(String gameId) {
        return KnowledgeCatalog.find(gameId).map(GameKnowledge::capabilities).orElse(NONE);
    }

    /** No capability at all: uniform rollouts to the end. */
    public static Capabilities none() {
        return NONE;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The rollout policy of the levels that use the game's ({@link RolloutPolicy#UNIFORM} where it has none). */
    public RolloutPolicy rollout() {
        return rollout;
    }

    /** The estimate that ends a rollout early, and that {@code greedy} and {@code expectimax} ask. */
    public Optional<Evaluation> evaluation() {
        return Optional.ofNullable(evaluation);
    }

    /** The top level's value of a new leaf in place of a rollout. */
    public Optional<LeafValue> leafValue() {
        return Optional.ofNullable(leafValue);
    }

    /** Move priors and a share of exploration for the levels that use the game's ({@link TreePolicy#NONE} where it has none). */
    public TreePolicy treePolicy() {
        return treePolicy;
    }

    /**
     * A static evaluation for a depth-first search (the {@code alphabeta} baseline): only a
     * two-seat game of perfect information without dice can have one.
     */
    public Optional<SearchEvaluation> searchEvaluation() {
        return Optional.ofNullable(searchEvaluation);
    }

    /**
     * Whether a depth-first search on {@link #searchEvaluation()} plays this game better than the
     * tree search at the top level's times per move, so that the top level thinks with it under a
     * time limit. A measured fact about the game (docs/ai.md), not a preference.
     */
    public boolean depthFirstIsStronger() {
        return depthFirstIsStronger && searchEvaluation != null;
    }

    /** The perfect player the top level asks first. */
    public Optional<PerfectPlay> perfectPlay() {
        return Optional.ofNullable(perfectPlay);
    }

    /** The exact hints, before a hint falls back on the top level's search. */
    public Optional<ExactHints> exactHints() {
        return Optional.ofNullable(exactHints);
    }

    /** Named players of this game for the arena to measure the levels against, each made from a seed. */
    public Map<String, LongFunction<Player>> baselines() {
        return baselines;
    }

    /**
     * These capabilities as they were before issue 17's strength work, for the {@code hard-classic}
     * player the arena measures progress against; the same capabilities unless the game says otherwise.
     */
    public Capabilities classic() {
        return classic;
    }

    /** Collects what a game offers; whatever it does not set, it does not offer. */
    public static final class Builder {
        private RolloutPolicy rollout = RolloutPolicy.UNIFORM;
        private Evaluation evaluation;
        private LeafValue leafValue;
        private TreePolicy treePolicy = TreePolicy.NONE;
        private SearchEvaluation searchEvaluation;
        private boolean depthFirstIsStronger;
        private PerfectPlay perfectPlay;
        private ExactHints exactHints;
        private final Map<String, LongFunction<Player>> baselines = new TreeMap<>();
        private Capabilities classic;

        private Builder() {
        }

        public Builder rollout(RolloutPolicy policy) {
            this.rollout = policy;
            return this;
        }

        public Builder evaluation(Evaluation estimate) {
            this.evaluation = estimate;
            return this;
        }

        public Builder leafValue(LeafValue value) {
            this.leafValue = value;
            return this;
        }

        public Builder treePolicy(TreePolicy policy) {
            this.treePolicy = policy;
            return this;
        }

        /**
         * A search evaluation, and whether the arena showed a depth-first search on it to be
         * stronger than the tree search in this game ({@link Capabilities#depthFirstIsStronger}).
         */
        public Builder searchEvaluation(SearchEvaluation staticEvaluation, boolean strongerThanTheTreeSearch) {
            this.searchEvaluation = staticEvaluation;
            this.depthFirstIsStronger = strongerThanTheTreeSearch;
            return this;
        }

        public Builder perfectPlay(PerfectPlay perfect) {
            this.perfectPlay = perfect;
            return this;
        }

        public Builder exactHints(ExactHints hints) {
            this.exactHints = hints;
            return this;
        }

        public Builder baseline(String name, LongFunction<Player> player) {
            baselines.put(name, player);
            return this;
        }

        /** The capabilities as they were before issue 17 (by default: the same as these). */
        public Builder classic(Capabilities before) {
            this.classic = before;
            return this;
        }

        public Capabilities build() {
            return new Capabilities(this);
        }
    }
}
