package dev.tabula.ai.review;

import dev.tabula.core.ServiceProviders;
import java.util.Optional;

/**
 * What one game offers a review beyond the player's {@code Capabilities}, one capability each:
 * the thresholds of its marks, exact move values, reasons in its own terms and the value of a
 * roll. A game registers them with a {@link ReviewKnowledge}; a game that offers none is reviewed
 * with the search's estimates, the default scale and the reasons every game shares.
 */
public final class ReviewCapabilities {
    private static final ReviewCapabilities NONE = builder().build();

    private final MarkScale scale;
    private final ExactValues exactValues;
    private final MoveReasons reasons;
    private final RollValue rollValue;

    private ReviewCapabilities(Builder builder) {
        this.scale = builder.scale;
        this.exactValues = builder.exactValues;
        this.reasons = builder.reasons;
        this.rollValue = builder.rollValue;
    }

    /** What game {@code gameId} registered, or none. */
    public static ReviewCapabilities forGame(String gameId) {
        return ServiceProviders.load(ReviewKnowledge.class, ReviewKnowledge::gameId).loaded().stream()
                .filter(knowledge -> knowledge.gameId().equals(gameId)).findFirst()
                .map(ReviewKnowledge::capabilities).orElse(NONE);
    }

    public static Builder builder() {
        return new Builder();
    }

    public MarkScale scale() {
        return scale;
    }

    public Optional<ExactValues> exactValues() {
        return Optional.ofNullable(exactValues);
    }

    public Optional<MoveReasons> reasons() {
        return Optional.ofNullable(reasons);
    }

    public Optional<RollValue> rollValue() {
        return Optional.ofNullable(rollValue);
    }

    /** Collects what a game offers; whatever it does not set, it does not offer. */
    public static final class Builder {
        private MarkScale scale = MarkScale.DEFAULT;
        private ExactValues exactValues;
        private MoveReasons reasons;
        private RollValue rollValue;

        private Builder() {
        }

        public Builder scale(MarkScale marks) {
            this.scale = marks;
            return this;
        }

        public Builder exactValues(ExactValues exact) {
            this.exactValues = exact;
            return this;
        }

        public Builder reasons(MoveReasons why) {
            this.reasons = why;
            return this;
        }

        public Builder rollValue(RollValue roll) {
            this.rollValue = roll;
            return this;
        }

        public ReviewCapabilities build() {
            return new ReviewCapabilities(this);
        }
    }
}
