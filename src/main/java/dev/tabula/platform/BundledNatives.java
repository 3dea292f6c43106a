package dev.tabula.platform;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Hands JavaFX the native libraries of this computer from the one jar that carries every desktop's.
 *
 * <p>JavaFX looks for its natives at the root of its jar, by name only ({@code /libglass.so}); the
 * Linux x64 and arm64 builds, like the two macOS builds, use the same names, so the fat jar keeps
 * them apart in {@code natives/<classifier>/} (Windows has one build, whose DLLs stay at the root).
 * Before JavaFX starts, the folder for this system is copied out once, into a cache folder named
 * after the JavaFX version, and put first on {@code java.library.path}, which JavaFX searches next: it
 * then loads them from there by their full paths. Without such a folder (the release image, whose
 * runtime holds JavaFX's natives itself, or a class-path run in the IDE) nothing happens.
 */
public final class BundledNatives {
    static final String FOLDER = "natives/";
    /** The JavaFX version of the natives, written beside them by the build (pom.xml, the antrun step). */
    static final String VERSION_FILE = FOLDER + "javafx.version";
    static final String COMPLETE = "complete";

    private BundledNatives() {
    }

    /** JavaFX's name for this system's build (its Maven classifier), or empty on Windows and others. */
    static Optional<String> classifier(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        boolean arm = osArch.equals("aarch64") || osArch.equals("arm64");
        if (os.contains("mac") || os.contains("darwin")) {
            return Optional.of(arm ? "mac-aarch64" : "mac");
        }
        if (os.contains("linux")) {
            return Optional.of(arm ? "linux-aarch64" : "linux");
        }
        return Optional.empty();
    }

    /** Makes this system's natives from the running jar available to JavaFX, if the jar has them. */
    public static void prepare() {
        try {
            Optional<String> classifier = classifier(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
            Optional<String> version = classifier.flatMap(BundledNatives::bundledVersion);
            if (version.isEmpty()) {
                return;                         // not the fat jar, or Windows: JavaFX finds its natives itself
            }
            Path cacheRoot = Path.of(System.getProperty("javafx.cachedir",
                    Path.of(System.getProperty("user.home"), ".openjfx", "cache").toString()));
            Path folder = cacheFolder(cacheRoot, classifier.get(), version.get());
            // after the first start only this look: the jar is not read again
            boolean ready = Files.isRegularFile(folder.resolve(COMPLETE))
                    || runningJar().map(jar -> unpack(jar, classifier.get(), folder)).orElse(false);
            if (ready) {
                putFirstOnLibraryPath(folder);
            }
        } catch (UncheckedIOException e) {
            // JavaFX then says itself that it cannot load its libraries; this says why
            org.slf4j.LoggerFactory.getLogger(BundledNatives.class).error("cannot unpack JavaFX's native libraries", e);
        }
    }

    /** The JavaFX version of the natives the running jar carries for {@code classifier}, if it carries them. */
    private static Optional<String> bundledVersion(String classifier) {
        if (BundledNatives.class.getResource("/" + FOLDER + classifier + "/") == null) {
            return Optional.empty();
        }
        try (InputStream in = BundledNatives.class.getResourceAsStream("/" + VERSION_FILE)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where a JavaFX version's natives for {@code classifier} are unpacked: a folder for each. */
    static Path cacheFolder(Path cacheRoot, String classifier, String javafxVersion) {
        return cacheRoot.resolve("tabula-" + classifier + "-" + javafxVersion);
    }

    /**
     * Copies {@code natives/<classifier>/*} of {@code jar} into {@code folder} and marks it complete;
     * false if the jar has no such natives.
     */
    static boolean unpack(Path jar, String classifier, Path folder) {
        String prefix = FOLDER + classifier + "/";
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            List<ZipEntry> entries = new ArrayList<>();
            for (ZipEntry entry : Collections.list(zip.entries())) {
                if (!entry.isDirectory() && entry.getName().startsWith(prefix)
                        && entry.getName().indexOf('/', prefix.length()) < 0) {
                    entries.add(entry);
                }
            }
            if (entries.isEmpty()) {
                return false;
            }
            Files.createDirectories(folder);
            for (ZipEntry entry : entries) {
                // written beside, then moved: a second Tabula starting at the same moment never loads half a file
                Path target = folder.resolve(entry.getName().substring(prefix.length()));
                Path part = Files.createTempFile(folder, target.getFileName().toString(), ".part");
                try (InputStream in = zip.getInputStream(entry)) {
                    Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
                }
                Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
            Files.writeString(folder.resolve(COMPLETE), entries.size() + " files from " + jar + "\n");
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack JavaFX's native libraries from " + jar + " into " + folder, e);
        }
    }

    private static void putFirstOnLibraryPath(Path folder) {
        String path = System.getProperty("java.library.path", "");
        System.setProperty("java.library.path",
                path.isEmpty() ? folder.toString() : folder + java.io.File.pathSeparator + path);
    }

    /** The jar this class was loaded from, if it was loaded from a jar. */
    private static Optional<Path> runningJar() {
        CodeSource source = BundledNatives.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return Optional.empty();
        }
        try {
            Path path = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(path) ? Optional.of(path) : Optional.empty();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
