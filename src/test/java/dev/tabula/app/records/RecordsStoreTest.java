package dev.tabula.app.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The records file: written atomically through the store and read back the same; a file that
 * cannot be read is set aside under a new name (never deleted) and counting starts afresh; a
 * failed write reaches the listener.
 */
class RecordsStoreTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-12-01T14:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private Path file() {
        return dir.resolve("records.json");
    }

    private RecordsStore store(RecordsStore.Writes writes, List<IOException> failures) {
        RecordsStore store = new RecordsStore(file(), RecordsStore.load(file(), CLOCK), writes, Runnable::run,
                Runnable::run);
        store.setListener(failures::add, () -> { });
        return store;
    }

    private static Match resigned(long seed) {
        Match match = RecordsTest.match("battlegammon", seed, Seat.person("Anna"), Seat.computer("C", "easy"));
        match.resign(0);
        return match;
    }

    @Test
    void recordsAreWrittenAndReadBackTheSame() {
        RecordsStore store = store(Files::writeString, new ArrayList<>());
        store.matchEnded(resigned(1));
        store.matchEnded(resigned(2));

        RecordsStore.Loaded again = RecordsStore.load(file(), CLOCK);

        assertThat(again.setAside()).isEmpty();
        assertThat(again.records()).isEqualTo(store.records());
        assertThat(again.records().rows().get(0).resigned()).isEqualTo(2);
        assertThat(RecordsFile.write(again.records())).isEqualTo(RecordsFile.write(store.records()));
    }

    @Test
    void noFileIsNoRecordsYet() {
        RecordsStore.Loaded loaded = RecordsStore.load(file(), CLOCK);
        assertThat(loaded.records()).isEqualTo(Records.empty());
        assertThat(loaded.setAside()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"format\": \"tabula-records\", \"version\": 1, \"rows\": [",
        "not json at all",
        "[1, 2, 3]",
        "{\"format\": \"something-else\", \"version\": 1, \"rows\": [], \"counted\": []}",
        "{\"format\": \"tabula-records\", \"version\": 2, \"rows\": [], \"counted\": []}",
        "{\"format\": \"tabula-records\", \"version\": \"1\", \"rows\": [], \"counted\": []}",
        "{\"format\": \"tabula-records\", \"version\": 1, \"rows\": [], \"counted\": []} trailing",
        "{\"format\": \"tabula-records\", \"version\": 1, \"version\": 1, \"rows\": [], \"counted\": []}",
        "{\"format\": \"tabula-records\", \"version\": 1, \"rows\": [{\"name\": \"A\", \"game\": \"zola\", \"played\": -1,"
                + " \"won\": 0, \"shared\": 0, \"lost\": -1, \"resigned\": 0, \"against\": {}}], \"counted\": []}",
        "{\"format\": \"tabula-records\", \"version\": 1, \"rows\": [{\"name\": \"A\", \"game\": \"zola\", \"played\": \"1\","
                + " \"won\": 1, \"shared\": 0, \"lost\": 0, \"resigned\": 0, \"against\": {}}], \"counted\": []}",
        "{\"format\": \"tabula-records\", \"version\": 1, \"rows\": [{\"name\": \"A\", \"game\": \"zola\", \"played\": 1,"
                + " \"won\": 1, \"shared\": 0, \"lost\": 0, \"resigned\": 0, \"against\": {\"godlike\":"
                + " {\"played\": 1, \"won\": 1, \"shared\": 0, \"lost\": 0}}}], \"counted\": []}",
        "{\"format\": \"tabula-records\", \"version\": 1, \"rows\": [{\"name\": \" \", \"game\": \"zola\", \"played\": 0,"
                + " \"won\": 0, \"shared\": 0, \"lost\": 0, \"resigned\": 0, \"against\": null}], \"counted\": []}",
        "{\"format\": \"tabula-records\", \"version\": 1, \"rows\": null, \"counted\": []}",
    })
    void anUnreadableFileIsSetAsideAndCountingStartsAfresh(String content) throws IOException {
        Files.writeString(file(), content);

        RecordsStore.Loaded loaded = RecordsStore.load(file(), CLOCK);

        assertThat(loaded.records()).isEqualTo(Records.empty());
        Path aside = dir.resolve("records.unreadable-20261201-140000.json");
        assertThat(loaded.setAside()).contains(aside);
        assertThat(aside).hasContent(content);
        assertThat(file()).doesNotExist();
    }

    @Test
    void aHugeOrBinaryFileIsSetAsideWithoutBeingRead() throws IOException {
        try (RandomAccessFile huge = new RandomAccessFile(file().toFile(), "rw")) {
            huge.setLength(RecordsFile.MAX_BYTES + 1); // sparse: no disk used
        }
        assertThat(RecordsStore.load(file(), CLOCK).setAside()).isPresent();

        Files.write(file(), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
        assertThat(RecordsStore.load(file(), CLOCK).setAside()).isPresent();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString()).filter(f -> f.startsWith("records.unreadable-")))
                    .as("the second file set aside keeps the first").containsExactlyInAnyOrder(
                            "records.unreadable-20261201-140000.json", "records.unreadable-20261201-140000-2.json");
        }
    }

    @Test
    void aFolderWhereTheFileShouldBeIsSetAsideToo() throws IOException {
        Files.createDirectory(file());
        assertThat(RecordsStore.load(file(), CLOCK).setAside()).isPresent();
    }

    @Test
    void aFailedWriteReachesTheListenerAndTheNextChangeTriesAgain() {
        List<IOException> failures = new ArrayList<>();
        boolean[] full = {true};
        RecordsStore store = store((path, content) -> {
            if (full[0]) {
                throw new FileSystemException(path.toString(), null, "No space left on device");
            }
            Files.writeString(path, content, StandardCharsets.UTF_8);
        }, failures);

        store.matchEnded(resigned(1));

        assertThat(failures).hasSize(1);
        assertThat(failures.get(0)).hasMessageContaining("No space left on device");
        assertThat(file()).doesNotExist();
        full[0] = false;
        store.matchEnded(resigned(2));
        assertThat(RecordsStore.load(file(), CLOCK).records().rows().get(0).played()).isEqualTo(2);
    }

    @Test
    void clearingForgetsEveryRecord() {
        RecordsStore store = store(Files::writeString, new ArrayList<>());
        store.matchEnded(resigned(1));

        store.clear();

        assertThat(store.records()).isEqualTo(Records.empty());
        assertThat(RecordsStore.load(file(), CLOCK).records()).isEqualTo(Records.empty());
    }

    /** The folder refuses the rename: the unreadable file stays as it is, and no result is written over it. */
    @Test
    void anUnreadableFileThatCannotBeSetAsideIsNeverWrittenOver() throws IOException {
        Files.writeString(file(), "{\"format\": \"tabula-records\", \"vers");
        RecordsStore.Loaded loaded = RecordsStore.load(file(), CLOCK, (from, to) -> {
            throw new java.nio.file.AccessDeniedException(from.toString());
        });
        assertThat(loaded.writable()).isFalse();
        assertThat(loaded.setAside()).isEmpty();
        List<Path> written = new ArrayList<>();
        RecordsStore store = new RecordsStore(file(), loaded, (path, text) -> written.add(path), Runnable::run,
                Runnable::run);
        store.matchEnded(resigned(1));
        assertThat(written).isEmpty();
        assertThat(file()).hasContent("{\"format\": \"tabula-records\", \"vers");
        assertThat(store.records().rows()).as("nothing counted this run, as the notice says").isEmpty();
    }
}
