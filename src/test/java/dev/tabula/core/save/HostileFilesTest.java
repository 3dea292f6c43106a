package dev.tabula.core.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabula.cli.TabulaCli;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Match files from anywhere, by kind of problem: each is refused by the codec and by the command
 * line with status 2, nothing on standard output and one line on standard error that names the
 * problem. The files are made here, from a real match of each game, so the kinds are covered
 * rather than a list of examples.
 */
class HostileFilesTest {
    private static final GameCatalog CATALOG = GameCatalog.installed();
    private static final MatchCodec CODEC = new MatchCodec(CATALOG);

    @TempDir
    Path dir;

    /** How a hostile file is made in a fresh folder. */
    interface Maker {
        Path make(Path dir) throws Exception;
    }

    /** A real, played match of {@code gameId}, as this Tabula writes it. */
    static String realFile(String gameId, int plies) {
        return CODEC.write(realMatch(gameId, plies));
    }

    static Match realMatch(String gameId, int plies) {
        Game game = CATALOG.require(gameId);
        int seats = game.info().minSeats();
        Match match = new Match(game, new Setup(seats, game.info().resolveOptions(Map.of()), 20261201L),
                IntStream.range(0, seats).mapToObj(i -> Seat.person("Zoë " + (i + 1))).toList());
        Rng rng = Rng.fromState(7);
        for (int i = 0; i < plies && !match.current().isTerminal(); i++) {
            match.play(Playouts.randomMove(match.current(), rng));
        }
        return match;
    }

    private static String zola() {
        return realFile("zola", 6);
    }

    private static Maker text(String content) {
        return bytes(content.getBytes(StandardCharsets.UTF_8));
    }

    private static Maker bytes(byte[] content) {
        return dir -> Files.write(dir.resolve("match.tabula.json"), content);
    }

    private static Maker encoded(Charset charset, boolean bom) {
        return dir -> {
            byte[] body = zola().replace("Zoë", "Zoé").getBytes(charset);
            byte[] mark = bom ? "\uFEFF".getBytes(charset) : new byte[0];
            byte[] all = Arrays.copyOf(mark, mark.length + body.length);
            System.arraycopy(body, 0, all, mark.length, body.length);
            return Files.write(dir.resolve("match.tabula.json"), all);
        };
    }

    private static Maker device(String path) {
        return dir -> {
            assumeTrue(Files.exists(Path.of(path)), path + " exists here");
            return Path.of(path);
        };
    }

    private static Maker fifo() {
        return dir -> dev.tabula.testing.HostileFile.FIFO.at(dir.resolve("pipe.tabula.json"));
    }

