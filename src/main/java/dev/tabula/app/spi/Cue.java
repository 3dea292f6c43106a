package dev.tabula.app.spi;

/**
 * A moment at the table that has a sound: a view names the moment through
 * {@link ViewContext#cue} as it shows it, and the shell decides whether and how loud it is heard
 * (the player's mute and volume), so that no game carries sounds or a mixer of its own.
 */
public enum Cue {
    /** Dice thrown on the board. */
    DICE,
    /** A piece placed, stepped or slid without taking anything. */
    MOVE,
    /** A piece taken or turned over to the other side. */
    CAPTURE,
    /** A card laid on the pile. */
    CARD_PLAYED,
    /** A card taken from the stock. */
    CARD_DRAWN,
    /** The hot-seat cover handed to the next person. */
    COVER,
    /** The game is over and somebody at this screen won it. */
    WIN
}
