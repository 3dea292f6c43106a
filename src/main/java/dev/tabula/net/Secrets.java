package dev.tabula.net;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * The join codes a host hands out (one per friend's seat, said aloud or typed: six characters of
 * an alphabet without look-alikes, about 30 bits, spent on its first use) and the secret each
 * friend's Tabula gets to come back to its seat (128 bits). Both are compared in constant time,
 * so the time an answer takes says nothing of how much of a guess was right.
 */
final class Secrets {
    /** No 0/O, 1/I/L: a code read over the phone is typed right. */
    private static final String ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    static final int CODE_LENGTH = 6;
    private static final int SECRET_BYTES = 16;

    private Secrets() {
    }

    /** A new join code, such as {@code K7QX2M} (shown as {@code K7Q-X2M}). */
    static String newCode(RandomGenerator random) {
        StringBuilder code = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            code.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    /** A code as a person may type it: any case, with blanks or dashes between its characters. */
    static String normalized(String typed) {
        return typed.replaceAll("[\\s-]", "").toUpperCase(Locale.ROOT);
    }

    /** A code for reading out: {@code K7Q-X2M}. */
    static String shown(String code) {
        return code.substring(0, CODE_LENGTH / 2) + "-" + code.substring(CODE_LENGTH / 2);
    }

    static String newSecret(RandomGenerator random) {
        byte[] bytes = new byte[SECRET_BYTES];
        random.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** Whether two texts are equal, in a time that depends on their lengths only. */
    static boolean same(String expected, String given) {
        return expected != null && given != null && MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8));
    }
}
