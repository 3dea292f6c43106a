package dev.tabula.ai;

/**
 * A game's registration with the computer player: the {@link Capabilities} it offers.
 *
 * <p>Each game puts its implementation in its own package (for example
 * {@code dev.tabula.zola.ai.ZolaKnowledge}), registers it in
 * {@code META-INF/services/dev.tabula.ai.GameKnowledge}, and builds its capabilities there, one
 * line each, from classes that each implement one of them; {@link Capabilities#forGame} finds
 * them by the game id. A game without a registration is played with none.
 */
public interface GameKnowledge {

    /** The id of the game ({@code GameInfo.id()}) this knowledge is about. */
    String gameId();

    /** What the game offers the computer player. */
    Capabilities capabilities();
}
