package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The small parts: join codes and secrets, the flood limit, reading a message, an address typed, a notice. */
class NetBasicsTest {

    @Test
    void joinCodesAreShortUnambiguousAndComparedWhateverTheirTyping() {
        Random random = new Random(1);
        Set<String> codes = new HashSet<>();
        for (int i = 0; i < 1_000; i++) {
            String code = Secrets.newCode(random);
            assertThat(code).hasSize(Secrets.CODE_LENGTH).doesNotContainPattern("[01ILO]").matches("[A-Z2-9]+");
            codes.add(code);
        }
        assertThat(codes).as("codes repeat rarely").hasSizeGreaterThan(990);
        assertThat(Secrets.shown("K7QX2M")).isEqualTo("K7Q-X2M");
        assertThat(Secrets.normalized(" k7q-x2m ")).isEqualTo("K7QX2M");
        assertThat(Secrets.same("K7QX2M", "K7QX2M")).isTrue();
        assertThat(Secrets.same("K7QX2M", "K7QX2N")).isFalse();
        assertThat(Secrets.same(null, "K7QX2M")).isFalse();
        assertThat(Secrets.newSecret(random)).hasSize(32).matches("[0-9a-f]+");
    }

    @Test
    void aBurstIsAllowedAndThenOnlyTheRate() {
        TestClock clock = new TestClock();
        clock.hold();
        RateLimit limit = new RateLimit(clock, 3, 2);
        assertThat(List.of(limit.take(), limit.take(), limit.take(), limit.take())).containsExactly(true, true, true, false);
        clock.advance(Duration.ofMillis(500));
        assertThat(List.of(limit.take(), limit.take())).containsExactly(true, false);
        clock.advance(Duration.ofHours(1));
        assertThat(List.of(limit.take(), limit.take(), limit.take(), limit.take())).containsExactly(true, true, true, false);
    }

    @Test
    void aMessageIsOneStrictJsonObjectWithATypeWithinItsSize() {
        assertThat(Protocol.read("{\"type\":\"pong\"}", 100).get("type").asText()).isEqualTo("pong");
        for (String bad : List.of("", "[]", "{}", "{\"type\":1}", "{\"type\":\"a\",\"type\":\"b\"}", "{\"type\":\"a\"}{}",
                "{\"type\":\"a\"", "{'type':'a'}", "{\"type\":\"a\",\"n\":" + "9".repeat(30) + "}",
                "{\"type\":\"a\",\"x\":" + "[".repeat(20) + "]".repeat(20) + "}")) {
            assertThatThrownBy(() -> Protocol.read(bad, 1000)).as(bad).isInstanceOf(ProtocolException.class)
                    .extracting(e -> ((ProtocolException) e).notice().key()).isEqualTo("net.drop.malformed");
        }
        String wide = "{\"type\":\"" + "é".repeat(60) + "\"}"; // 60 characters, 120 bytes
        assertThatThrownBy(() -> Protocol.read(wide, 100)).isInstanceOf(ProtocolException.class)
                .extracting(e -> ((ProtocolException) e).notice().key()).isEqualTo("net.drop.tooBig");
    }

    @Test
    void anAddressIsReadAsPeopleTypeIt() {
        assertThat(Guest.address("192.168.1.20")).isEqualTo(URI.create("ws://192.168.1.20:47474/"));
        assertThat(Guest.address(" example.org:5000 ")).isEqualTo(URI.create("ws://example.org:5000/"));
        assertThat(Guest.address("[fd00::2]:47474")).isEqualTo(URI.create("ws://[fd00::2]:47474/"));
        assertThat(Guest.address("ws://10.0.0.1:1234/")).isEqualTo(URI.create("ws://10.0.0.1:1234/"));
        assertThatThrownBy(() -> Guest.address("http://example.org")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aNoticeFromTheOtherSideSaysOnlyThisTabulasWords() {
        assertThat(NetNotice.of("net.refused.illegal", "a1-z9").message(Locale.ROOT)).contains("a1-z9");
        assertThat(NetNotice.of("net.refused.notYourTurn").message(Locale.forLanguageTag("es"))).isEqualTo("No es tu turno.");
        assertThat(NetNotice.fromPeer("net.made.up", List.of()).key()).isEqualTo(NetNotice.UNKNOWN);
        assertThat(NetNotice.fromPeer("net.refused.illegal", List.of("a\u001b[2Jb")).args().get(0)).doesNotContain("\u001b");
        assertThatThrownBy(() -> NetNotice.of("net.made.up")).isInstanceOf(IllegalArgumentException.class);
    }
}
