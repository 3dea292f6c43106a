package dev.tabula.core;

import java.lang.invoke.VarHandle;

/**
 * A state that throws dice or shuffles: the core, not the game, keeps its seeded generator, so
 * that comparing, hashing and re-seeding it can never be got wrong by a game.
 *
 * <p>The generator is a private field of this class. A game draws from a working copy
 * ({@link #generator()}) and hands the advanced copy to the constructor of the state it returns;
 * it never sees the generator as a value ({@link Rng} keeps its state to the core), so it cannot
 * store it anywhere else. In return:
 * <ul>
 *   <li>{@link #equals} and {@link #hashCode} are final: the game's own {@link #samePosition} and
 *       {@link #positionHash}, combined with the generator, so two states that would draw
 *       differently are never equal;</li>
 *   <li>{@link #reseeded} is final: a copy of the state with only the generator replaced, which is
 *       how a {@link PerfectView} hands views and players a position that cannot predict the
 *       match's dice, whatever fields the game has;</li>
 *   <li>{@link #sampleChance} is final: it runs the game's {@link #draw} on a copy of the
 *       generator, and {@link #generatorAfterChance} runs the same draw to advance it, so the
 *       outcome a match plays and the generator the next state gets cannot drift apart.</li>
 * </ul>
 *
 * @param <S> the game's state class
 */
public abstract class SeededState<S extends SeededState<S>> implements State, Cloneable {
    /** The SplitMix64 state. Written by the constructor, and by {@link #reseeded} on a fresh copy only. */
    private long generator;
    /** The cached {@link #hashCode}, 0 until computed (a benign race: every thread computes the same). */
    private int hash;

    /** A state whose draws continue where {@code generator} stands now (a start, or after a move). */
    protected SeededState(Rng generator) {
        this.generator = generator.state();
    }

    /**
     * A state after a move that drew nothing: its draws continue where {@code before}'s would
     * have, as with {@code before.generator()} handed on, without making a working copy (a random
     * playout makes one state a ply).
     */
    protected SeededState(SeededState<S> before) {
        this.generator = before.generator;
    }

    /**
     * A working copy of this state's generator: draw from it in {@code apply} (a shuffle, a deal)
     * and hand it to the next state's constructor. Each call starts again from the stored state.
     */
    protected final Rng generator() {
        return Rng.fromState(generator);
    }

    /**
     * The chance outcome this chance state throws with {@code rng}: the match's own way of rolling
     * (Battlegammon: one draw of 36). Called by {@link #sampleChance} and
     * {@link #generatorAfterChance} only, at chance states only; a game without chance states
     * need not override it.
     */
    protected Move draw(Rng rng) {
        throw new IllegalStateException(getClass().getSimpleName()
                + " is at a chance state but does not say how the match draws it (SeededState.draw)");
    }

    @Override
    public final Move sampleChance() {
        if (!isChance()) {
            throw new IllegalStateException("not a chance state");
        }
        return draw(generator());
    }

    /**
     * The generator once this chance state's outcome is drawn: {@link #draw}'s own draw, whichever
     * outcome is then applied (a search player may explore any), so that the state after the
     * outcome the match plays continues exactly where {@link #sampleChance} left off.
     */
    protected final Rng generatorAfterChance() {
        Rng advanced = generator();
        draw(advanced);
        return advanced;
    }

    /**
     * This state with its generator started afresh from {@code seed}, all else the same: a copy
     * of every field of the game's, for the fields a game holds are immutable values it shares
     * between states anyway. What it is for: a {@link PerfectView} holds its state re-seeded, so
     * nothing given to a view or a player can compute the match's next roll or shuffle.
     *
     * <p>The copy shares the game's caches too (a list of legal moves worked out on first use),
     * and may be read on another thread than the state (a player's): a cache that fills itself in
     * later must publish what it fills in safely, through a final field.
     */
    @SuppressWarnings("unchecked")
    public final S reseeded(long seed) {
        SeededState<S> copy;
        try {
            copy = (SeededState<S>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e); // this class is Cloneable
        }
        copy.generator = seed;
        copy.hash = 0;
        // the copy is shared like a constructed state, whose fields are final: publish its writes first
        VarHandle.releaseFence();
        return (S) copy;
    }

    /**
     * Whether {@code other}, a state of the same class, is the same position: everything but the
     * generator that {@link #apply}, {@link #legalMoves}, {@link #chanceOutcomes} and
     * {@link #outcome} depend on. Caches and a record of the past that changes none of them may be
     * left out.
     */
    protected abstract boolean samePosition(S other);

    /** A hash of what {@link #samePosition} compares: equal positions hash alike. */
    protected abstract int positionHash();

    @Override
    @SuppressWarnings("unchecked")
    public final boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || o.getClass() != getClass()) {
            return false;
        }
        SeededState<S> other = (SeededState<S>) o;
        return generator == other.generator && hashCode() == other.hashCode() && samePosition((S) other);
    }

    @Override
    public final int hashCode() {
        int h = hash;
        if (h == 0) {
            h = positionHash() * 31 + Long.hashCode(generator);
            h = h == 0 ? 1 : h;
            hash = h;
        }
        return h;
    }
}
