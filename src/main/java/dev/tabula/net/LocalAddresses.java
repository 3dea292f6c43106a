package dev.tabula.net;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * This computer's addresses on its networks: what a host tells friends to type (with the port),
 * and where the match is announced. Loopback and interfaces that are down are left out.
 */
public final class LocalAddresses {
    private LocalAddresses() {
    }

    /** The IPv4 addresses of the networks that are up, those that can multicast first. */
    public static List<InetAddress> ofThisComputer() {
        List<InetAddress> multicast = new ArrayList<>();
        List<InetAddress> others = new ArrayList<>();
        try {
            for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!face.isUp() || face.isLoopback()) {
                    continue;
                }
                for (InetAddress address : Collections.list(face.getInetAddresses())) {
                    if (address instanceof Inet4Address) {
                        (face.supportsMulticast() ? multicast : others).add(address);
                    }
                }
            }
        } catch (SocketException e) {
            return List.of();
        }
        multicast.addAll(others);
        return multicast;
    }

    /** Where to announce and look for matches: the first network that can multicast, else loopback. */
    static InetAddress forDiscovery() {
        List<InetAddress> addresses = ofThisComputer();
        return addresses.isEmpty() ? InetAddress.getLoopbackAddress() : addresses.get(0);
    }
}
