package dev.tabula.app.fonts;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether this computer can draw the interface language's script. Tabula does not bundle a CJK
 * font (Noto Sans CJK regular plus bold is 39 MB, ten times the app's jars); on a Linux
 * machine without one, JavaFX draws Japanese, Korean and Chinese as empty boxes. So the shell asks
 * this class when the player picks (or the system reports) a CJK language, and if the script would
 * come out as boxes it shows the message under {@link #MESSAGE_KEY} — in a Latin-script language,
 * since the chosen one cannot be drawn — naming the Debian/Ubuntu package to install.
 *
 * <p>JavaFX does not fall back to an installed CJK font by itself, so the interface names one
 * ({@link CjkFonts}, {@link #familyFor}). The check renders a few characters of the script with
 * that family (or, when no known family is installed, the default font) and compares each with an
 * unassigned code point, which every font draws as its missing-glyph box (or nothing). Call on the
 * JavaFX application thread.
 */
public final class CjkFontCheck {
    private static final Logger LOG = LoggerFactory.getLogger(CjkFontCheck.class);

    /** The base name of this package's bundle with {@link #MESSAGE_KEY}. */
    public static final String BUNDLE = "dev.tabula.app.fonts.messages";

    /** {0} the language's name, {1} the Debian/Ubuntu package that provides the font. */
    public static final String MESSAGE_KEY = "fonts.missing";

    /**
     * The Debian/Ubuntu package to install, also a dependency of the .deb: WenQuanYi Zen Hei, a
     * TrueType font with kana, Hangul and Han. Not fonts-noto-cjk: its CFF-outline fonts are not
     * used by JavaFX's font fallback (observed: with only Noto CJK installed the check fails and
     * the views show boxes), see docs/i18n.md.
     */
    public static final String DEBIAN_PACKAGE = "fonts-wqy-zenhei";

    /** Families known to cover CJK, for the diagnostic log line only. */
    static final List<String> KNOWN_FAMILIES = List.of("Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK TC",
            "Noto Sans CJK SC", "Source Han Sans", "IPAGothic", "IPAexGothic", "TakaoGothic", "VL Gothic",
            "Droid Sans Fallback", "WenQuanYi Zen Hei", "WenQuanYi Micro Hei", "AR PL UMing TW", "UnDotum",
            "NanumGothic", "Baekmuk Gulim", "Unifont", "Yu Gothic", "Meiryo", "MS Gothic", "Malgun Gothic",
            "Microsoft JhengHei", "PingFang TC", "Hiragino Sans", "Apple SD Gothic Neo");

    /** A code point no font has a glyph for (U+0378 is unassigned). */
    private static final String MISSING = "\u0378";

    /** The families found by {@link #familyFor}, by language: the fonts of a running app do not change. */
    private static final java.util.Map<String, Optional<String>> CHOSEN = new java.util.HashMap<>();

    private CjkFontCheck() {
    }

    /**
     * The installed family that draws {@code locale}'s text (checked by drawing it), or empty when
     * the language needs no CJK font or none of the known ones is installed and draws it.
     */
    public static Optional<String> familyFor(Locale locale) {
        Optional<String> sample = sampleFor(locale);
        if (sample.isEmpty()) {
            return Optional.empty();
        }
        return CHOSEN.computeIfAbsent(locale.getLanguage(), language -> {
            Optional<String> family = CjkFonts.familyFor(locale, Font.getFamilies())
                    .filter(name -> canDraw(sample.get(), Font.font(name)));
            LOG.info("{} text is drawn with {}", locale.getDisplayLanguage(Locale.ENGLISH),
                    family.orElse("the default font (no known CJK family installed)"));
            return family;
        });
    }

    /** The characters to try for a language, or empty when it does not need a CJK font. */
    static Optional<String> sampleFor(Locale locale) {
        return switch (locale.getLanguage()) {
            case "ja" -> Optional.of("日本語のかなカナ");
            case "ko" -> Optional.of("한국어글꼴");
            case "zh" -> Optional.of("繁體中文字型");
            default -> Optional.empty();
        };
    }

    /**
     * The message key to show when {@code locale}'s script cannot be drawn, or empty when it can
     * (or needs no CJK font at all). Format it with {@link #messageArguments}.
     */
    public static Optional<String> missingFontMessage(Locale locale) {
        Optional<String> sample = sampleFor(locale);
        if (sample.isEmpty()) {
            return Optional.empty();
        }
        boolean drawable = familyFor(locale).isPresent() || canDraw(sample.get(), Font.getDefault());
        if (!drawable) {
            List<String> cjk = Font.getFamilies().stream().filter(KNOWN_FAMILIES::contains).toList();
            LOG.warn("No font draws {} text (known CJK families installed: {})", locale.toLanguageTag(), cjk);
        }
        return drawable ? Optional.empty() : Optional.of(MESSAGE_KEY);
    }

    /**
     * The arguments of {@link #MESSAGE_KEY}: the language's name in {@code displayLocale} and the
     * package. Not its own name beside it ("Japanese (日本語)"): the notice is shown exactly when no
     * font draws that script, so the name would come out as the very boxes the notice explains.
     */
    public static Object[] messageArguments(Locale locale, Locale displayLocale) {
        return new Object[] {locale.getDisplayLanguage(displayLocale), DEBIAN_PACKAGE};
    }

    /** Whether at least most of {@code sample}'s characters render differently from the missing-glyph box. */
    static boolean canDraw(String sample, Font font) {
        int[] box = pixels(MISSING, font);
        long drawn = sample.codePoints()
                .filter(cp -> !Arrays.equals(pixels(new String(Character.toChars(cp)), font), box))
                .count();
        return drawn * 2 > sample.codePointCount(0, sample.length());
    }

    private static int[] pixels(String text, Font font) {
        Text node = new Text(text);
        node.setFont(Font.font(font.getFamily(), 32));
        node.setFill(Color.BLACK);
        StackPane pane = new StackPane(node);
        pane.setStyle("-fx-background-color: white;");
        pane.setPrefSize(48, 48);
        new Scene(pane, 48, 48);
        pane.applyCss();
        pane.layout();
        SnapshotParameters parameters = new SnapshotParameters();
        parameters.setFill(Color.WHITE);
        WritableImage image = pane.snapshot(parameters, new WritableImage(48, 48));
        PixelReader reader = image.getPixelReader();
        int[] argb = new int[48 * 48];
        reader.getPixels(0, 0, 48, 48, javafx.scene.image.PixelFormat.getIntArgbInstance(), argb, 0, 48);
        return argb;
    }
}
