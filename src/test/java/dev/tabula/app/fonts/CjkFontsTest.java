package dev.tabula.app.fonts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.text.Font;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** Which installed family each CJK language is drawn with, on the desktops players have. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class CjkFontsTest {
    private static final Locale JA = Locale.JAPANESE;
    private static final Locale KO = Locale.KOREAN;
    private static final Locale ZH_TW = Locale.forLanguageTag("zh-TW");

    @Test
    void aStockDebianOrUbuntuDesktopWithNotoSansCjkGetsEachLanguagesOwnCut() {
        List<String> debian = List.of("DejaVu Sans", "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK KR",
                "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK", "Noto Sans Mono CJK JP");
        assertThat(CjkFonts.familyFor(JA, debian)).contains("Noto Sans CJK JP");
        assertThat(CjkFonts.familyFor(KO, debian)).contains("Noto Sans CJK KR");
        assertThat(CjkFonts.familyFor(ZH_TW, debian)).contains("Noto Sans CJK TC");
    }

    @Test
    void windowsAndMacOsGetTheirSystemFonts() {
        List<String> windows = List.of("Segoe UI", "Yu Gothic UI", "Yu Gothic", "Meiryo", "Malgun Gothic",
                "Microsoft JhengHei", "Microsoft JhengHei UI", "Microsoft YaHei");
        assertThat(CjkFonts.familyFor(JA, windows)).contains("Yu Gothic UI");
        assertThat(CjkFonts.familyFor(KO, windows)).contains("Malgun Gothic");
        assertThat(CjkFonts.familyFor(ZH_TW, windows)).contains("Microsoft JhengHei UI");
        List<String> mac = List.of("Helvetica Neue", "Hiragino Sans", "Apple SD Gothic Neo", "PingFang TC", "PingFang SC");
        assertThat(CjkFonts.familyFor(JA, mac)).contains("Hiragino Sans");
        assertThat(CjkFonts.familyFor(KO, mac)).contains("Apple SD Gothic Neo");
        assertThat(CjkFonts.familyFor(ZH_TW, mac)).contains("PingFang TC");
    }

    @Test
    void sourceHanSansAndWenQuanYiServeWhenThereIsNothingBetter() {
        assertThat(CjkFonts.familyFor(KO, List.of("Source Han Sans K", "Source Han Sans"))).contains("Source Han Sans K");
        assertThat(CjkFonts.familyFor(ZH_TW, List.of("Source Han Sans TC"))).contains("Source Han Sans TC");
        List<String> wqy = List.of("DejaVu Sans", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei");
        assertThat(CjkFonts.familyFor(JA, wqy)).contains("WenQuanYi Zen Hei");
        assertThat(CjkFonts.familyFor(KO, wqy)).contains("WenQuanYi Zen Hei");
        // a family list's own spelling is kept, whatever the case
        assertThat(CjkFonts.familyFor(JA, List.of("noto sans cjk jp"))).contains("noto sans cjk jp");
    }

    @Test
    void withoutAnyCjkFontOrForALatinLanguageThereIsNone() {
        List<String> bare = List.of("DejaVu Sans", "DejaVu Serif", "Noto Sans");
        assertThat(CjkFonts.familyFor(JA, bare)).isEmpty();
        assertThat(CjkFonts.familyFor(ZH_TW, bare)).isEmpty();
        assertThat(CjkFonts.familyFor(Locale.ENGLISH, List.of("Noto Sans CJK JP"))).isEmpty();
    }

    @Test
    void theStyleSheetSetsTheFamilyOnTheWholeScene() {
        String sheet = CjkFonts.stylesheet("Noto Sans CJK JP");
        assertThat(sheet).startsWith("data:text/css;base64,");
        String css = new String(Base64.getDecoder().decode(sheet.substring(sheet.indexOf(',') + 1)), StandardCharsets.UTF_8);
        assertThat(css).contains(".root { -fx-font-family: \"Noto Sans CJK JP\"; }");
    }

    /** The real fonts of this machine: where Noto Sans CJK is installed, it is chosen and draws each language, bold too. */
    @Test
    void hereTheInstalledNotoSansCjkDrawsJapaneseKoreanAndChineseInRegularAndBold(FxRobot robot) {
        assumeTrue(Font.getFamilies().contains("Noto Sans CJK JP"), "fonts-noto-cjk is not installed here");
        AtomicReference<String> failures = new AtomicReference<>("");
        robot.interact(() -> {
            for (Locale locale : List.of(JA, KO, ZH_TW)) {
                String family = CjkFontCheck.familyFor(locale).orElse(null);
                String sample = CjkFontCheck.sampleFor(locale).orElseThrow();
                if (family == null || !family.startsWith("Noto Sans CJK")
                        || !CjkFontCheck.canDraw(sample, Font.font(family, javafx.scene.text.FontWeight.BOLD, 32))
                        || CjkFontCheck.missingFontMessage(locale).isPresent()) {
                    failures.set(failures.get() + locale + " -> " + family + "; ");
                }
            }
            Font bold = Font.font("Noto Sans CJK JP", javafx.scene.text.FontWeight.BOLD, 20);
            if (!bold.getStyle().toLowerCase(Locale.ROOT).contains("bold")) {
                failures.set(failures.get() + "no bold face: " + bold.getName());
            }
        });
        assertThat(failures.get()).isEmpty();
    }
}
