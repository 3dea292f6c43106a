package dev.tabula.net;

/**
 * A proposal to take moves back, as the players are asked it.
 *
 * @param id   tells one proposal's answers from another's
 * @param seat who asks
 * @param ply  how many moves would stay in effect: back to the asker's own last decision
 */
public record UndoRequest(int id, int seat, int ply) {

    /** The question to show the people who answer, with the asker's name ("Ana asks to take back …"). */
    public NetNotice question(String askerName) {
        return NetNotice.of("net.undo.asked", askerName, ply);
    }
}
