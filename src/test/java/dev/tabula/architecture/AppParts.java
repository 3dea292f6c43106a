package dev.tabula.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.List;
import java.util.Set;

/**
 * The parts of {@code dev.tabula.app}, by rule: the root package ({@code dev.tabula.app} itself) is
 * the composition root, which builds the parts and hands each the narrow context it needs; a
 * <em>shared part</em> is one of {@link #SHARED_PARTS}; every other subpackage of the app is a
 * <em>screen</em> (today {@code match}, {@code picker} and {@code lesson}), so a new screen is held the day it
 * appears. {@link AppPartsTest} checks them on the code and shows each one refusing a planted
 * back-import.
 */
public final class AppParts {
    /** The parts the screens build on; they name no screen. */
    static final Set<String> SHARED_PARTS =
            Set.of("common", "table", "settings", "records", "rules", "files", "computer", "spi", "fonts", "review",
                    "markdown", "sound");

    private static final String APP = "dev.tabula.app";

    private AppParts() {
    }

    /** The app's subpackage a class is in ("match" for dev.tabula.app.match.x), or "" outside them. */
    static String part(JavaClass type) {
        String name = type.getPackageName();
        if (!name.startsWith(APP + ".")) {
            return "";
        }
        String rest = name.substring(APP.length() + 1);
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }

    private static boolean inScreen(JavaClass type) {
        String part = part(type);
        return !part.isEmpty() && !SHARED_PARTS.contains(part);
    }

    private static final DescribedPredicate<JavaClass> A_PART = DescribedPredicate.describe(
            "a part of the app (a subpackage of dev.tabula.app)", type -> !part(type).isEmpty());

    private static final DescribedPredicate<JavaClass> A_SHARED_PART = DescribedPredicate.describe(
            "a shared part of the app " + SHARED_PARTS, type -> SHARED_PARTS.contains(part(type)));

    private static final DescribedPredicate<JavaClass> A_SCREEN = DescribedPredicate.describe(
            "a screen (a subpackage of dev.tabula.app that is not a shared part)", AppParts::inScreen);

    public static final ArchRule NO_PART_USES_THE_ROOT = noClasses().that(A_PART)
            .should().dependOnClassesThat().resideInAPackage(APP)
            .as("no part of the app uses the composition root (dev.tabula.app): it is given a context instead");

    public static final ArchRule SHARED_PARTS_USE_NO_SCREEN = noClasses().that(A_SHARED_PART)
            .should().dependOnClassesThat(A_SCREEN)
            .as("the app's shared parts use no screen");

    private static final ArchCondition<JavaClass> USE_NO_OTHER_SCREEN = new ArchCondition<>("use no other screen") {
        @Override
        public void check(JavaClass type, ConditionEvents events) {
            String own = part(type);
            for (Dependency dependency : type.getDirectDependenciesFromSelf()) {
                JavaClass target = dependency.getTargetClass();
                if (inScreen(target) && !part(target).equals(own)) {
                    events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
                }
            }
        }
    };

    public static final ArchRule SCREENS_DO_NOT_USE_EACH_OTHER = classes().that(A_SCREEN)
            .should(USE_NO_OTHER_SCREEN)
            .as("a screen of the app uses no other screen: the root leads from one to the other");

    public static final List<ArchRule> ALL = List.of(NO_PART_USES_THE_ROOT, SHARED_PARTS_USE_NO_SCREEN,
            SCREENS_DO_NOT_USE_EACH_OTHER);
}
