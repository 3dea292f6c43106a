package dev.tabula.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
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
        Path folder = dir.resolve("linux-aarch64");

        assertThat(BundledNatives.unpack(jar, "linux-aarch64", folder)).isTrue();

        assertThat(Files.readString(folder.resolve("libglass.so"))).isEqualTo("arm64");
        try (var files = Files.list(folder)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrder("libglass.so", BundledNatives.COMPLETE);
        }
    }

    @Test
    void aJarWithoutThisSystemsNativesUnpacksNothing() throws IOException {
        Path jar = jar(Map.of("natives/linux/libglass.so", "x64"));

        assertThat(BundledNatives.unpack(jar, "mac", dir.resolve("mac"))).isFalse();
        assertThat(dir.resolve("mac")).doesNotExist();
    }

    @Test
    void eachJavaFxVersionHasAFolderOfItsOwn() {
        assertThat(BundledNatives.cacheFolder(dir, "mac", "21.0.11"))
                .isNotEqualTo(BundledNatives.cacheFolder(dir, "mac", "22.0.1"))
                .isNotEqualTo(BundledNatives.cacheFolder(dir, "mac-aarch64", "21.0.11"));
    }

    @Test
    void theFolderIsMarkedCompleteOnlyOnceEveryFileIsIn() throws IOException {
        Path jar = jar(Map.of("natives/linux/libglass.so", "x64", "natives/linux/libprism_sw.so", "sw"));
        Path folder = dir.resolve("linux");

        BundledNatives.unpack(jar, "linux", folder);

        assertThat(folder.resolve(BundledNatives.COMPLETE)).isRegularFile();
        assertThat(Files.readString(folder.resolve("libprism_sw.so"))).isEqualTo("sw");
        try (var files = Files.list(folder)) {
            assertThat(files).noneMatch(file -> file.toString().endsWith(".part"));
        }
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
