package dev.tabula.net;

import java.net.URI;

/**
 * A match some host announces on the local network: where to join it, and what it says of
 * itself. Joining still takes the join code the host gives.
 *
 * @param name the service's instance name, which tells two announced matches apart
 */
public record AnnouncedMatch(String name, URI address, Announcement announcement) {
}
