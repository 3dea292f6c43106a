package dev.tabula.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The {@link Layers} on the whole code but its tests. */
@AnalyzeClasses(packages = "dev.tabula", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringTest {
    @ArchTest
    static final ArchRule gameRulesNeverTouchJavaFxOrTheApp = Layers.GAME_RULES_NEVER_TOUCH_JAVA_FX_OR_THE_APP;
    @ArchTest
    static final ArchRule headlessLayersNeverTouchJavaFxOrTheApp = Layers.HEADLESS_LAYERS_NEVER_TOUCH_JAVA_FX_OR_THE_APP;
    @ArchTest
    static final ArchRule theNetworkStandsOnTheCoreAlone = Layers.THE_NETWORK_STANDS_ON_THE_CORE_ALONE;
    @ArchTest
    static final ArchRule gamesNeverUseTheNetwork = Layers.GAMES_NEVER_USE_THE_NETWORK;
    @ArchTest
    static final ArchRule viewsUseTheAppThroughItsSpiOnly = Layers.VIEWS_USE_THE_APP_THROUGH_ITS_SPI_ONLY;
    @ArchTest
    static final ArchRule viewsNeverNameAStateWithHiddenParts = Layers.VIEWS_NEVER_NAME_A_STATE_WITH_HIDDEN_PARTS;
    @ArchTest
    static final ArchRule viewsRollThroughTheShell = Layers.VIEWS_ROLL_THROUGH_THE_SHELL;
    @ArchTest
    static final ArchRule sharedLayersNameNoGame = Layers.SHARED_LAYERS_NAME_NO_GAME;
    @ArchTest
    static final ArchRule onlyTheCommandLinePrints = Layers.ONLY_THE_COMMAND_LINE_PRINTS;
}
