package dev.tabula.app;

import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.settings.Settings;
import dev.tabula.app.settings.SettingsStore;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.records.RecordsStore;
import dev.tabula.testing.HostileFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Promise: the app starts whatever its data folder holds. Every file the start reads (the
 * settings, the records, the matches in progress and their notes, the running marker) may be a
 * pipe with no writer, a folder, a link to a device, a huge file or a loop of links: each is refused
 * before it is opened (a pipe would block the open for ever) and falls back to its default, and the
 * records that could not be read are set aside, never written over.
 */
class StartUpFilesTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC);

    @TempDir
    Path home;

    @ParameterizedTest
    @EnumSource(HostileFile.class)
    void theSettingsFallBackToTheirDefaults(HostileFile kind) {
        Path file = kind.at(home.resolve("settings.json"));
        Settings loaded = new SettingsStore(file).load();
        Settings defaults = new Settings();
        assertThat(loaded.theme).isEqualTo(defaults.theme);
        assertThat(loaded.windowWidth).isEqualTo(defaults.windowWidth);
        assertThat(loaded.recentFiles).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(HostileFile.class)
    void theRecordsAreSetAsideBesideAndCountingStartsAfresh(HostileFile kind) {
        Path file = kind.at(home.resolve("records.json"));
        RecordsStore.Loaded loaded = RecordsStore.load(file, CLOCK);
        assertThat(loaded.records().rows()).isEmpty();
        assertThat(loaded.setAside()).isPresent();
        Path aside = loaded.setAside().orElseThrow();
        assertThat(aside.getParent()).isEqualTo(home);
        assertThat(aside.getFileName().toString()).startsWith("records.unreadable-20260102-030405");
        assertThat(Files.exists(aside, LinkOption.NOFOLLOW_LINKS)).as("kept beside").isTrue();
        assertThat(Files.exists(file, LinkOption.NOFOLLOW_LINKS)).as("out of the way").isFalse();
    }

    @ParameterizedTest
    @EnumSource(HostileFile.class)
    void aMatchInProgressIsListedAsBrokenWithItsReason(HostileFile kind) {
        kind.at(home.resolve("matches").resolve("hostile.tabula.json"));
        List<InProgress.Entry> entries = inProgress().list();
        if (kind == HostileFile.FOLDER) {
            assertThat(entries).as("a folder is no match in progress: Remove could not take it away").isEmpty();
            return;
        }
        assertThat(entries).hasSize(1);
        assertThat(entries.get(0).broken()).isTrue();
        assertThat(entries.get(0).problem().getMessage()).startsWith("The ");
    }

    @ParameterizedTest
    @EnumSource(HostileFile.class)
    void aNoteIsIgnoredAndItsMatchStillContinues(HostileFile kind) throws IOException {
        Path matches = Files.createDirectories(home.resolve("matches"));
        Files.writeString(matches.resolve("kept.tabula.json"), zola());
        kind.at(matches.resolve("kept.note.json"));
        List<InProgress.Entry> entries = inProgress().list();
        assertThat(entries).hasSize(1);
        assertThat(entries.get(0).broken()).isFalse();
        assertThat(entries.get(0).sourceFile()).isNull();
    }

    @ParameterizedTest
    @EnumSource(HostileFile.class)
    void theMatchesFolderItselfIsNoMatch(HostileFile kind) {
        if (kind == HostileFile.FOLDER) {
            return; // a folder is what it should be
        }
        kind.at(home.resolve("matches"));
        assertThat(inProgress().list()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(HostileFile.class)
    void aRunningMarkerThatCannotBeReadSaysACrashWithoutNamingAMatch(HostileFile kind) {
        kind.at(home.resolve("running.marker"));
        assertThat(new DataFolder(home).crashedRun()).contains("");
    }

    /** All of them at once, as the start meets them: it prepares the first screen with the defaults. */
    @ParameterizedTest
    @EnumSource(HostileFile.class)
    void theStartPreparesTheFirstScreenWhateverTheFolderHolds(HostileFile kind) {
        for (String name : List.of("settings.json", "records.json", "running.marker", "autosave.tabula.json",
                "matches/hostile.tabula.json", "matches/hostile.note.json")) {
            kind.at(home.resolve(name));
        }
        Startup startup = Startup.prepare(new DataFolder(home));
        assertThat(startup.settings().recentFiles).isEmpty();
        assertThat(startup.records().records().rows()).isEmpty();
        List<InProgress.Entry> entries = startup.inProgress().list();
        assertThat(entries).allMatch(InProgress.Entry::broken);
        assertThat(entries.isEmpty()).as("only a folder is not listed").isEqualTo(kind == HostileFile.FOLDER);
        // an older version's huge autosave is a regular file: it moves into a slot of its own, the one it crashed in
        assertThat(startup.crashed().orElseThrow()).isIn(
                java.util.stream.Stream.concat(java.util.stream.Stream.of(""), entries.stream().map(e -> e.slot().id()))
                        .toList());
    }

    private InProgress inProgress() {
        return new InProgress(home.resolve("matches"),
                new dev.tabula.core.save.MatchCodec(dev.tabula.core.GameCatalog.installed()));
    }

    static String zola() {
        try (InputStream save = StartUpFilesTest.class.getResourceAsStream("/saves/zola-v1.tabula.json")) {
            return new String(save.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
