/**
 * Playing with friends at other computers: one computer hosts the match ({@link dev.tabula.net.Host})
 * and holds everything (the seed, every hand); each friend's Tabula joins it
 * ({@link dev.tabula.net.Guest}) by address and a join code, or finds it announced on the local
 * network ({@link dev.tabula.net.MatchFinder}), and receives its own seat's view only. The transport
 * is WebSocket (Java-WebSocket), the messages JSON, the views in each game's {@code core.ViewCodec};
 * discovery is mDNS (JmDNS). No JavaFX here: a screen sits on the listeners, which are called on the
 * executor it gives. The protocol, and what is and is not protected: {@code docs/network.md}.
 */
package dev.tabula.net;
