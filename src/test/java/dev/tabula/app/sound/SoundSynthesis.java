package dev.tabula.app.sound;

import dev.tabula.app.spi.Cue;
import java.util.SplittableRandom;

/**
 * Makes Tabula's sounds from nothing but arithmetic, so that they are the team's own (CC0,
 * assets/sounds/README.md) and can be made again: shaped noise bursts for the dice's clatter, a
 * damped resonance for a wooden click, swept noise for a card's swish, bell partials for the win's
 * chime. Deterministic: one fixed seed a sound.
 */
final class SoundSynthesis {
    static final double RATE = 22_050;

    private SoundSynthesis() {
    }

    /** {@code cue}'s sound as samples from -1 to 1. */
    static double[] of(Cue cue) {
        return switch (cue) {
            case DICE -> dice();
            case MOVE -> click(0.12, 780, 1_930, 0.022, 1);
            case CAPTURE -> capture();
            case CARD_PLAYED -> swish(0.24, 900, 5_200, 2, true);
            case CARD_DRAWN -> swish(0.17, 3_800, 1_400, 3, false);
            case COVER -> swish(0.42, 500, 1_800, 4, false);
            case WIN -> chime();
        };
    }

    /** Six to eight knocks of bone on wood, closer together and softer as the dice settle. */
    private static double[] dice() {
        double[] out = new double[samples(0.55)];
        SplittableRandom random = new SplittableRandom(11);
        double time = 0.01;
        double loudness = 1;
        for (int knock = 0; knock < 8 && time < 0.45; knock++) {
            double pitch = 1_700 + random.nextDouble() * 1_600;
            addClick(out, time, pitch, pitch * 2.31, 0.012 + random.nextDouble() * 0.008, loudness, random);
            time += 0.035 + random.nextDouble() * 0.07 * loudness;
            loudness *= 0.62 + random.nextDouble() * 0.2;
        }
        return normalized(out, 0.7);
    }

    /** A piece set down: a short resonance of wood with a touch of noise at its start. */
    private static double[] click(double seconds, double low, double high, double decay, long seed) {
        double[] out = new double[samples(seconds)];
        addClick(out, 0.004, low, high, decay, 1, new SplittableRandom(seed));
        return normalized(out, 0.55);
    }

    /** A piece taken: a deeper knock, and the taken piece's lighter one just after. */
    private static double[] capture() {
        double[] out = new double[samples(0.26)];
        SplittableRandom random = new SplittableRandom(5);
        addClick(out, 0.004, 520, 1_310, 0.03, 1, random);
        addClick(out, 0.085, 1_050, 2_480, 0.018, 0.55, random);
        return normalized(out, 0.65);
    }

    private static void addClick(double[] out, double at, double low, double high, double decay, double loudness,
                                 SplittableRandom random) {
        int start = samples(at);
        for (int i = 0; start + i < out.length; i++) {
            double t = i / RATE;
            double body = Math.exp(-t / decay);
            if (body < 1e-4) {
                break;
            }
            double tone = Math.sin(2 * Math.PI * low * t) + 0.45 * Math.sin(2 * Math.PI * high * t) * Math.exp(-t / (decay / 2));
            double noise = (random.nextDouble() * 2 - 1) * Math.exp(-t / 0.0015);
            out[start + i] += loudness * (body * tone * 0.8 + noise * 0.5);
        }
    }

    /**
     * Paper sliding on cloth: noise through a low-pass filter whose cut-off sweeps from {@code from}
     * to {@code to} Hz, swelling and fading; a card played ends with a soft slap on the pile.
     */
    private static double[] swish(double seconds, double from, double to, long seed, boolean slap) {
        double[] out = new double[samples(seconds)];
        SplittableRandom random = new SplittableRandom(seed);
        double low = 0;
        double lower = 0;
        for (int i = 0; i < out.length; i++) {
            double phase = i / (double) out.length;
            double cutoff = from + (to - from) * phase;
            double alpha = 1 - Math.exp(-2 * Math.PI * cutoff / RATE);
            low += alpha * ((random.nextDouble() * 2 - 1) - low);
            lower += alpha * (low - lower);
            double envelope = Math.sin(Math.PI * Math.pow(phase, 0.6)) * (1 - phase * 0.3);
            out[i] = (low - lower * 0.6) * envelope;
        }
        if (slap) {
            addClick(out, seconds * 0.72, 320, 900, 0.012, 0.18, random);
        }
        return normalized(out, 0.5);
    }

    /** A small bell playing a rising major arpeggio: each note with a bell's inharmonic partials. */
    private static double[] chime() {
        double[] out = new double[samples(1.35)];
        double[] notes = {523.25, 659.25, 783.99, 1_046.5};
        double[] partials = {1, 2.76, 5.40};
        double[] weights = {1, 0.32, 0.12};
        for (int n = 0; n < notes.length; n++) {
            int start = samples(n * 0.11);
            double length = n == notes.length - 1 ? 0.9 : 0.5;
            for (int i = 0; start + i < out.length; i++) {
                double t = i / RATE;
                double attack = Math.min(1, t / 0.004);
                double value = 0;
                for (int p = 0; p < partials.length; p++) {
                    value += weights[p] * Math.sin(2 * Math.PI * notes[n] * partials[p] * t) * Math.exp(-t * (p + 1) / length * 3);
                }
                out[start + i] += attack * value * (n == notes.length - 1 ? 1 : 0.7);
            }
        }
        return normalized(out, 0.6);
    }

    private static int samples(double seconds) {
        return (int) Math.round(seconds * RATE);
    }

    /** Scaled to {@code peak}, with a 10 ms fade at the end so that it stops without a click. */
    private static double[] normalized(double[] out, double peak) {
        double max = 1e-9;
        for (double sample : out) {
            max = Math.max(max, Math.abs(sample));
        }
        int fade = samples(0.01);
        for (int i = 0; i < out.length; i++) {
            double tail = Math.min(1, (out.length - 1 - i) / (double) fade);
            out[i] = out[i] / max * peak * tail;
        }
        return out;
    }

    /** {@code samples} as 16-bit little-endian PCM. */
    static byte[] pcm(double[] samples) {
        byte[] out = new byte[samples.length * 2];
        for (int i = 0; i < samples.length; i++) {
            int value = (int) Math.round(Math.max(-1, Math.min(1, samples[i])) * Short.MAX_VALUE);
            out[2 * i] = (byte) value;
            out[2 * i + 1] = (byte) (value >> 8);
        }
        return out;
    }
}
