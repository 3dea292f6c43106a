package dev.tabula.core.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A resigned match in its file: written as format version 2 with who resigned and at which ply,
 * read back to the same ended match; a match nobody resigned stays version 1, which older
 * Tabulas read; a resignation that does not fit the match is one clear message.
 */
class ResignationFilesTest {
    private static final MatchCodec CODEC = new MatchCodec(GameCatalog.installed());
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Match resigned(String gameId, int plies, int seat) {
        Match match = HostileFilesTest.realMatch(gameId, plies);
        match.resign(seat);
        return match;
    }

    @ParameterizedTest
    @ValueSource(strings = {"zola", "zodiac", "battlegammon", "zodijak"})
    void aResignedMatchReadsBackToTheSameEndedMatch(String gameId) {
        Match match = resigned(gameId, 9, 1);
        String text = CODEC.write(match);

        Match back = CODEC.read(text);

        assertThat(back.resignation()).contains(new Match.Resignation(1, 9));
        assertThat(back.isOver()).isTrue();
        assertThat(back.outcome()).isEqualTo(match.outcome());
        assertThat(back.outcome().reason()).isEqualTo(Match.RESIGNED);
        assertThat(back.outcome().winners()).containsExactly(0);
        assertThat(back.canUndo()).isFalse();
        assertThat(back.canRedo()).isFalse();
        assertThat(CODEC.write(back)).isEqualTo(text);
        assertThat(text).contains("\"version\" : 2");
    }

    @Test
    void aMatchNobodyResignedStaysVersion1SoOlderTabulasOpenIt() {
        String text = CODEC.write(HostileFilesTest.realMatch("zola", 6));

        assertThat(text).contains("\"version\" : 1").doesNotContain("resigned");
    }

    @Test
    void resigningDropsTheRedoLine() {
        Match match = HostileFilesTest.realMatch("zola", 6);
        match.undo();
        match.undo();

        match.resign(0);

        assertThat(match.line()).hasSize(4);
        assertThat(CODEC.read(CODEC.write(match)).resignation()).contains(new Match.Resignation(0, 4));
    }

    @Test
    void aResignedMatchTakesNoMoreMoves() {
        Match match = resigned("zola", 4, 0);

        assertThatThrownBy(() -> match.play(match.current().legalMoves().get(0)))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> match.resign(1)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void hostileResignationsAreOneClearMessage() throws Exception {
        String good = CODEC.write(resigned("zola", 6, 1));

        assertThat(refusal(good, "resigned", "\"seat 1\"")).isEqualTo(
                "The field \"resigned\" must be an object with \"seat\" and \"ply\", not \"seat 1\".");
        assertThat(refusal(good, "resigned", "{\"seat\": 2, \"ply\": 6}")).isEqualTo(
                "The field \"resigned\" names seat 2, but this match has 2 seats (numbered from 0).");
        assertThat(refusal(good, "resigned", "{\"seat\": -1, \"ply\": 6}")).contains("names seat -1");
        assertThat(refusal(good, "resigned", "{\"seat\": 0, \"ply\": 7}")).isEqualTo(
                "The field \"resigned\" gives ply 7, but a resignation ends the match and the file has 6 moves.");
        // a number too large for the ply is refused for what it is, not for its size
        assertThat(refusal(good, "resigned", "{\"seat\": 0, \"ply\": 99999999999}")).isEqualTo(
                "The field \"resigned\" gives ply 99999999999, but a resignation ends the match and the file has 6 moves.");
        assertThat(refusal(good, "resigned", "{\"seat\": 1099511627776, \"ply\": 6}")).isEqualTo(
                "The field \"resigned\" names seat 1099511627776, but this match has 2 seats (numbered from 0).");
        assertThat(refusal(good, "resigned", "{\"seat\": \"0\", \"ply\": 6}")).contains("\"seat\"");
        assertThat(refusal(good, "cursor", "5")).isEqualTo(
                "The field \"cursor\" is 5, but a resigned match has all its 6 moves in effect.");
    }

    @Test
    void aResignationAfterTheGameEndedIsRefused() throws Exception {
        Match finished = HostileFilesTest.realMatch("zola", 10_000);
        assertThat(finished.isOver()).isTrue();
        ObjectNode root = (ObjectNode) JSON.readTree(CODEC.write(finished));
        root.putObject("resigned").put("seat", 0).put("ply", finished.line().size());

        assertThatThrownBy(() -> CODEC.read(JSON.writeValueAsString(root)))
                .isInstanceOf(SaveFileException.class)
                .hasMessage("The field \"resigned\" comes after the game had already ended (ply "
                        + finished.line().size() + ").");
    }

    @Test
    void olderVersionsAreStillReadAndNewerOnesRefused() throws Exception {
        assertThat(refusal(CODEC.write(resigned("zola", 6, 1)), "version", "3"))
                .contains("save format version 3").contains("versions up to 2");
        assertThat(List.of(MatchCodec.VERSION_WITHOUT_RESIGNATION, MatchCodec.VERSION)).containsExactly(1, 2);
    }

    /** The message for {@code text} with {@code field} set to the JSON {@code value}. */
    private static String refusal(String text, String field, String value) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(text);
        root.set(field, JSON.readTree(value));
        String edited = JSON.writeValueAsString(root);
        try {
            CODEC.read(edited);
        } catch (SaveFileException e) {
            return e.getMessage();
        }
        throw new AssertionError("read " + edited);
    }
}
