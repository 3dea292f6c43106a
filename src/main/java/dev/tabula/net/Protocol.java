package dev.tabula.net;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * The facts both ends agree on: the protocol's version, the service type announced on the local
 * network, the default port, how large a message may be, and how a message is read: one strict
 * JSON object with a {@code "type"}, within Jackson's limits, and nothing after it.
 *
 * <p>Every message of every version is an object whose {@code "type"} and, in a {@code hello} or a
 * {@code welcome}, {@code "protocol"} and {@code "app"} mean what they mean here, so that two
 * Tabulas of different versions can always tell each other which one to update.
 */
public final class Protocol {
    /** The version of the messages; a peer of another version is refused with words saying which to update. */
    public static final int VERSION = 1;
    /** What a host announces on the local network (DNS-SD over mDNS). */
    public static final String SERVICE_TYPE = "_tabula._tcp.local.";
    /** The port a host listens on unless told otherwise: the one to forward for a match across the Internet. */
    public static final int DEFAULT_PORT = 47474;
    /** The largest message a guest may send (a move, a hello): in bytes, also the WebSocket frame limit. */
    static final int MAX_GUEST_MESSAGE = 4 * 1024;
    /** The largest message a host may send (one view of a Zodijak table is about a kilobyte). */
    static final int MAX_HOST_MESSAGE = 1024 * 1024;

    private static final StreamReadConstraints LIMITS = StreamReadConstraints.builder()
            .maxNestingDepth(8)
            .maxStringLength(64 * 1024)
            .maxNameLength(64)
            .maxNumberLength(20)
            .maxDocumentLength(MAX_HOST_MESSAGE)
            .build();
    private static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(LIMITS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build());

    private Protocol() {
    }

    /** This Tabula's version, as the other side is told it (the jar's, or "development"). */
    public static String appVersion() {
        String version = Protocol.class.getPackage().getImplementationVersion();
        return version != null ? version : "development";
    }

    /** A new message of {@code type}. */
    static ObjectNode message(String type) {
        return JSON.createObjectNode().put("type", type);
    }

    static String write(ObjectNode message) {
        try {
            return JSON.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serialises", e);
        }
    }

    /**
     * The message {@code text} holds: one JSON object with a textual {@code "type"}, of at most
     * {@code maxBytes} bytes of UTF-8.
     *
     * @throws ProtocolException otherwise, as {@code net.drop.malformed} or {@code net.drop.tooBig}
     */
    static ObjectNode read(String text, int maxBytes) {
        if (text.length() > maxBytes || utf8Length(text) > maxBytes) {
            throw new ProtocolException(NetNotice.of("net.drop.tooBig"), "a message of more than " + maxBytes + " bytes");
        }
        try (JsonParser parser = JSON.createParser(text)) {
            JsonNode root = JSON.readTree(parser);
            if (root == null || !root.isObject() || !root.path("type").isTextual()) {
                throw malformed("not a JSON object with a type");
            }
            if (parser.nextToken() != null) {
                throw malformed("something after the message");
            }
            return (ObjectNode) root;
        } catch (JsonProcessingException e) {
            throw malformed("not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new IllegalStateException("a string is read without I/O", e);
        }
    }

    static ProtocolException malformed(String detail) {
        return new ProtocolException(NetNotice.of("net.drop.malformed"), detail);
    }

    private static long utf8Length(String text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            bytes += c < 0x80 ? 1 : c < 0x800 || Character.isSurrogate(c) ? 2 : 3;
        }
        return bytes;
    }
}
