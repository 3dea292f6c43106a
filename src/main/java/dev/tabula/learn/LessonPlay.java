package dev.tabula.learn;

import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.List;

/**
 * Where one person is in a lesson, as a value: the step, the position on the board, and whether
 * the step waits for its move ({@link Phase#TASK}), has been done ({@link Phase#DONE}: its "what
 * happened" sentence is said), or every step is done and the short game is next ({@link
 * Phase#FINAL}). Every change returns a new play; the screen only shows them.
 */
public final class LessonPlay {

    public enum Phase { TASK, DONE, FINAL }

    private final Lesson lesson;
    private final Game game;
    private final int step;
    private final State position;
    private final Phase phase;

    private LessonPlay(Lesson lesson, Game game, int step, State position, Phase phase) {
        this.lesson = lesson;
        this.game = game;
        this.step = step;
        this.position = position;
        this.phase = phase;
    }

    /**
     * The lesson at step {@code step} (0 for the first), its task waiting; a step past the last
     * (or a saved step that no longer exists) is the final game, a negative one the first step.
     */
    public static LessonPlay at(Lesson lesson, Game game, int step) {
        if (step >= lesson.steps().size()) {
            return new LessonPlay(lesson, game, lesson.steps().size(), null, Phase.FINAL);
        }
        int index = Math.max(0, step);
        return new LessonPlay(lesson, game, index, lesson.position(game, index), Phase.TASK);
    }

    /** What came of a move or a roll: taken (the step is done) or refused (nothing changed). */
    public record Attempt(boolean accepted, LessonPlay play) {
    }

    /**
     * The person plays {@code move}: one of the step's moves completes it, anything else (another
     * legal move too) is refused and the position stays as it was.
     */
    public Attempt attempt(Move move) {
        if (phase != Phase.TASK || position.isChance() || !expects(move.notation())
                || !position.legalMoves().contains(move)) {
            return new Attempt(false, this);
        }
        return new Attempt(true, new LessonPlay(lesson, game, step, position.apply(move), Phase.DONE));
    }

    /** The person throws the dice: taken where the step asks for it, with the dice the seed throws. */
    public Attempt roll() {
        if (phase != Phase.TASK || !position.isChance() || !expects(LessonStep.ROLL)) {
            return new Attempt(false, this);
        }
        return new Attempt(true, new LessonPlay(lesson, game, step, position.apply(position.sampleChance()), Phase.DONE));
    }

    private boolean expects(String notation) {
        return currentStep().expected().stream().anyMatch(expected -> expected.equalsIgnoreCase(notation));
    }

    /**
     * Whether Next leads on now: once the step's move is made. Every step has a move ({@link
     * LessonStep} refuses one without), so a step whose move is still to make holds the learner
     * there: the rule is learnt by doing it, not by reading past it.
     */
    public boolean mayGoOn() {
        return phase == Phase.DONE;
    }

    /** The next step (or the final game after the last) once {@link #mayGoOn}; else this same play. */
    public LessonPlay next() {
        if (phase == Phase.TASK) {
            return this;
        }
        return at(lesson, game, phase == Phase.FINAL ? step : step + 1);
    }

    /** The step before (the first stays the first); from the final game, the last step. */
    public LessonPlay back() {
        return at(lesson, game, phase == Phase.FINAL ? lesson.steps().size() - 1 : step - 1);
    }

    /** The same step from its prepared position again. */
    public LessonPlay again() {
        return phase == Phase.FINAL ? this : at(lesson, game, step);
    }

    /**
     * The moves to show on the board: the step's moves while it waits for one, legal where they
     * are drawn; none for a roll (the dice have their own button) and none once done.
     */
    public List<Move> marked() {
        if (phase != Phase.TASK || position.isChance()) {
            return List.of();
        }
        return position.legalMoves().stream().filter(move -> expects(move.notation())).toList();
    }

    /** The key of the sentence to show now: the task, what happened, or the final game's. */
    public String textKey() {
        return switch (phase) {
            case TASK -> currentStep().taskKey();
            case DONE -> currentStep().doneKey();
            case FINAL -> "lesson.final";
        };
    }

    /** The sentence for a refused click or move at this step. */
    public String refusalKey() {
        return phase == Phase.FINAL ? "lesson.final" : currentStep().refusalKey();
    }

    public LessonStep currentStep() {
        if (phase == Phase.FINAL) {
            throw new IllegalStateException("the final game has no step");
        }
        return lesson.steps().get(step);
    }

    public Lesson lesson() {
        return lesson;
    }

    public Game game() {
        return game;
    }

    /** The step's index (the number of steps once at the final game): what the progress file keeps. */
    public int step() {
        return step;
    }

    /** The position on the board; null at the final game. */
    public State position() {
        return position;
    }

    public Phase phase() {
        return phase;
    }
}
