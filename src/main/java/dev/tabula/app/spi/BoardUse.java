package dev.tabula.app.spi;

/**
 * What a board is shown for ({@link ViewContext#use}), so that a game's face can leave out what
 * has no meaning there: a lesson's positions are set up step by step, so they have no history to
 * count and their task is the player's to find; a review's board is never played from.
 */
public enum BoardUse {
    /** A match being played, here or across the network: the default. */
    MATCH,
    /** A lesson's steps: set-up positions, each waiting for the move it teaches. */
    LESSON,
    /** A finished or paused match looked back on, move by move: nothing is played from it. */
    REVIEW
}
