package dev.tabula.net;

/**
 * A friend's seat at the host: the join code still to be used (null once spent), the secret
 * that lets its Tabula come back (null before anyone joined), and the connection playing it now
 * (null while the friend is away). Touched on the host's executor only.
 */
final class RemoteSeat {
    final int seat;
    String code;
    String secret;
    Connection connection;

    RemoteSeat(int seat, String code) {
        this.seat = seat;
        this.code = code;
    }

    boolean present() {
        return connection != null;
    }
}
