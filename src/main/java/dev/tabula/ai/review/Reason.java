package dev.tabula.ai.review;

/**
 * Why a move fell short of the best, where the engine can tell: one sentence a player reads
 * beside the mark ({@link ReviewWords}).
 */
public enum Reason {
    /** The best move won (at once, or by force), the played one did not. */
    WIN_MISSED,
    /** The best move kept the draw, the played one loses. */
    DRAW_THROWN,
    /** After the played move the next player wins at once; the best move did not allow it. */
    LOSES_AT_ONCE,
    /** After the played move the opponent wins by force (an exact loss); the best move did not lose. */
    LOSS_FORCED,
    /** The best move captured, the played one did not. */
    CAPTURE_MISSED,
    /** After the played move the opponent can capture; after the best it could not. */
    CAPTURE_ALLOWED,
    /** The best move covered (froze) an enemy pawn, the played one did not. */
    COVER_MISSED,
    /** The best move brought a pawn into the goal, the played one did not. */
    GOAL_MISSED,
    /** The best move crossed into the enemy half, the played one did not. */
    CROSSING_MISSED,
    /** The played move freed an enemy pawn it covered; the best move did not. */
    COVER_LIFTED,
    /** The race estimate at the end of the turn is worse after the played move than after the best. */
    RACE_LOST,
    /** The best move went out of the hand, the played one did not. */
    GOING_OUT_MISSED,
    /** The best move played a card, the played one drew or passed. */
    PLAY_MISSED,
    /** The best move made the next player draw (an ace, one's own zodiac card), the played one did not. */
    PENALTY_MISSED,
    /** Both played cards, the best more of them at once. */
    MORE_CARDS_MISSED;

    /** The key of this reason's sentence in the review's bundle. */
    public String key() {
        return "review.why." + name().toLowerCase(java.util.Locale.ROOT).replace('_', '.');
    }
}
