package dev.tabula.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.lang.ArchRule;
import dev.tabula.core.State;
import java.util.List;
import java.util.Set;

/**
 * The layers by rule, not by list, so a fifth game's packages are held to them the day they
 * appear: {@link LayeringTest} checks them on the whole code, and the conformance suite checks
 * {@link #FOR_EACH_GAME} on any one game's packages (a game of the test sources too). A <em>game package</em> is any package under {@code dev.tabula} but the shared ones
 * ({@code core}, {@code ai}, {@code learn}, {@code app}, {@code cli}, {@code net}, {@code platform}); its {@code view}
 * subpackages are the game's face, the rest are its rules and knowledge, which run headless
 * (command line, search player, tests). {@code net} (play over a network) is a layer of its own on
 * the core: the app's screens sit on it, and it names neither a screen nor a game.
 */
public final class Layers {
    private static final Set<String> SHARED = Set.of("core", "ai", "learn", "app", "cli", "net", "platform");

    private Layers() {
    }

    /** The first package name under dev.tabula, or "" for the root (the launcher). */
    private static String topPackage(JavaClass type) {
        String name = type.getPackageName();
        if (!name.startsWith("dev.tabula.")) {
            return "";
        }
        String rest = name.substring("dev.tabula.".length());
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }

    private static boolean inGamePackage(JavaClass type) {
        String top = topPackage(type);
        return !top.isEmpty() && !SHARED.contains(top);
    }

    private static boolean isView(JavaClass type) {
        return (type.getPackageName() + ".").contains(".view.");
    }

    private static final DescribedPredicate<JavaClass> GAME_RULES =
            DescribedPredicate.describe("a game's rules (a game package outside its view)",
                    type -> inGamePackage(type) && !isView(type));

    private static final DescribedPredicate<JavaClass> GAME_VIEW =
            DescribedPredicate.describe("a game's view", type -> inGamePackage(type) && isView(type));

    private static final DescribedPredicate<JavaClass> ANY_GAME =
            DescribedPredicate.describe("a game package", Layers::inGamePackage);

    private static final DescribedPredicate<JavaClass> SHARED_LAYER =
            DescribedPredicate.describe("the core, the players, the lessons, the app, the command line, the network or the platform",
                    type -> SHARED.contains(topPackage(type)));

    public static final ArchRule GAME_RULES_NEVER_TOUCH_JAVA_FX_OR_THE_APP = noClasses().that(GAME_RULES)
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "dev.tabula.app..")
            .as("a game's rules and knowledge never use JavaFX or the app");

    public static final ArchRule HEADLESS_LAYERS_NEVER_TOUCH_JAVA_FX_OR_THE_APP = noClasses()
            .that().resideInAnyPackage("dev.tabula.core..", "dev.tabula.ai..", "dev.tabula.learn..", "dev.tabula.cli..",
                    "dev.tabula.net..", "dev.tabula.platform..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "dev.tabula.app..")
            .as("the core, the players, the lessons, the command line, the network and the platform never use JavaFX or the app");

    /**
     * The network layer stands on the core (and may use the platform): it sends views, which the
     * core's codecs write, and never reaches into a player, the command line or a game.
     */
    public static final ArchRule THE_NETWORK_STANDS_ON_THE_CORE_ALONE = noClasses()
            .that().resideInAPackage("dev.tabula.net..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.tabula.ai..", "dev.tabula.cli..", "dev.tabula")
            .as("the network uses the core (and the platform) only");

    /** A game's rules and faces know nothing of the network: the shell connects the two. */
    public static final ArchRule GAMES_NEVER_USE_THE_NETWORK = noClasses().that(ANY_GAME)
            .should().dependOnClassesThat().resideInAPackage("dev.tabula.net..")
            .as("a game's rules and views never use the network");

    public static final ArchRule VIEWS_USE_THE_APP_THROUGH_ITS_SPI_ONLY = noClasses().that(GAME_VIEW)
            .should().dependOnClassesThat(DescribedPredicate.describe("the app outside app.spi",
                    type -> type.getPackageName().startsWith("dev.tabula.app")
                            && !type.getPackageName().startsWith("dev.tabula.app.spi")))
            .as("a game's view depends on the app through app.spi only");

    /**
     * A state that hides something from the table: it has a public view of its own (Zodijak's,
     * without the hands and the stock), where a perfect-information state's public view is itself.
     */
    private static final DescribedPredicate<JavaClass> STATE_WITH_HIDDEN_PARTS =
            DescribedPredicate.describe("a state with hidden information (one that overrides State.publicView)",
                    type -> type.isAssignableTo(State.class) && !type.isInterface()
                            && type.getMethods().stream().anyMatch(method -> method.getName().equals("publicView")
                                    && method.getRawParameterTypes().isEmpty()));

    /**
     * By rule rather than by list of accessors: a face is shown seat views (app.spi's Sight), and
     * a face that named its game's hidden state could only have got one by a cast or a
     * determinization, and could then read every hand.
     */
    public static final ArchRule VIEWS_NEVER_NAME_A_STATE_WITH_HIDDEN_PARTS = noClasses().that(GAME_VIEW)
            .should().dependOnClassesThat(STATE_WITH_HIDDEN_PARTS)
            .as("a game's view never names a state with hidden information: it draws from the seat views it is shown");

    /** The position a perfect-information face holds carries a generator of its own, not the match's. */
    public static final ArchRule VIEWS_ROLL_THROUGH_THE_SHELL = noClasses().that(GAME_VIEW)
            .should().callMethodWhere(DescribedPredicate.describe("State.sampleChance()",
                    (JavaMethodCall call) -> call.getName().equals("sampleChance")
                            && call.getTargetOwner().isAssignableTo(State.class)))
            .as("a game's view rolls the dice through ViewContext.roll(), never from a state it holds");

    public static final ArchRule SHARED_LAYERS_NAME_NO_GAME = noClasses().that(SHARED_LAYER)
            .should().dependOnClassesThat(ANY_GAME)
            .as("the core, the players, the lessons, the app, the command line and the network find games through their registration only");

    // The log set-up is the one exception: when the log file cannot be opened there is no logger
    // left to report that through, so it says so in one line on standard error.
    public static final ArchRule ONLY_THE_COMMAND_LINE_PRINTS = noClasses().that().resideOutsideOfPackage("dev.tabula.cli..")
            .and().doNotHaveFullyQualifiedName("dev.tabula.platform.LogConfigurator")
            .should().accessField(System.class, "out").orShould().accessField(System.class, "err")
            .orShould().callMethod(Throwable.class, "printStackTrace")
            .as("only the command line writes to standard output or error; the rest logs through SLF4J");

    /**
     * The rules that hold a game's own packages (rules, knowledge, view) whatever else is on the
     * class path; each passes where a game has no package of the kind it names (no view, say).
     */
    public static final List<ArchRule> FOR_EACH_GAME = List.of(
            GAME_RULES_NEVER_TOUCH_JAVA_FX_OR_THE_APP.allowEmptyShould(true),
            VIEWS_USE_THE_APP_THROUGH_ITS_SPI_ONLY.allowEmptyShould(true),
            VIEWS_NEVER_NAME_A_STATE_WITH_HIDDEN_PARTS.allowEmptyShould(true),
            VIEWS_ROLL_THROUGH_THE_SHELL.allowEmptyShould(true),
            GAMES_NEVER_USE_THE_NETWORK.allowEmptyShould(true),
            ONLY_THE_COMMAND_LINE_PRINTS.allowEmptyShould(true));
}
