package dev.tabula.zodiac.solve;

import java.util.Arrays;

/** A map from non-negative long keys to dense indices 0, 1, 2, … (open addressing, grows by doubling). */
final class LongIndex {
    private long[] slots;
    private int[] values;
    private int size;

    LongIndex(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1;
        slots = new long[capacity];
        values = new int[capacity];
        Arrays.fill(slots, -1L);
    }

    int size() {
        return size;
    }

    /** The index of {@code key}, or -1. */
    int get(long key) {
        int mask = slots.length - 1;
        for (int i = mix(key) & mask; ; i = (i + 1) & mask) {
            if (slots[i] == key) {
                return values[i];
            }
            if (slots[i] == -1L) {
                return -1;
            }
        }
    }

    /** The index of {@code key}, giving it the next index if it is new. */
    int add(long key) {
        if (size * 2 >= slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        for (int i = mix(key) & mask; ; i = (i + 1) & mask) {
            if (slots[i] == key) {
                return values[i];
            }
            if (slots[i] == -1L) {
                slots[i] = key;
                values[i] = size;
                return size++;
            }
        }
    }

    private void grow() {
        long[] oldSlots = slots;
        int[] oldValues = values;
        slots = new long[oldSlots.length * 2];
        values = new int[oldSlots.length * 2];
        Arrays.fill(slots, -1L);
        int mask = slots.length - 1;
        for (int j = 0; j < oldSlots.length; j++) {
            if (oldSlots[j] != -1L) {
                int i = mix(oldSlots[j]) & mask;
                while (slots[i] != -1L) {
                    i = (i + 1) & mask;
                }
                slots[i] = oldSlots[j];
                values[i] = oldValues[j];
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29));
    }
}
