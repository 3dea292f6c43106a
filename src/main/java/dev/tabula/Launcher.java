package dev.tabula;

import dev.tabula.cli.TabulaCli;
import dev.tabula.platform.BundledNatives;
import dev.tabula.platform.UserDirectories;

/**
 * The jar's entry point. With no arguments it opens the app; with any argument it runs the
 * command line ({@code games}, {@code perft}, {@code --version}, ...).
 *
 * <p>It must not extend {@code javafx.application.Application}: launching such a class straight
 * from a fat jar fails with "JavaFX runtime components are missing".
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        // before the first logger exists: Logback reads this property for its log file
        System.setProperty("tabula.logDir", UserDirectories.logDirectory().toString());
        if (args.length == 0) {
            BundledNatives.prepare();
            dev.tabula.app.TabulaApp.launch(args);
        } else {
            System.exit(TabulaCli.run(args));
        }
    }
}
