package dev.tabula.core.save;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Quoting text from a file: visible, one line, of sane length. */
class EchoTest {

    @Test
    void controlAndInvisibleCharactersAreSpelledOut() {
        assertThat(Echo.quote("a\nb\r\tc\u0000d\u001b[31me\u007f\u0085\u202e\u2028\u200b"))
                .isEqualTo("a\\nb\\r\\tc\\u0000d\\u001b[31me\\u007f\\u0085\\u202e\\u2028\\u200b");
        assertThat(Echo.quote("lone \uD800 half")).isEqualTo("lone \\ud800 half");
    }

    @Test
    void ordinaryTextOfAnyScriptIsShownAsItIs() {
        String text = "Zoë Ђорђе 日本語 한국어 \uD83C\uDFB2";
        assertThat(Echo.quote(text)).isEqualTo(text);
        assertThat(Echo.isPlain(text)).isTrue();
        assertThat(Echo.isPlain("a\nb")).isFalse();
        assertThat(Echo.isPlain("x".repeat(Echo.MAX_QUOTED + 1))).isFalse();
    }

    @Test
    void longTextIsCutWithAnEllipsisNeverInsideAPairOrAnEscape() {
        assertThat(Echo.quote("x".repeat(10_000))).isEqualTo("x".repeat(Echo.MAX_QUOTED) + "…");
        String dice = "x".repeat(Echo.MAX_QUOTED - 1) + "\uD83C\uDFB2" + "tail";
        assertThat(Echo.quote(dice)).isEqualTo("x".repeat(Echo.MAX_QUOTED - 1) + "…");
        String escape = "x".repeat(Echo.MAX_QUOTED - 3) + "\u001b" + "tail";
        assertThat(Echo.quote(escape)).isEqualTo("x".repeat(Echo.MAX_QUOTED - 3) + "…");
    }
}
