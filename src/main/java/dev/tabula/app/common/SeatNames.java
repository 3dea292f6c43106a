package dev.tabula.app.common;

import dev.tabula.ai.Level;
import dev.tabula.core.Seat;
import dev.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;

/**
 * Seat names as shown in the interface language. A seat that kept the default name the new-match
 * dialog offered ("Player 2", "Jugador 2", "黑棋", "Computer (Hard)") is shown with that default in
 * the current language, so a match started in Spanish does not go on saying "Jugador 2" after a
 * switch to Korean; a name a player typed is shown as typed. The match itself keeps its names unchanged.
 */
public final class SeatNames {
    private SeatNames() {
    }

    public static List<Seat> forDisplay(List<Seat> seats, GameEntry entry, I18n current) {
        List<Seat> shown = new ArrayList<>(seats.size());
        int computers = (int) seats.stream().filter(Seat::computer).count();
        int computerNumber = 0;
        for (int index = 0; index < seats.size(); index++) {
            Seat seat = seats.get(index);
            String name = seat.name();
            if (seat.computer()) {
                computerNumber++;
                Optional<Level> level = levelOf(seat);
                int number = computerNumber;
                if (level.isPresent() && isDefaultComputerName(name, number, computers, level.get())) {
                    name = computerName(number, computers, level.get(), current);
                }
            } else if (isDefaultName(name, index, entry)) {
                name = defaultName(index, entry, current);
            }
            shown.add(name.equals(seat.name()) ? seat : new Seat(name, seat.computer(), seat.level()));
        }
        return List.copyOf(shown);
    }

    /** The name the new-match dialog offers a computer seat: "Computer (Hard)", or numbered when there are several. */
    public static String computerName(int number, int computers, Level level, I18n i18n) {
        String levelName = levelName(i18n, level);
        return computers == 1
                ? i18n.text("seat.computerName", levelName)
                : i18n.text("seat.computerNameNumbered", number, levelName);
    }

    private static boolean isDefaultComputerName(String name, int number, int computers, Level level) {
        for (Language language : Language.values()) {
            if (computerName(number, computers, level, I18n.of(language)).equals(name)) {
                return true;
            }
        }
        return false;
    }

    private static Optional<Level> levelOf(Seat seat) {
        if (seat.level() == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Level.parse(seat.level()));
        } catch (TabulaException e) { // a level this Tabula does not know: the name is shown as it is
            return Optional.empty();
        }
    }

    /** The name the new-match dialog offers for seat {@code index} in {@code i18n}'s language. */
    public static String defaultName(int index, GameEntry entry, I18n i18n) {
        ResourceBundle game = i18n.bundle(entry.ui().bundleBaseName());
        return I18n.formatOr(game, "seat." + index, i18n.text("seat.default", index + 1));
    }

    private static boolean isDefaultName(String name, int index, GameEntry entry) {
        for (Language language : Language.values()) {
            if (defaultName(index, entry, I18n.of(language)).equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** "Easy", "Medium", "Hard" in the interface language. */
    public static String levelName(I18n i18n, Level value) {
        return switch (value) {
            case EASY -> i18n.text("level.easy");
            case MEDIUM -> i18n.text("level.medium");
            case HARD -> i18n.text("level.hard");
        };
    }
}
