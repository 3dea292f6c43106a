package dev.tabula.app.sound;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.Cue;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CueSoundsTest {
    private record Played(Cue cue, double volume) {
    }

    private final List<Played> played = new ArrayList<>();
    private final SoundPlayer recorder = (cue, volume) -> played.add(new Played(cue, volume));

    @Test
    void aCueIsPlayedAtThePlayersVolume() {
        new CueSounds(recorder, () -> new CueSounds.Level(false, 60)).cue(Cue.DICE);
        new CueSounds(recorder, () -> new CueSounds.Level(false, 100)).cue(Cue.CARD_PLAYED);
        assertThat(played).containsExactly(new Played(Cue.DICE, 0.6), new Played(Cue.CARD_PLAYED, 1.0));
    }

    @Test
    void mutedOrAtVolumeZeroNothingIsPlayed() {
        new CueSounds(recorder, () -> new CueSounds.Level(true, 80)).cue(Cue.WIN);
        new CueSounds(recorder, () -> new CueSounds.Level(false, 0)).cue(Cue.MOVE);
        assertThat(played).isEmpty();
    }

    @Test
    void theLevelIsReadAtEachCueSoAChangeCountsAtOnce() {
        CueSounds.Level[] level = {new CueSounds.Level(false, 50)};
        CueSounds sounds = new CueSounds(recorder, () -> level[0]);
        sounds.cue(Cue.MOVE);
        level[0] = new CueSounds.Level(true, 50);
        sounds.cue(Cue.MOVE);
        assertThat(played).containsExactly(new Played(Cue.MOVE, 0.5));
    }

    @Test
    void aWinIsAPersonsAtThisScreenNotAComputersNorADraw() {
        List<Seat> seats = List.of(Seat.person("Ana"), Seat.computer("Computer", "easy"));
        assertThat(CueSounds.personWon(new Outcome(List.of(0), "x", List.of()), seats)).isTrue();
        assertThat(CueSounds.personWon(new Outcome(List.of(1), "x", List.of()), seats)).isFalse();
        assertThat(CueSounds.personWon(new Outcome(List.of(0, 1), "x", List.of()), seats)).isFalse();
    }
}
