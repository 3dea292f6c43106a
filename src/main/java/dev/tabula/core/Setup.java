package dev.tabula.core;

/** What a new game starts from: the number of seats, the validated options and the seed. */
public record Setup(int seats, Options options, long seed) {
}
