package dev.tabula.battlegammon;

import dev.tabula.core.Move;

/** The only move of a player who can play neither die at the start of the turn. */
public enum Pass implements Move {
    PASS;

    @Override
    public String notation() {
        return "pass";
    }

    @Override
    public String toString() {
        return notation();
    }
}
