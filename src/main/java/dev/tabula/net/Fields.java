package dev.tabula.net;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabula.core.JsonFields;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The fields of a message, read as {@link JsonFields} reads them; a bad one ends the connection as malformed. */
final class Fields {
    private Fields() {
    }

    static String text(JsonNode message, String name, int maxLength) {
        return checked(() -> JsonFields.text(message, name, maxLength));
    }

    static int integer(JsonNode message, String name, int min, int max) {
        return checked(() -> JsonFields.integer(message, name, min, max));
    }

    static boolean bool(JsonNode message, String name) {
        return checked(() -> JsonFields.bool(message, name));
    }

    static JsonNode object(JsonNode message, String name) {
        return checked(() -> JsonFields.object(message, name));
    }

    static boolean has(JsonNode message, String name) {
        return message.hasNonNull(name);
    }

    /** A notice's key and arguments, as {@code "key"} and {@code "args"} (a list of texts). */
    static NetNotice notice(JsonNode message) {
        String key = text(message, "key", 100);
        JsonNode args = checked(() -> JsonFields.array(message, "args", -8));
        List<String> texts = new ArrayList<>();
        for (JsonNode arg : args) {
            if (!arg.isTextual() || arg.textValue().length() > 2_000) {
                throw Protocol.malformed("a notice's arguments must be short texts");
            }
            texts.add(arg.textValue());
        }
        return NetNotice.fromPeer(key, texts);
    }

    /** Runs a reading of {@link JsonFields}, whose refusal becomes a malformed message. */
    static <T> T checked(Supplier<T> reading) {
        try {
            return reading.get();
        } catch (IllegalArgumentException e) {
            throw Protocol.malformed(e.getMessage());
        }
    }
}
