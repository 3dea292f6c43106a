package dev.tabula.net;

/**
 * One connection as the host's and the guest's logic see it, whatever carries it: the logic
 * sends text and closes; the transport ({@link HostServer}, {@link GuestSocket}) reports what
 * arrives on the side's executor.
 */
interface Link {
    /** The close code of a connection ended by the rules of the protocol (the reason is the notice's key). */
    int DROPPED = 4000;
    /** The close code of a connection ended in good order: a guest left, or the host ended the match. */
    int NORMAL = 1000;

    /** Sends one message; a connection that is already closed drops it. */
    void send(String text);

    /** Ends the connection, telling the other side {@code reason}. */
    void close(int code, String reason);

    /** The other side's address, for the log and the count of wrong join codes. */
    String peer();
}
