package dev.tabula.conformance;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.lang.ArchRule;
import dev.tabula.architecture.Layers;
import dev.tabula.core.Game;
import java.util.Set;
import java.util.TreeSet;

/**
 * The layers ({@link Layers#FOR_EACH_GAME}) on the packages of one game: the package of its
 * {@code Game} and of its states, with their subpackages (its knowledge, its view). For an
 * installed game its main classes only, as {@code LayeringTest} sees them; for a game that lives in
 * the test sources, those.
 */
final class LayeringCheck {
    private LayeringCheck() {
    }

    static void layering(Game game, KnownFacts facts) {
        Set<String> packages = new TreeSet<>();
        packages.add(game.getClass().getPackageName());
        for (var setup : RandomGames.setups(game, facts)) {
            packages.add(game.start(setup).getClass().getPackageName());
        }
        boolean fromTests = isTestClass(game.getClass());
        ImportOption scope = fromTests ? location -> true : new ImportOption.DoNotIncludeTests();
        JavaClasses classes = new ClassFileImporter().withImportOption(scope)
                .importPackages(packages.toArray(String[]::new));
        for (ArchRule rule : Layers.FOR_EACH_GAME) {
            try {
                rule.check(classes);
            } catch (AssertionError e) {
                throw new AssertionError(game.info().id() + " " + packages + ": " + e.getMessage(), e);
            }
        }
    }

    private static boolean isTestClass(Class<?> type) {
        var source = type.getProtectionDomain().getCodeSource();
        return source != null && !new ImportOption.DoNotIncludeTests().includes(
                Location.of(source.getLocation()));
    }
}
