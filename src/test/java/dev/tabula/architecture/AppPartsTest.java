package dev.tabula.architecture;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import dev.tabula.app.files.PlantedRootUse;
import dev.tabula.app.match.PlantedPickerUse;
import dev.tabula.app.records.PlantedScreenUse;
import org.junit.jupiter.api.Test;

/**
 * The {@link AppParts} on the app's code, and each rule shown refusing a back-import planted in the
 * test sources (classes the code check leaves out, since it reads no test class).
 */
@AnalyzeClasses(packages = "dev.tabula", importOptions = ImportOption.DoNotIncludeTests.class)
class AppPartsTest {
    @ArchTest
    static final ArchRule noPartUsesTheRoot = AppParts.NO_PART_USES_THE_ROOT;
    @ArchTest
    static final ArchRule sharedPartsUseNoScreen = AppParts.SHARED_PARTS_USE_NO_SCREEN;
    @ArchTest
    static final ArchRule screensDoNotUseEachOther = AppParts.SCREENS_DO_NOT_USE_EACH_OTHER;

    private static JavaClasses planted(Class<?> plant) {
        return new ClassFileImporter().importClasses(plant);
    }

    @Test
    void aPartThatNamesTheRootIsRefused() {
        assertThatThrownBy(() -> AppParts.NO_PART_USES_THE_ROOT.check(planted(PlantedRootUse.class)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("dev.tabula.app.Shell");
        assertThatCode(() -> AppParts.SCREENS_DO_NOT_USE_EACH_OTHER.allowEmptyShould(true).check(planted(PlantedRootUse.class)))
                .as("each plant breaks the one rule it is meant for").doesNotThrowAnyException();
    }

    @Test
    void aSharedPartThatNamesAScreenIsRefused() {
        assertThatThrownBy(() -> AppParts.SHARED_PARTS_USE_NO_SCREEN.check(planted(PlantedScreenUse.class)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("dev.tabula.app.match.MatchScreen");
        assertThatCode(() -> AppParts.NO_PART_USES_THE_ROOT.allowEmptyShould(true).check(planted(PlantedScreenUse.class)))
                .doesNotThrowAnyException();
    }

    @Test
    void aScreenThatNamesAnotherScreenIsRefused() {
        assertThatThrownBy(() -> AppParts.SCREENS_DO_NOT_USE_EACH_OTHER.check(planted(PlantedPickerUse.class)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("dev.tabula.app.picker.PickerScreen");
        assertThatCode(() -> AppParts.SHARED_PARTS_USE_NO_SCREEN.allowEmptyShould(true).check(planted(PlantedPickerUse.class)))
                .doesNotThrowAnyException();
    }
}
