package dev.tabula.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;

/**
 * The computer players and the games start no thread of their own: whatever they do in the
 * background (root-parallel searches, Zodiac's solve, the Zodiac view's move values, the arena's
 * games) runs on an executor their maker hands them, so that the app owns its threads and a test
 * can run the work at once or step it by hand. Held by rule, so a fifth game is held to it too.
 */
@AnalyzeClasses(packages = "dev.tabula", importOptions = ImportOption.DoNotIncludeTests.class)
class OwnThreadsTest {
    /**
     * The packages under dev.tabula that may own threads: the shell, the command line, the
     * platform, and the network layer, whose libraries run I/O threads of their own anyway and whose
     * calls that block on the network must not hold up the match's executor.
     */
    private static final Set<String> THREAD_OWNERS = Set.of("app", "cli", "net", "platform");

    private static final DescribedPredicate<JavaClass> PLAYERS_AND_GAMES =
            DescribedPredicate.describe("the players or a game", type -> {
                String name = type.getPackageName();
                if (!name.startsWith("dev.tabula.")) {
                    return false;
                }
                String top = name.substring("dev.tabula.".length()).split("\\.")[0];
                return !top.equals("core") && !THREAD_OWNERS.contains(top);
            });

    /** A call that runs work on a thread the caller did not get from anyone: a new one, or a shared pool. */
    private static final DescribedPredicate<JavaCall<?>> STARTS_ITS_OWN_THREAD =
            DescribedPredicate.describe("a new thread, an executor made by Executors, the common pool or a parallel stream",
                    call -> {
                        JavaClass owner = call.getTargetOwner();
                        String method = call.getName();
                        boolean withoutExecutor = call.getTarget().getRawParameterTypes().stream()
                                .noneMatch(type -> type.isAssignableTo(Executor.class));
                        return owner.isAssignableTo(Thread.class) && method.equals("<init>")
                                || owner.isEquivalentTo(Executors.class)
                                || owner.isEquivalentTo(ForkJoinPool.class) && method.equals("commonPool")
                                || owner.isEquivalentTo(CompletableFuture.class) && method.endsWith("Async") && withoutExecutor
                                || method.equals("parallel") || method.equals("parallelStream");
                    });

    @ArchTest
    static final ArchRule playersAndGamesRunBackgroundWorkOnTheExecutorTheyAreGiven = noClasses()
            .that(PLAYERS_AND_GAMES)
            .should().callCodeUnitWhere(STARTS_ITS_OWN_THREAD)
            .as("the players and the games start no thread of their own: background work runs on an executor they are given");
}
