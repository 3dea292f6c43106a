package dev.tabula.learn;

import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A game's lesson: steps that each teach one rule by playing it on a prepared position, then a
 * short game against the computer's easiest level with hints on.
 *
 * <p>Every position starts from {@code game.start(seats, options, seed)}; the person learning
 * plays {@code learner} throughout. The words are in the bundle {@code bundle} ({@code
 * lesson.title}, {@code lesson.intro}, {@code lesson.final} and each step's three keys); the
 * final game uses {@code finalOptions}, which may make it shorter than a full match.
 */
public record Lesson(String gameId, String bundle, int seats, Map<String, String> options, long seed,
        int learner, List<LessonStep> steps, Map<String, String> finalOptions) {

    /** The words every lesson has besides its steps'. */
    public static final List<String> LESSON_KEYS = List.of("lesson.title", "lesson.intro", "lesson.final");

    public Lesson {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(bundle, "bundle");
        options = Map.copyOf(options);
        steps = List.copyOf(steps);
        finalOptions = Map.copyOf(finalOptions);
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("a lesson has at least one step");
        }
        if (learner < 0 || learner >= seats) {
            throw new IllegalArgumentException("learner " + learner + " is not one of " + seats + " seats");
        }
    }

    /** The lesson's first position, before any step's line. */
    public State start(Game game) {
        return game.start(seats, options, seed);
    }

    /**
     * The prepared position of step {@code index}: its line played from the start through the
     * rules ({@link Game#parseMove} refuses any move that is not legal where it is played).
     */
    public State position(Game game, int index) {
        State state = start(game);
        for (String entry : steps.get(index).line()) {
            state = state.apply(next(game, state, entry));
        }
        return state;
    }

    /** The move {@code entry} names at {@code state}: the seed's dice for {@link LessonStep#DICE}, else by notation. */
    static Move next(Game game, State state, String entry) {
        if (entry.equals(LessonStep.DICE)) {
            if (!state.isChance()) {
                throw new IllegalArgumentException("no dice to throw at " + state);
            }
            return state.sampleChance();
        }
        return game.parseMove(state, entry);
    }

    /** Every key of the lesson's words, its own and its steps'. */
    public List<String> textKeys() {
        java.util.List<String> keys = new java.util.ArrayList<>(LESSON_KEYS);
        steps.forEach(step -> keys.addAll(step.textKeys()));
        return List.copyOf(keys);
    }
}
