package dev.tabula.app.fonts;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The installed font that draws a CJK language, chosen by name. JavaFX does not fall back to
 * Noto Sans CJK (or any CJK font) by itself: text set in the theme's Latin family comes out as empty
 * boxes even with the font installed. Set as the family of the whole scene, the chosen font
 * draws the language and its bold, and Latin text as well (every family here has Latin letters).
 *
 * <p>Each language lists first the fonts made for it (the Japanese, Korean or Traditional Chinese
 * cut of Noto Sans CJK and Source Han Sans; the Linux, Windows and macOS system fonts), then the
 * pan-CJK ones whose Han glyphs follow another region's forms: readable, if not ideal.
 */
public final class CjkFonts {
    private static final List<String> PAN_CJK = List.of("WenQuanYi Zen Hei", "WenQuanYi Micro Hei",
            "Droid Sans Fallback", "Noto Sans CJK SC", "Source Han Sans SC", "Source Han Sans CN");

    /** By language, best first. */
    static final Map<String, List<String>> PREFERRED = Map.of(
            "ja", List.of("Noto Sans CJK JP", "Source Han Sans JP", "Source Han Sans", "Yu Gothic UI", "Yu Gothic",
                    "Meiryo UI", "Meiryo", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "IPAexGothic", "IPAGothic",
                    "TakaoGothic", "VL Gothic", "Noto Sans CJK TC", "Noto Sans CJK KR"),
            "ko", List.of("Noto Sans CJK KR", "Source Han Sans K", "Source Han Sans KR", "Malgun Gothic",
                    "Apple SD Gothic Neo", "NanumGothic", "UnDotum", "Baekmuk Gulim", "Noto Sans CJK JP",
                    "Noto Sans CJK TC"),
            "zh", List.of("Noto Sans CJK TC", "Noto Sans CJK HK", "Source Han Sans TC", "Source Han Sans TW",
                    "Source Han Sans HC", "Microsoft JhengHei UI", "Microsoft JhengHei", "PingFang TC", "PingFang HK",
                    "AR PL UMing TW", "AR PL UKai TW", "Noto Sans CJK JP", "Noto Sans CJK KR"));

    private CjkFonts() {
    }

    /** Whether {@code locale}'s script needs a CJK font. */
    public static boolean needsOne(Locale locale) {
        return PREFERRED.containsKey(locale.getLanguage());
    }

    /**
     * The family among {@code installed} (as {@code Font.getFamilies()} lists them) to draw
     * {@code locale}'s text with, or empty when the language needs none or none is installed.
     */
    public static Optional<String> familyFor(Locale locale, Collection<String> installed) {
        List<String> preferred = PREFERRED.get(locale.getLanguage());
        if (preferred == null) {
            return Optional.empty();
        }
        Set<String> have = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        have.addAll(installed);
        return java.util.stream.Stream.concat(preferred.stream(), PAN_CJK.stream())
                .filter(have::contains)
                .findFirst()
                .map(name -> installed.stream().filter(name::equalsIgnoreCase).findFirst().orElse(name));
    }

    /**
     * A style sheet, to add after the theme's, that sets {@code family} on the whole scene: the
     * root, whence every control inherits it, and the few styles that name a family of their own
     * (the rules pages' code). A {@code data:} URL, so that no file is written for it.
     */
    public static String stylesheet(String family) {
        String quoted = "\"" + family.replace("\\", "").replace("\"", "") + "\"";
        String css = ".root { -fx-font-family: " + quoted + "; }\n"
                + ".md-code, .md-code-block { -fx-font-family: " + quoted + "; }\n";
        return "data:text/css;base64," + Base64.getEncoder().encodeToString(css.getBytes(StandardCharsets.UTF_8));
    }

    /** The inline style that draws one node (a language's own name in the list) in {@code family}. */
    public static String inlineStyle(String family) {
        return "-fx-font-family: \"" + family.replace("\\", "").replace("\"", "") + "\";";
    }
}
