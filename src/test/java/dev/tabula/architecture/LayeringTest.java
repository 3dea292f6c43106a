package dev.tabula.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The rules layer never depends on JavaFX or on the app: the core and every game's rules
 * package run headless (command line, search player, tests). Views live in {@code <game>.view}.
 */
@AnalyzeClasses(packages = "dev.tabula", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringTest {

    /** Packages of rules: the core, the games, the players, the command line — anything but views and the app. */
    private static final String[] RULES = {"dev.tabula.core..", "dev.tabula.cli..", "dev.tabula.ai..",
        "dev.tabula.zola", "dev.tabula.zola.ai..", "dev.tabula.zodiac", "dev.tabula.zodiac.solve..",
        "dev.tabula.zodiac.ai..", "dev.tabula.battlegammon", "dev.tabula.battlegammon.ai..",
        "dev.tabula.zodijak", "dev.tabula.zodijak.ai..", "dev.tabula.platform.."};

    @ArchTest
    static final ArchRule rulesNeverTouchJavaFx = noClasses().that().resideInAnyPackage(RULES)
            .should().dependOnClassesThat().resideInAnyPackage("javafx..")
            .as("the core, the rules, the players and the command line never use JavaFX");

    @ArchTest
    static final ArchRule rulesNeverTouchTheApp = noClasses().that().resideInAnyPackage(RULES)
            .should().dependOnClassesThat().resideInAnyPackage("dev.tabula.app..")
            .as("the rules never depend on the app");

    @ArchTest
    static final ArchRule theCoreNamesNoGame = noClasses().that().resideInAPackage("dev.tabula.core..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.tabula.zola..", "dev.tabula.zodiac..",
                    "dev.tabula.battlegammon..", "dev.tabula.zodijak..")
            .as("the core knows no game");

    @ArchTest
    static final ArchRule theShellNamesNoGame = noClasses().that().resideInAPackage("dev.tabula.app..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.tabula.zola..", "dev.tabula.zodiac..",
                    "dev.tabula.battlegammon..", "dev.tabula.zodijak..")
            .as("the shell finds games through their registration only");
}
