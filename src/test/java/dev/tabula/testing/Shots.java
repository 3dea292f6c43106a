package dev.tabula.testing;

import java.nio.file.Path;

/**
 * Where the screenshot writers (the {@code *Screenshots} classes, run by
 * {@code mvn -B -Pscreenshots test}, never by the suite) put their pictures: all under
 * {@code target/screenshots}. {@code docs/} there mirrors the repository's {@code docs/}, so that
 * copying it over refreshes the pictures of the README and the rules pages.
 */
public final class Shots {
    /** The one folder of every picture ({@code -Dscreenshots.dir} moves it). */
    public static final Path ROOT = Path.of(System.getProperty("screenshots.dir", "target/screenshots"));
    /** The pictures that docs/screenshots shows. */
    public static final Path DOCS_SCREENSHOTS = ROOT.resolve("docs").resolve("screenshots");
    /** The pictures of docs/rules. */
    public static final Path DOCS_RULES = ROOT.resolve("docs").resolve("rules");
    /** More moments to judge by eye (dialogs, rules windows, other languages), kept out of the docs. */
    public static final Path REVIEW = ROOT.resolve("review");

    private Shots() {
    }
}
