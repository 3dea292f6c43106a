package dev.tabula;

import dev.tabula.cli.TabulaCli;
import dev.tabula.platform.BundledNatives;
import dev.tabula.platform.FinderOpenFiles;
import dev.tabula.platform.OpenRequests;
import dev.tabula.platform.SingleInstance;
import dev.tabula.platform.UserDirectories;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;

/**
 * The entry point of the jar and of the release image. With no arguments it opens the app; with one
 * argument that names a match file ({@code Tabula my.tabula.json}, what a double-click on a saved
 * match runs) it opens the app on that match; with anything else it runs the command line
 * ({@code games}, {@code perft}, {@code --version}, ...).
 *
 * <p>One Tabula runs per player: a start that finds one running hands it the file and exits
 * ({@link SingleInstance}). On macOS the Finder sends a double-clicked file as an event instead
 * ({@link FinderOpenFiles}), to the running app if there is one.
 *
 * <p>It must not extend {@code javafx.application.Application}: launching such a class straight
 * from a fat jar fails with "JavaFX runtime components are missing".
 */
public final class Launcher {
    static final String MATCH_FILE_ENDING = ".tabula.json";

    private Launcher() {
    }

    public static void main(String[] args) {
        // before the first logger exists: Logback reads this property for its log file
        System.setProperty("tabula.logDir", UserDirectories.logDirectory().toString());
        Optional<Path> file = matchFile(args);
        if (args.length == 0 || file.isPresent()) {
            openApp(file.isPresent() ? Optional.of(file.get().toAbsolutePath()) : file);
        } else {
            System.exit(TabulaCli.run(args));
        }
    }

    /**
     * The match file the arguments name, if they are exactly one that is not a command or an option and
     * either ends in {@code .tabula.json} or is an existing file (a renamed save, a file manager's copy).
     */
    static Optional<Path> matchFile(String... args) {
        if (args.length != 1 || args[0].isBlank() || args[0].startsWith("-") || commandNames().contains(args[0])) {
            return Optional.empty();
        }
        try {
            Path path = Path.of(args[0]);
            return args[0].endsWith(MATCH_FILE_ENDING) || Files.isRegularFile(path) ? Optional.of(path) : Optional.empty();
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /** The command line's subcommands and their aliases, read from its declaration. */
    private static Set<String> commandNames() {
        return Arrays.stream(TabulaCli.class.getAnnotation(Command.class).subcommands())
                .map(command -> command.getAnnotation(Command.class))
                .flatMap(command -> Stream.concat(Stream.of(command.name()), Arrays.stream(command.aliases())))
                .collect(Collectors.toSet());
    }

    private static void openApp(Optional<Path> file) {
        Path data = UserDirectories.dataDirectory();
        Optional<SingleInstance> instance;
        try {
            instance = SingleInstance.claim(data);
        } catch (UncheckedIOException e) {
            LoggerFactory.getLogger(Launcher.class).warn("running without the one-Tabula-per-player check", e);
            instance = Optional.empty();
        }
        if (instance.isEmpty() && SingleInstance.handOver(data, file)) {
            return;                             // the running Tabula opens it
        }
        OpenRequests requests = OpenRequests.forThisProcess();
        if (file.isPresent()) {
            requests.offer(file);
        }
        if (instance.isPresent()) {
            instance.get().serve(requests::offer);
        }
        FinderOpenFiles.listen(requests);      // macOS: a double-click arrives as an event, not an argument
        BundledNatives.prepare();
        dev.tabula.app.TabulaApp.launch();
    }
}
