package dev.tabula.net;

/**
 * A message the other side should never have sent (not JSON, a field missing or out of range, a
 * move for a seat it does not hold): the connection ends with {@link #notice()}, in the player's
 * words at both ends, while the English detail goes to the log.
 */
final class ProtocolException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient NetNotice notice;

    ProtocolException(NetNotice notice, String detail) {
        super(detail);
        this.notice = notice;
    }

    ProtocolException(NetNotice notice, String detail, Throwable cause) {
        super(detail, cause);
        this.notice = notice;
    }

    NetNotice notice() {
        return notice;
    }
}
