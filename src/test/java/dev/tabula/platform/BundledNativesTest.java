package dev.tabula.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundledNativesTest {
    @TempDir
    Path dir;

    @Test
    void eachDesktopHasTheClassifierOfItsJavaFxBuild() {
        assertThat(BundledNatives.classifier("Linux", "amd64")).contains("linux");
        assertThat(BundledNatives.classifier("Linux", "aarch64")).contains("linux-aarch64");
        assertThat(BundledNatives.classifier("Mac OS X", "x86_64")).contains("mac");
        assertThat(BundledNatives.classifier("Mac OS X", "aarch64")).contains("mac-aarch64");
        // Windows' DLLs sit at the jar's root, where JavaFX finds them by itself
        assertThat(BundledNatives.classifier("Windows 11", "amd64")).isEmpty();
    }

    @Test
    void onlyThisSystemsFolderIsUnpacked() throws IOException {
        Path jar = jar(Map.of("natives/linux/libglass.so", "x64", "natives/linux-aarch64/libglass.so", "arm64",
                "libglass.dll", "windows"));

        Path folder = BundledNatives.extract(jar, "linux-aarch64", dir.resolve("cache")).orElseThrow();

        assertThat(Files.readString(folder.resolve("libglass.so"))).isEqualTo("arm64");
        try (var files = Files.list(folder)) {
            assertThat(files).hasSize(1);
        }
    }

    @Test
    void unpackedFilesAreKeptForTheNextStart() throws IOException {
        Path jar = jar(Map.of("natives/linux/libglass.so", "x64"));
        Path folder = BundledNatives.extract(jar, "linux", dir.resolve("cache")).orElseThrow();
        FileTime first = FileTime.fromMillis(0);
        Files.setLastModifiedTime(folder.resolve("libglass.so"), first);

        assertThat(BundledNatives.extract(jar, "linux", dir.resolve("cache"))).contains(folder);
        assertThat(Files.getLastModifiedTime(folder.resolve("libglass.so"))).isEqualTo(first);
    }

    @Test
    void otherNativesGetAnotherFolder() throws IOException {
        Path older = BundledNatives.extract(jar(Map.of("natives/mac/libglass.dylib", "21")), "mac", dir).orElseThrow();
        Path newer = BundledNatives.extract(jar(Map.of("natives/mac/libglass.dylib", "22")), "mac", dir).orElseThrow();

        assertThat(newer).isNotEqualTo(older);
        assertThat(Files.readString(older.resolve("libglass.dylib"))).isEqualTo("21");
    }

    @Test
    void aJarWithoutNativesLeavesJavaFxToFindItsOwn() throws IOException {
        assertThat(BundledNatives.extract(jar(Map.of("dev/tabula/Launcher.class", "")), "linux", dir))
                .isEqualTo(Optional.empty());
    }

    private Path jar(Map<String, String> entries) throws IOException {
        Path jar = Files.createTempFile(dir, "test", ".jar");
        try (OutputStream file = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(file)) {
            for (var entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return jar;
    }
}
