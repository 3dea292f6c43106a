package dev.tabula.core;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Typed reading of the fields of JSON that came from elsewhere (a view sent over the network, a
 * message): every field is checked for its type and range, nothing is coerced, and a field that is
 * wrong is refused with an {@link IllegalArgumentException} that names it.
 */
public final class JsonFields {

    private JsonFields() {
    }

    /** The field {@code name} of the object {@code node}, which must be there. */
    public static JsonNode required(JsonNode node, String name) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException("expected an object holding '" + name + "'");
        }
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException("the field '" + name + "' is missing");
        }
        return value;
    }

    /** A whole number from {@code min} to {@code max}. */
    public static int integer(JsonNode node, String name, int min, int max) {
        return element(required(node, name), name, min, max);
    }

    /** A whole number from {@code min} to {@code max}: {@code value}, the element {@code name} of something. */
    public static int element(JsonNode value, String name, int min, int max) {
        if (value == null || !value.isIntegralNumber() || !value.canConvertToInt()
                || value.intValue() < min || value.intValue() > max) {
            throw new IllegalArgumentException("'" + name + "' must be a whole number from " + min + " to " + max);
        }
        return value.intValue();
    }

    /** A text of at most {@code maxLength} characters. */
    public static String text(JsonNode node, String name, int maxLength) {
        JsonNode value = required(node, name);
        if (!value.isTextual() || value.textValue().length() > maxLength) {
            throw new IllegalArgumentException("'" + name + "' must be a text of at most " + maxLength + " characters");
        }
        return value.textValue();
    }

    /** {@code true} or {@code false}, the JSON values. */
    public static boolean bool(JsonNode node, String name) {
        JsonNode value = required(node, name);
        if (!value.isBoolean()) {
            throw new IllegalArgumentException("'" + name + "' must be true or false");
        }
        return value.booleanValue();
    }

    /** A list of exactly {@code size} elements, or of any size up to {@code -size} when {@code size} is negative. */
    public static JsonNode array(JsonNode node, String name, int size) {
        JsonNode value = required(node, name);
        boolean fits = size >= 0 ? value.size() == size : value.size() <= -size;
        if (!value.isArray() || !fits) {
            throw new IllegalArgumentException("'" + name + "' must be a list of "
                    + (size >= 0 ? "exactly " + size : "at most " + -size) + " elements");
        }
        return value;
    }

    /** A list of {@code size} whole numbers from {@code min} to {@code max}. */
    public static int[] integers(JsonNode node, String name, int size, int min, int max) {
        JsonNode list = array(node, name, size);
        int[] values = new int[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = element(list.get(i), name, min, max);
        }
        return values;
    }

    /** An object. */
    public static JsonNode object(JsonNode node, String name) {
        JsonNode value = required(node, name);
        if (!value.isObject()) {
            throw new IllegalArgumentException("'" + name + "' must be an object");
        }
        return value;
    }
}