    private static Maker sparse(long size) {
        return dir -> {
            Path file = dir.resolve("huge.tabula.json");
            try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
                raf.setLength(size);
            }
            return file;
        };
    }

    private static String moveReplaced(String gameText, String move) {
        return gameText.replaceFirst("\"moves\" : \\[ \"[^\"]*\"", java.util.regex.Matcher.quoteReplacement("\"moves\" : [ \"" + move + "\""));
    }

    /** Quotes {@code text} as a JSON string, escapes and all. */
    private static String json(String text) {
        return new com.fasterxml.jackson.databind.node.TextNode(text).toString();
    }

    static Stream<Arguments> hostileFiles() {
        String z = zola();
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        return Stream.of(
                // endless, special and huge files
                Arguments.of("/dev/zero", device("/dev/zero"), "not a regular file"),
                Arguments.of("/dev/urandom", device("/dev/urandom"), "not a regular file"),
                Arguments.of("a FIFO with no writer", fifo(), "not a regular file"),
                Arguments.of("a folder", (Maker) dir -> Files.createDirectory(dir.resolve("folder.tabula.json")), "is a folder"),
                Arguments.of("a link to /dev/zero", (Maker) dir -> {
                    assumeTrue(Files.exists(Path.of("/dev/zero")));
                    return Files.createSymbolicLink(dir.resolve("link.tabula.json"), Path.of("/dev/zero"));
                }, "not a regular file"),
                Arguments.of("a 200 MB sparse file", sparse(200L * 1024 * 1024), "larger than 4 MB"),
                Arguments.of("a 5 MB file of blanks", text(" ".repeat(5 * 1024 * 1024)), "larger than 4 MB"),
                Arguments.of("a kernel file that says it is empty but is not", device("/proc/self/status"), "file of the operating system (on proc)"),
                Arguments.of("a kernel file whose reading waits", device("/proc/kmsg"), "file of the operating system"),
                Arguments.of("a file of /sys", device("/sys/kernel/mm/transparent_hugepage/enabled"), "(on sysfs)"),
                Arguments.of("a missing file", (Maker) dir -> dir.resolve("nope.tabula.json"), "does not exist"),
                Arguments.of("a path through a file", (Maker) dir -> Files.writeString(dir.resolve("f"), "x").resolve("m.json"),
                        "cannot be read: Not a directory."),
                // Jackson's limits, in words
                Arguments.of("nesting 100,000 deep", text(deep), "nested too deeply"),
                Arguments.of("a 3 MB text", text(z.replace("\"Zoë 1\"", json("a".repeat(3_000_000)))), "A text in the file is too long"),
                Arguments.of("a 5,000-digit number", text(z.replaceFirst("\"seed\" : -?\\d+", "\"seed\" : " + "9".repeat(5000))),
                        "number in the file is too long"),
                Arguments.of("a 5,000-character key", text(z.replace("\"format\"", json("k".repeat(5000)))), "too long"),
                Arguments.of("200,000 moves", text(z.replaceFirst("\"moves\" : \\[", "\"moves\" : [" + "\"pass\",".repeat(200_000))),
                        "a match file may have at most 100,000"),
                Arguments.of("a million values", text("{\"x\": [" + "0,".repeat(999_999) + "0]}"), "too many values"),
                // encodings
                Arguments.of("UTF-16LE", encoded(StandardCharsets.UTF_16LE, false), "not UTF-8 text"),
                Arguments.of("UTF-16BE with BOM", encoded(StandardCharsets.UTF_16BE, true), "not UTF-8 text"),
                Arguments.of("UTF-16 (Java's, with BOM)", encoded(StandardCharsets.UTF_16, false), "not UTF-8 text"),
                Arguments.of("Latin-1", encoded(StandardCharsets.ISO_8859_1, false), "not UTF-8 text"),
                Arguments.of("random bytes", bytes(random(4096)), "not UTF-8 text"),
                Arguments.of("cut inside a UTF-8 character", bytes(Arrays.copyOf(z.getBytes(StandardCharsets.UTF_8),
                        z.getBytes(StandardCharsets.UTF_8).length - z.substring(z.indexOf("ë")).getBytes(StandardCharsets.UTF_8).length + 1)),
                        "ends in the middle of a character"),
                Arguments.of("a lone surrogate's bytes", bytes(surrogateBytes(z)), "not UTF-8 text"),
                // lenient parsing
                Arguments.of("a wrong last character", text(z.stripTrailing().replaceFirst("}$", "]")), "not valid JSON"),
                Arguments.of("a bad word at the end", text(z.stripTrailing().replaceFirst("}$", "x")), "not valid JSON"),
                Arguments.of("garbage after the end", text(z + "garbage"), "goes on after the end"),
                Arguments.of("NULs after the end", text(z + "\0\0\0\0"), "goes on after the end"),
                Arguments.of("a second document", text(z + z), "goes on after the end"),
                Arguments.of("a duplicate key", text(z.replace("\"version\" : 1,", "\"version\" : 1, \"game\" : \"zodiac\",")),
                        "gives the field 'game' twice"),
                Arguments.of("a duplicate key in a seat", text(z.replace("\"name\" : \"Zoë 1\",", "\"name\" : \"Zoë 1\", \"name\" : \"Eve\",")),
                        "gives the field 'name' twice"),
                Arguments.of("\"computer\": \"yes\"", text(z.replaceFirst("\"computer\" : false", "\"computer\" : \"yes\"")),
                        "must be true or false, not \"yes\""),
                Arguments.of("\"computer\": 1", text(z.replaceFirst("\"computer\" : false", "\"computer\" : 1")), "true or false"),
                Arguments.of("an option as a number", text(z.replace("\"size\" : \"6\"", "\"size\" : 6")), "must be a text"),
                Arguments.of("the seed as a text", text(z.replaceFirst("\"seed\" : (-?\\d+)", "\"seed\" : \"$1\"")), "whole number"),
                Arguments.of("the seed as 1.5", text(z.replaceFirst("\"seed\" : -?\\d+", "\"seed\" : 1.5")), "whole number"),
                Arguments.of("the seed beyond 64 bits", text(z.replaceFirst("\"seed\" : -?\\d+", "\"seed\" : 18446744073709551616")),
                        "\"seed\" is 18446744073709551616, too large for a seed"),
                Arguments.of("the cursor as a text", text(z.replace("\"cursor\" : 6", "\"cursor\" : \"6\"")), "\"cursor\""),
                Arguments.of("moves as an object", text(z.replaceFirst("\"moves\" : \\[[^]]*]", "\"moves\" : {}")), "\"moves\" must be a list"),
                Arguments.of("a move as a number", text(z.replaceFirst("\"moves\" : \\[ \"[^\"]*\"", "\"moves\" : [ 7")), "Move 1 must be a text"),
                Arguments.of("seats as a text", text(z.replaceFirst("(?s)\"seats\" : \\[.*?} ]", "\"seats\" : \"two\"")), "\"seats\""),
                Arguments.of("a seat as a text", text(z.replaceFirst("(?s)\"seats\" : \\[.*?} ]", "\"seats\" : [ \"Ana\", \"Bo\" ]")),
                        "Seat 1 must be an object"),
                Arguments.of("no format", text(z.replace("\"format\" : \"tabula-match\",", "")), "not a Tabula match file"),
                Arguments.of("a JSON list", text("[1, 2]"), "not a Tabula match file"),
                Arguments.of("a JSON text", text("\"tabula-match\""), "not a Tabula match file"),
                Arguments.of("an empty file", text(""), "empty"),
                Arguments.of("only a BOM", bytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}), "empty"),
                // versions
                Arguments.of("version 3", text(z.replace("\"version\" : 1", "\"version\" : 3")), "saved by a newer Tabula (save format version 3)"),
                Arguments.of("version 2^31", text(z.replace("\"version\" : 1", "\"version\" : 2147483648")), "version 2147483648)"),
                Arguments.of("version 2^63", text(z.replace("\"version\" : 1", "\"version\" : 9223372036854775808")), "newer Tabula"),
                Arguments.of("version 10^40", text(z.replace("\"version\" : 1", "\"version\" : 1" + "0".repeat(40))), "newer Tabula"),
                Arguments.of("version -1", text(z.replace("\"version\" : 1", "\"version\" : -1")), "not a version number"),
                Arguments.of("version 0", text(z.replace("\"version\" : 1", "\"version\" : 0")), "not a version number"),
                Arguments.of("version \"1\"", text(z.replace("\"version\" : 1", "\"version\" : \"1\"")), "not a version number"),
                Arguments.of("version 1.5", text(z.replace("\"version\" : 1", "\"version\" : 1.5")), "not a version number"),
                Arguments.of("version null", text(z.replace("\"version\" : 1", "\"version\" : null")), "not a version number"),
                Arguments.of("no version", text(z.replace("\"version\" : 1,", "")), "\"version\" is missing"),
                // echoed text stays one safe line
                Arguments.of("a move with a newline", text(moveReplaced(z, "a1\\ntabula: all is well")), "('a1\\ntabula: all is well')"),
                Arguments.of("a move with ANSI escapes", text(moveReplaced(z, "\\u001b[31mred\\u001b[0m")), "\\u001b[31mred"),
                Arguments.of("a move with a NUL", text(moveReplaced(z, "a1\\u0000b2")), "a1\\u0000b2"),
                Arguments.of("a move of 10,000 characters", text(moveReplaced(z, "x".repeat(10_000))), "xxx…"),
                Arguments.of("a right-to-left override", text(moveReplaced(z, "a1\\u202eb2")), "a1\\u202eb2"),
                Arguments.of("a name with a newline", text(z.replace("\"Zoë 1\"", "\"Ana\\nBo\"")), "control character: 'Ana\\nBo'"),
                Arguments.of("a name of 10,000 characters", text(z.replace("\"Zoë 1\"", json("n".repeat(10_000)))), "at most 1,000"),
                Arguments.of("a name with a right-to-left override", text(z.replace("\"Zoë 1\"", "\"Ana\\u202eoB\"")),
                        "control character: 'Ana\\u202eoB'"),
                Arguments.of("a game with escapes", text(z.replace("\"zola\"", "\"zo\\u001b[2Jla\"")), "unknown game 'zo\\u001b[2Jla'"),
                Arguments.of("an option key with a newline", text(z.replace("\"size\" :", "\"si\\nze\" :")), "unknown option, 'si\\nze'"),
                Arguments.of("an option value of 5,000 characters", text(z.replace("\"size\" : \"6\"", "\"size\" : " + json("6".repeat(5000)))),
                        "cannot be '666"),
                Arguments.of("a format with a newline", text(z.replace("\"tabula-match\"", "\"tabula\\nmatch\"")), "\"tabula\\nmatch\""),
                Arguments.of("a file name with a newline", (Maker) dir -> Files.writeString(dir.resolve("bad\nname\u001b.json"), "{"),
                        "cut off"),
                Arguments.of("a file name with a newline that is a folder", (Maker) dir -> Files.createDirectory(dir.resolve("fake\ntabula: ok")),
                        "fake\\ntabula: ok is a folder"),
                // the rules
                Arguments.of("an illegal move", text(moveReplaced(z, "a1-f6")), "Move 1 ('a1-f6') cannot be played"),
                Arguments.of("too many seats", text(z.replaceFirst("\"seats\" : \\[ \\{", "\"seats\" : [ {\"name\": \"X\"}, {\"name\": \"Y\"}, {")),
                        "played by 2 players, not 4"),
                Arguments.of("a cursor beyond the moves", text(z.replace("\"cursor\" : 6", "\"cursor\" : 60")), "\"cursor\" is 60"));
    }

    private static byte[] random(int size) {
        byte[] bytes = new byte[size];
        new Random(14).nextBytes(bytes);
        bytes[0] = (byte) 0xC3; // not a zero: this is not to look like UTF-16
        bytes[1] = (byte) 0x28; // and an invalid sequence right away
        return bytes;
    }

    /** The file with an encoded lone surrogate (ED A0 80), which strict UTF-8 refuses. */
    private static byte[] surrogateBytes(String text) {
        byte[] plain = text.replace("Zoë", "Zo#").getBytes(StandardCharsets.UTF_8);
        int at = text.replace("Zoë", "Zo#").indexOf('#');
        byte[] result = new byte[plain.length + 2];
        System.arraycopy(plain, 0, result, 0, at);
        result[at] = (byte) 0xED;
        result[at + 1] = (byte) 0xA0;
        result[at + 2] = (byte) 0x80;
        System.arraycopy(plain, at + 1, result, at + 3, plain.length - at - 1);
        return result;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileFiles")
    void isRefusedInOneLineThatNamesTheProblem(String kind, Maker maker, String expected) throws Exception {
        Path file = maker.make(dir);
        assertThatThrownBy(() -> CODEC.load(file)).isInstanceOf(SaveFileException.class).hasMessageContaining(expected);
        assertRefusedByTheCommandLine("zola", file, expected);
    }

    @Test
    void aFileWithAUtf8ByteOrderMarkLoads() throws Exception {
        Path file = bytes(("\uFEFF" + zola()).getBytes(StandardCharsets.UTF_8)).make(dir);
        assertThat(CODEC.load(file).current()).isEqualTo(CODEC.read(zola()).current());
    }

    @Test
    void aLongPathKeepsItsStartAndTheFileName() {
        String path = "/home/ana/" + "very-deep-folder/".repeat(30) + "bad\u001bname.tabula.json";
        String shown = Echo.path(path);
        assertThat(shown).hasSizeLessThanOrEqualTo(Echo.MAX_PATH + 6).startsWith("/home/ana/very-deep")
                .endsWith("/bad\\u001bname.tabula.json").contains("…");
        assertThat(Echo.path("/tmp/a\nb.json")).isEqualTo("/tmp/a\\nb.json");
    }

    @Test
    void aStreamThatNeverEndsIsReadOnlyToTheLimit() throws Exception {
        // what a file that grows, or lies about its size, looks like to the reader
        long[] served = {0};
        java.io.InputStream endless = new java.io.InputStream() {
            @Override
            public int read() {
                served[0]++;
                return '{';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) '{');
                served[0] += len;
                return len;
            }
        };
        assertThat(BoundedFiles.readAtMost(endless, MatchFiles.MAX_BYTES)).isNull();
        assertThat(served[0]).isEqualTo(MatchFiles.MAX_BYTES + 1L);
        assertThat(BoundedFiles.readAtMost(new java.io.ByteArrayInputStream(new byte[10]), 10)).hasSize(10);
    }

    @Test
    void namesWithJoinersAndAccentsLoad() {
        String family = "Zoë \uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67 Ђорђе";
        assertThat(CODEC.read(zola().replace("Zoë 1", family)).seats().get(0).name()).isEqualTo(family);
    }

    @Test
    void anUnreadableFileSaysPermissionDenied() throws Exception {
        Path file = Files.writeString(dir.resolve("secret.tabula.json"), zola());
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        assumeTrue(!Files.isReadable(file), "permissions are enforced for this user (not root)");
        assertRefusedByTheCommandLine("zola", file, "permission denied");
    }

    @Test
    void permissionAndInputOutputErrorsSayWhy() {
        // the tests may run as root, for whom no permission is denied: the words are checked here
        assertThat(inWords(new java.nio.file.AccessDeniedException("/x/m.json")).getMessage())
                .isEqualTo("The file m.json cannot be read: permission denied.");
        assertThat(inWords(new java.nio.file.FileSystemException("/x/m.json", null, "Input/output error")).getMessage())
                .isEqualTo("The file m.json cannot be read: Input/output error.");
        assertThat(inWords(new java.io.IOException("Stale file handle\nx")).getMessage())
                .isEqualTo("The file m.json cannot be read: Stale file handle\\nx.");
    }

    private static SaveFileException inWords(java.io.IOException problem) {
        return MatchFiles.inWords("m.json", BoundedFiles.refused(Path.of("/x/m.json"), problem));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"zola", "zodiac", "battlegammon", "zodijak"})
    void aRealFileCutAtAnyPointIsCutOff(String gameId) {
        String whole = realFile(gameId, 12);
        String end = whole.stripTrailing();
        for (int length = 1; length < end.length(); length++) {
            String cut = whole.substring(0, length);
            assertThatThrownBy(() -> CODEC.read(cut)).as("cut after %d characters", length)
                    .isInstanceOf(SaveFileException.class)
                    .hasMessageContaining(cut.isBlank() ? "empty" : "cut off");
        }
    }

    @Test
    void aZolaFileCutAtAnyByteIsCutOffOnTheCommandLine() throws Exception {
        byte[] whole = zola().getBytes(StandardCharsets.UTF_8);
        Path file = dir.resolve("cut.tabula.json");
        for (int length = 1; length < whole.length - 2; length++) {
            Files.write(file, Arrays.copyOf(whole, length));
            assertRefusedByTheCommandLine("zola", file, "cut off");
        }
    }

    @Test
    void aRollThatIsNotTheSeedsIsRefusedNamingTheMove() throws Exception {
        Match match = realMatch("battlegammon", 12);
        List<Move> line = match.line();
        int firstRoll = IntStream.range(0, line.size()).filter(i -> match.stateAt(i).isChance()).findFirst().orElseThrow();
        String rolled = line.get(firstRoll).notation();
        String other = match.stateAt(firstRoll).chanceOutcomes().stream().map(o -> o.move().notation())
                .filter(n -> !n.equals(rolled)).findFirst().orElseThrow();
        String real = CODEC.write(match);
        assertThat(CODEC.read(real).current()).isEqualTo(match.current());

        String edited = real.replaceFirst("\"" + rolled + "\"", "\"" + other + "\"");
        Path file = Files.writeString(dir.resolve("loaded-dice.tabula.json"), edited);
        assertRefusedByTheCommandLine("battlegammon", file,
                "Move " + (firstRoll + 1) + " ('" + other + "') is not what this match's dice give: its seed rolls '"
                        + rolled + "' there");
    }

    private static void assertRefusedByTheCommandLine(String gameId, Path file, String expected) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = TabulaCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute("moves", gameId, "--from", file.toString());
        String message = err.toString();
        assertThat(status).as(message).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(message).startsWith("tabula: ").contains(expected).doesNotContain("Exception")
                .hasLineCount(1).endsWith(System.lineSeparator());
        String line = message.stripTrailing();
        assertThat(line).hasSizeLessThan(400).doesNotContainPattern("[\\p{Cntrl}\\p{Cf}]");
        assertThat(line).as("a message is a sentence").endsWith(".");
    }
}
