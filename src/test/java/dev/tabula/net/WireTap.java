package dev.tabula.net;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain TCP relay between a friend's Tabula and the host, on the loopback address: it keeps
 * every byte the friend receives, exactly as it crossed the wire, and it can cut the connection
 * the way a network does (no goodbye, no close frame). The bytes are read back as the WebSocket
 * frames they are ({@link #textsToGuest}): a server's frames are not masked, so their text is
 * in the stream as it is.
 */
public final class WireTap implements AutoCloseable {
    private final ServerSocket server;
    private final InetSocketAddress host;
    private final ByteArrayOutputStream toGuest = new ByteArrayOutputStream();
    private final List<Socket> sockets = new ArrayList<>();

    public WireTap(int hostPort) throws IOException {
        this(hostPort, 0);
    }

    /** A tap on {@code port} (0: one the system picks), to stand again where a closed one stood. */
    public WireTap(int hostPort, int port) throws IOException {
        this.host = new InetSocketAddress(InetAddress.getLoopbackAddress(), hostPort);
        this.server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 50);
        Thread accept = new Thread(this::accept, "test-tap-accept");
        accept.setDaemon(true);
        accept.start();
    }

    /** The port friends connect to instead of the host's. */
    public int port() {
        return server.getLocalPort();
    }

    URI address() {
        return URI.create("ws://127.0.0.1:" + server.getLocalPort() + "/");
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket guest = server.accept();
                Socket toHost = new Socket(host.getAddress(), host.getPort());
                guest.setTcpNoDelay(true);
                toHost.setTcpNoDelay(true);
                synchronized (this) {
                    sockets.add(guest);
                    sockets.add(toHost);
                }
                relay(guest.getInputStream(), toHost.getOutputStream(), false);
                relay(toHost.getInputStream(), guest.getOutputStream(), true);
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void relay(InputStream in, OutputStream out, boolean recorded) {
        Thread pump = new Thread(() -> {
            byte[] buffer = new byte[16 * 1024];
            try {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    if (recorded) {
                        synchronized (toGuest) {
                            toGuest.write(buffer, 0, n);
                        }
                    }
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // cut
            }
            closeQuietly(in, out);
        }, "test-tap-pump");
        pump.setDaemon(true);
        pump.start();
    }

    private static void closeQuietly(AutoCloseable... ends) {
        for (AutoCloseable end : ends) {
            try {
                end.close();
            } catch (Exception e) {
                // already closed
            }
        }
    }

    /** Cuts every connection through the tap at once, without a word to either side. */
    public synchronized void cut() {
        for (Socket socket : sockets) {
            try {
                socket.setSoLinger(true, 0); // a reset, as a dropped network looks
            } catch (IOException e) {
                // closed already
            }
            closeQuietly(socket);
        }
        sockets.clear();
    }

    /** Every byte the friend received so far. */
    byte[] bytesToGuest() {
        synchronized (toGuest) {
            return toGuest.toByteArray();
        }
    }

    /**
     * The text of every WebSocket message the friend received, in order, over all the connections
     * made through the tap: each connection's stream is its HTTP answer, then frames.
     */
    List<String> textsToGuest() {
        byte[] bytes = bytesToGuest();
        List<String> texts = new ArrayList<>();
        int i = 0;
        while (i < bytes.length) {
            if (bytes[i] == 'H' && startsWith(bytes, i, "HTTP/1.1 101")) {
                i = indexOf(bytes, i, "\r\n\r\n") + 4;
                continue;
            }
            int opcode = bytes[i] & 0x0F;
            long length = bytes[i + 1] & 0x7F;
            int at = i + 2;
            if (length == 126) {
                length = ((bytes[at] & 0xFF) << 8) | (bytes[at + 1] & 0xFF);
                at += 2;
            } else if (length == 127) {
                length = 0;
                for (int k = 0; k < 8; k++) {
                    length = (length << 8) | (bytes[at + k] & 0xFF);
                }
                at += 8;
            }
            if (at + length > bytes.length) {
                break; // the last frame was cut
            }
            if (opcode == 1) {
                texts.add(new String(bytes, at, (int) length, StandardCharsets.UTF_8));
            }
            i = at + (int) length;
        }
        return texts;
    }

    private static boolean startsWith(byte[] bytes, int at, String text) {
        byte[] wanted = text.getBytes(StandardCharsets.US_ASCII);
        if (at + wanted.length > bytes.length) {
            return false;
        }
        for (int k = 0; k < wanted.length; k++) {
            if (bytes[at + k] != wanted[k]) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(byte[] bytes, int from, String text) {
        for (int at = from; at < bytes.length; at++) {
            if (startsWith(bytes, at, text)) {
                return at;
            }
        }
        throw new IllegalStateException("no end of the HTTP answer");
    }

    @Override
    public void close() {
        closeQuietly(server);
        cut();
    }
}
