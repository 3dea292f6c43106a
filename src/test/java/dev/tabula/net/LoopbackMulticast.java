package dev.tabula.net;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.MulticastSocket;
import java.net.NetworkInterface;
import java.net.SocketTimeoutException;
import java.net.StandardSocketOptions;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Whether a datagram sent to a multicast group over the loopback network comes back to this
 * computer: what a real mDNS search between two JmDNS on one machine needs. Some machines (a
 * container without multicast routes) drop it; there the real search cannot be tried at all.
 */
public final class LoopbackMulticast {
    /** mDNS's own group, on a port of our own so no responder answers. */
    private static final String GROUP = "224.0.0.251";

    private LoopbackMulticast() {
    }

    public static boolean delivers(InetAddress loopback) {
        byte[] probe = ("tabula-probe-" + System.nanoTime()).getBytes(StandardCharsets.US_ASCII);
        try (MulticastSocket socket = new MulticastSocket(0)) {
            NetworkInterface face = NetworkInterface.getByInetAddress(loopback);
            InetSocketAddress group = new InetSocketAddress(InetAddress.getByName(GROUP), socket.getLocalPort());
            socket.setNetworkInterface(face);
            socket.joinGroup(group, face);
            socket.setOption(StandardSocketOptions.IP_MULTICAST_LOOP, true); // our own datagrams come back
            // a guard against a machine that drops the datagram, not a measured time
            socket.setSoTimeout(5_000);
            socket.send(new DatagramPacket(probe, probe.length, group));
            byte[] buffer = new byte[probe.length + 16];
            for (int i = 0; i < 10; i++) {
                DatagramPacket received = new DatagramPacket(buffer, buffer.length);
                socket.receive(received);
                if (Arrays.equals(Arrays.copyOf(buffer, received.getLength()), probe)) {
                    return true;
                }
            }
            return false;
        } catch (SocketTimeoutException e) {
            return false; // dropped
        } catch (IOException e) {
            return false; // no multicast on the loopback network at all
        }
    }
}
