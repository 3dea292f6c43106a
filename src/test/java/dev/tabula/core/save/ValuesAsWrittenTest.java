package dev.tabula.core.save;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.GameCatalog;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A value the reader refuses is quoted as the file wrote it and refused for what it is: a number
 * with an exponent or a fraction as written (not the "Infinity" or "0.1" a double makes of it), a
 * list or an object named in words (never "[…]"), and a whole number that fits in no field
 * refused by what the field holds (a cursor of 2^40 lies past the end of the moves).
 */
class ValuesAsWrittenTest {
    private static final MatchCodec CODEC = new MatchCodec(GameCatalog.installed());

    private static String zola() {
        try (InputStream save = ValuesAsWrittenTest.class.getResourceAsStream("/saves/zola-v1.tabula.json")) {
            return new String(save.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Stream<Arguments> values() {
        String z = zola();
        return Stream.of(
                Arguments.of(z.replaceFirst("\"seed\" : -?\\d+", "\"seed\" : 1e400"),
                        "The field \"seed\" must be a whole number, not 1e400."),
                Arguments.of(z.replaceFirst("\"seed\" : -?\\d+", "\"seed\" : -1E-400"), "not -1E-400."),
                Arguments.of(z.replaceFirst("\"seed\" : -?\\d+", "\"seed\" : 0.10"), "not 0.10."),
                Arguments.of(z.replaceFirst("\"seed\" : -?\\d+", "\"seed\" : 18446744073709551616"),
                        "The field \"seed\" is 18446744073709551616, too large for a seed"),
                Arguments.of(z.replace("\"cursor\" : 5", "\"cursor\" : 1099511627776"),
                        "The field \"cursor\" is 1099511627776, but the file has 6 moves."),
                Arguments.of(z.replace("\"cursor\" : 5", "\"cursor\" : -1099511627776"),
                        "The field \"cursor\" is -1099511627776, but the file has 6 moves."),
                Arguments.of(z.replace("\"cursor\" : 5", "\"cursor\" : 1e400"),
                        "The field \"cursor\" must be a whole number, not 1e400."),
                Arguments.of(z.replace("\"version\" : 1", "\"version\" : 1e400"),
                        "The field \"version\" is 1e400, which is not a version number"),
                Arguments.of(z.replaceFirst("\"computer\" : false", "\"computer\" : 1e400"),
                        "must be true or false, not 1e400."),
                Arguments.of(z.replaceFirst("\"moves\" : \\[ \"[^\"]*\"", "\"moves\" : [ 1e400"),
                        "Move 1 must be a text, not 1e400."),
                Arguments.of(z.replace("\"size\" : \"6\"", "\"size\" : 6.0"), "Option size must be a text in quotes, not 6.0."),
                Arguments.of(z.replaceFirst("(?s)\"seats\" : \\[.*?} ]", "\"seats\" : [ ]"),
                        "The file has no seats: its field \"seats\" is an empty list."),
                Arguments.of(z.replace("\"game\" : \"zola\"", "\"game\" : [ \"zola\" ]"),
                        "The field \"game\" must be a text, not a list."),
                Arguments.of(z.replace("\"game\" : \"zola\"", "\"game\" : { }"),
                        "The field \"game\" must be a text, not an empty object."),
                Arguments.of(z.replace("\"moves\" : [", "\"moves\" : {}, \"x\" : ["),
                        "The field \"moves\" must be a list of moves, not an empty object."));
    }

    @ParameterizedTest
    @MethodSource("values")
    void isQuotedAsWrittenAndRefusedForWhatItIs(String file, String expected) {
        assertThatThrownBy(() -> CODEC.read(file)).isInstanceOf(SaveFileException.class)
                .hasMessageContaining(expected).message().doesNotContain("Infinity", "[…]", "{…}", "64 bits");
    }
}
