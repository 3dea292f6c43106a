package dev.tabula.app.fonts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.text.Font;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** The CJK font check: Latin languages never need it; the render comparison tells glyphs from boxes. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class CjkFontCheckTest {

    @Test
    void latinScriptLanguagesNeedNoCjkFont(FxRobot robot) {
        for (String tag : new String[] {"en", "es", "sr-Latn"}) {
            assertThat(onFx(robot, Locale.forLanguageTag(tag))).as(tag).isEmpty();
        }
    }

    @Test
    void aLatinSampleDrawsAndUnassignedCodePointsDoNot(FxRobot robot) {
        boolean[] result = new boolean[2];
        robot.interact(() -> {
            result[0] = CjkFontCheck.canDraw("Tabula", Font.getDefault());
            result[1] = CjkFontCheck.canDraw("\u0379\u0380\u0381", Font.getDefault());
        });
        assertThat(result[0]).isTrue();
        assertThat(result[1]).isFalse();
    }

    /** Only meaningful where the package the check recommends is installed (apt install fonts-wqy-zenhei). */
    @Test
    void japaneseKoreanAndChineseDrawWhenTheRecommendedFontIsInstalled(FxRobot robot) {
        assumeTrue(Font.getFamilies().contains("WenQuanYi Zen Hei"), "fonts-wqy-zenhei is not installed here");
        for (String tag : new String[] {"ja", "ko", "zh-TW"}) {
            assertThat(onFx(robot, Locale.forLanguageTag(tag))).as(tag).isEmpty();
        }
    }

    @Test
    void theMessageNamesTheLanguageAndThePackage() {
        ResourceBundle bundle = ResourceBundle.getBundle(CjkFontCheck.BUNDLE, Locale.ROOT);
        String text = new MessageFormat(bundle.getString(CjkFontCheck.MESSAGE_KEY), Locale.ROOT)
                .format(CjkFontCheck.messageArguments(Locale.JAPANESE, Locale.ENGLISH));
        assertThat(text).contains("Japanese").contains("sudo apt install " + CjkFontCheck.DEBIAN_PACKAGE);
        // shown when no font draws Japanese: not one character of it, which would be an empty box
        assertThat(text.codePoints().filter(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN
                || Character.UnicodeScript.of(cp) == Character.UnicodeScript.HIRAGANA
                || Character.UnicodeScript.of(cp) == Character.UnicodeScript.KATAKANA)).as(text).isEmpty();
    }

    private static Optional<String> onFx(FxRobot robot, Locale locale) {
        AtomicReference<Optional<String>> result = new AtomicReference<>();
        robot.interact(() -> result.set(CjkFontCheck.missingFontMessage(locale)));
        return result.get();
    }
}
