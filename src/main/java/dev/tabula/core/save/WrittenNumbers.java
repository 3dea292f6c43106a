package dev.tabula.core.save;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The numbers of a match file as the file wrote them, for a message that quotes one: Jackson keeps
 * a number with a fraction or an exponent as a double, so {@code 1e400} would be quoted as
 * "Infinity" and {@code 0.10} as "0.1". Found again only when a message needs one, by reading the
 * text's number tokens in order beside the tree's number nodes in the same order (the tree keeps
 * the file's order, and a field given twice is refused before).
 */
final class WrittenNumbers {
    private final JsonFactory factory;
    private final String json;
    private final JsonNode root;
    private Map<JsonNode, String> written;

    WrittenNumbers(JsonFactory factory, String json, JsonNode root) {
        this.factory = factory;
        this.json = json;
        this.root = root;
    }

    /** How the file wrote {@code node}, a value of this file's tree. */
    String of(JsonNode node) {
        if (!node.isFloatingPointNumber()) {
            return node.toString(); // a whole number, a text, true, false, null: as written (a JSON integer has one spelling)
        }
        if (written == null) {
            written = find();
        }
        return written.getOrDefault(node, node.toString());
    }

    private Map<JsonNode, String> find() {
        List<String> texts = new ArrayList<>();
        try (JsonParser parser = factory.createParser(json)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.VALUE_NUMBER_FLOAT) {
                    texts.add(parser.getText());
                }
                if (parser.getParsingContext().inRoot() && token.isStructEnd()) {
                    break; // the one document: what follows was refused already
                }
            }
        } catch (IOException e) {
            return Map.of(); // the tree was read from this text, so it reads again; if not, Jackson's words
        }
        Map<JsonNode, String> byNode = new IdentityHashMap<>();
        Deque<JsonNode> toVisit = new ArrayDeque<>();
        toVisit.push(root);
        int next = 0;
        while (!toVisit.isEmpty() && next < texts.size()) {
            JsonNode node = toVisit.pop();
            if (node.isFloatingPointNumber()) {
                byNode.put(node, texts.get(next++));
            }
            List<JsonNode> children = new ArrayList<>();
            node.elements().forEachRemaining(children::add);
            for (int i = children.size() - 1; i >= 0; i--) {
                toVisit.push(children.get(i)); // depth first, in the file's order
            }
        }
        return byNode;
    }
}
