package dev.tabula.learn;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One step of a lesson: a prepared position, the move(s) that complete it, and what it claims.
 *
 * <p>The position is reached by playing {@code line} from the lesson's start ({@link Lesson#start}),
 * each entry a move's notation, or {@link #DICE} where the dice fall as the lesson's seed throws
 * them, so every position is one a real match reaches under the rules engine. The player must
 * play one of {@code expected} (notations of legal moves there, or {@link #ROLL} for throwing the
 * dice); {@code check} holds after each of them.
 *
 * <p>The words are in the lesson's bundle under {@code key}: {@code key.task} (what to do),
 * {@code key.refusal} (said when any other click or move is tried: "That would …, here you must
 * …") and {@code key.done} (what just happened).
 */
public record LessonStep(String key, List<String> line, Set<String> expected, StepCheck check) {

    /** In a line: the dice as the seed throws them at that point of the match. */
    public static final String DICE = "*";
    /** As the expected move: the player throws the dice (which fall as the seed throws them). */
    public static final String ROLL = "roll";

    public LessonStep {
        Objects.requireNonNull(key, "key");
        line = List.copyOf(line);
        expected = Set.copyOf(expected);
        Objects.requireNonNull(check, "check");
        if (expected.isEmpty()) {
            throw new IllegalArgumentException("step " + key + " expects no move");
        }
    }

    public String taskKey() {
        return key + ".task";
    }

    public String refusalKey() {
        return key + ".refusal";
    }

    public String doneKey() {
        return key + ".done";
    }

    /** Every key of this step's words. */
    public List<String> textKeys() {
        return List.of(taskKey(), refusalKey(), doneKey());
    }
}
