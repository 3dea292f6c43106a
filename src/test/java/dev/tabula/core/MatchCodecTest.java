package dev.tabula.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.save.MatchCodec;
import dev.tabula.core.save.SaveFileException;
import dev.tabula.zola.ZolaGame;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every way a match file can be broken gets one clear message naming the problem. */
class MatchCodecTest {
    private final MatchCodec codec = new MatchCodec(GameCatalog.installed());
    private final Game zola = new ZolaGame();

    private Match sampleMatch() {
        Match match = new Match(zola, new Setup(2, zola.info().resolveOptions(Map.of()), 99),
                List.of(Seat.person("Ana"), Seat.person("Bo")));
        for (String move : List.of("a1xb1", "d1xc1", "b1xc1")) {
            match.play(zola.parseMove(match.current(), move));
        }
        return match;
    }

    private String valid() {
        return codec.write(sampleMatch());
    }

    private void assertRejected(String text, String... messageParts) {
        assertThatThrownBy(() -> codec.read(text)).isInstanceOf(SaveFileException.class)
                .hasMessageContainingAll(messageParts);
    }

    @Test
    void aWrittenMatchReadsBackIdentically() {
        Match match = sampleMatch();
        match.undo();
        Match loaded = codec.read(codec.write(match));
        assertThat(loaded.current()).isEqualTo(match.current());
        assertThat(loaded.cursor()).isEqualTo(2);
        assertThat(loaded.canRedo()).as("the undone move can still be redone").isTrue();
        assertThat(loaded.seats()).extracting(Seat::name).containsExactly("Ana", "Bo");
        assertThat(loaded.setup().seed()).isEqualTo(99);
    }

    @Test
    void aComputerLevelThisTabulaDoesNotKnowIsRefused() {
        String withLevel = valid().replaceFirst("\"computer\" : false", "\"computer\" : true, \"level\" : \"godlike\"");
        assertThat(withLevel).contains("godlike");
        assertRejected(withLevel, "Seat 1", "level \"godlike\"", "easy, medium, hard");
        assertThat(codec.read(withLevel.replace("godlike", "hard")).seats().get(0).level()).isEqualTo("hard");
    }

    @Test
    void theFileNamesItsFormatAndVersion() {
        assertThat(valid()).contains("\"format\" : \"tabula-match\"", "\"version\" : 1");
    }

    @Test
    void notJson() {
        assertRejected("hello, I am not a match", "not valid JSON");
    }

    @Test
    void truncated() {
        String text = valid();
        assertRejected(text.substring(0, text.length() / 2), "cut off");
    }

    @Test
    void empty() {
        assertRejected("  \n", "empty");
    }

    @Test
    void anotherKindOfJson() {
        assertRejected("{\"name\": \"x\"}", "not a Tabula match file");
        assertRejected("[1, 2]", "not a Tabula match file");
    }

    @Test
    void aNewerVersionNamesBothVersions() {
        assertRejected(valid().replace("\"version\" : 1", "\"version\" : 7"), "version 7", "up to 2");
    }

    @Test
    void anUnknownGame() {
        assertRejected(valid().replace("\"zola\"", "\"chess\""), "unknown game 'chess'");
    }

    @Test
    void aBadOption() {
        assertRejected(valid().replace("\"size\" : \"6\"", "\"size\" : \"7\""), "Option size", "'7'");
        assertRejected(valid().replace("\"size\" : \"6\"", "\"colour\" : \"6\""), "Unknown option 'colour'");
    }

    @Test
    void anIllegalMoveNamesItsPly() {
        assertRejected(valid().replace("\"d1xc1\"", "\"d1-c1\""), "Move 2", "d1-c1");
    }

    @Test
    void aMissingOrWrongField() {
        assertRejected(valid().replace("\"seed\" :", "\"sed\" :"), "\"seed\"");
        assertRejected(valid().replace("\"moves\" :", "\"mooves\" :"), "\"moves\"");
        assertRejected(valid().replace("\"name\" : \"Ana\"", "\"name\" : \"\""), "Seat 1 has no name.");
    }

    @Test
    void aWrongSeatCount() {
        String oneSeat = valid().replaceAll("(?s),\\s*\\{\\s*\"name\" : \"Bo\".*?}", "");
        assertThat(oneSeat).doesNotContain("Bo").contains("\"name\" : \"Ana\"");
        assertRejected(oneSeat, "Zola is played by 2 players, not 1");
    }

    @Test
    void theAppCanShowEveryProblemInThePlayersLanguage() {
        String text = valid();
        SaveFileException cut = catchSaveFileException(text.substring(0, text.length() / 2));
        assertThat(cut.key()).isEqualTo("save.json.cutOff");
        assertThat(cut.message(java.util.Locale.JAPANESE)).contains("途中で切れています");
        // a problem the rules find (here an option's value) keeps its own translation
        SaveFileException option = catchSaveFileException(text.replace("\"size\" : \"6\"", "\"size\" : \"7\""));
        assertThat(option.message(java.util.Locale.forLanguageTag("sr-Latn"))).startsWith("Opcija size igre zola");
        assertThat(option.getMessage()).startsWith("Option size of zola");
    }

    private SaveFileException catchSaveFileException(String text) {
        try {
            codec.read(text);
        } catch (SaveFileException e) {
            return e;
        }
        throw new AssertionError("the file was read");
    }

    @Test
    void aCursorBeyondTheMoves() {
        assertRejected(valid().replace("\"cursor\" : 3", "\"cursor\" : 9"), "cursor");
    }

    @Test
    void savingIsAtomicAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("match.tabula.json");
        Files.writeString(file, "old content");
        codec.save(sampleMatch(), file);
        assertThat(codec.load(file).current()).isEqualTo(sampleMatch().current());
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path dir) {
        assertThatThrownBy(() -> codec.load(dir.resolve("nope.json"))).isInstanceOf(SaveFileException.class)
                .hasMessageContaining("does not exist");
    }
}
