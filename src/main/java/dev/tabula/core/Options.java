package dev.tabula.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A complete, validated set of option values for one game: every option has a legal value. */
public final class Options {
    private final Map<String, String> values;

    private Options(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /**
     * Validates the given values against the specs and fills in the defaults.
     *
     * @throws TabulaException naming the first unknown option or illegal value
     */
    public static Options resolve(String gameId, List<OptionSpec> specs, Map<String, String> given) {
        Map<String, String> result = new LinkedHashMap<>();
        for (String key : given.keySet()) {
            if (specs.stream().noneMatch(spec -> spec.key().equals(key))) {
                throw specs.isEmpty() ? TabulaException.keyed("core.option.unknownNone", key, gameId)
                        : TabulaException.keyed("core.option.unknown", key, gameId, keys(specs));
            }
        }
        for (OptionSpec spec : specs) {
            String value = given.getOrDefault(spec.key(), spec.defaultValue());
            if (!spec.values().contains(value)) {
                throw TabulaException.keyed("core.option.value", spec.key(), gameId,
                        String.join(", ", spec.values()), value);
            }
            result.put(spec.key(), value);
        }
        return new Options(result);
    }

    public static Options defaults(String gameId, List<OptionSpec> specs) {
        return resolve(gameId, specs, Map.of());
    }

    private static String keys(List<OptionSpec> specs) {
        return String.join(", ", specs.stream().map(OptionSpec::key).toList());
    }

    public String get(String key) {
        String value = values.get(key);
        if (value == null) {
            throw new IllegalArgumentException("no option " + key);
        }
        return value;
    }

    public int getInt(String key) {
        return Integer.parseInt(get(key));
    }

    public boolean isOn(String key) {
        return OptionSpec.ON.equals(get(key));
    }

    /** All values in the order of the game's specs. */
    public Map<String, String> asMap() {
        return values;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options other && values.equals(other.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
