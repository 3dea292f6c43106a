package dev.tabula.core.save;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one way the small files of the data folder (the records, the lessons' progress) read JSON:
 * bounded nesting, strings and numbers, a duplicated key refused, no coercion of one type to
 * another, nothing after the value; written indented with sorted keys, so a file changes only
 * where its content does.
 */
public final class StrictJson {
    private StrictJson() {
    }

    public static ObjectMapper mapper(int maxNesting, int maxString, int maxNumber) {
        return JsonMapper.builder(JsonFactory.builder()
                        .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(maxNesting)
                                .maxStringLength(maxString).maxNumberLength(maxNumber).build())
                        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build())
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(SerializationFeature.INDENT_OUTPUT)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .build();
    }
}
