package dev.tabula.app.network;

import java.net.URI;

/** Where a friend joins: the host's address and the join code the host gave for one seat. */
public record JoinTarget(URI address, String code) {
}
