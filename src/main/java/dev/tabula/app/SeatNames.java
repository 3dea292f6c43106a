package dev.tabula.app;

import dev.tabula.core.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;

/**
 * Seat names as shown in the interface language. A seat that kept the default name the new-match
 * dialog offered ("Player 2", "Jugador 2", "黑棋") is shown with that default in the current
 * language, so a match started in Spanish does not go on saying "Jugador 2" after a switch to
 * Korean; a name a player typed is shown as typed. The match itself keeps its names unchanged.
 */
final class SeatNames {
    private SeatNames() {
    }

    static List<Seat> forDisplay(List<Seat> seats, GameEntry entry, I18n current) {
        List<Seat> shown = new ArrayList<>(seats.size());
        for (int index = 0; index < seats.size(); index++) {
            Seat seat = seats.get(index);
            String name = isDefaultName(seat.name(), index, entry) ? defaultName(index, entry, current) : seat.name();
            shown.add(name.equals(seat.name()) ? seat : new Seat(name, seat.computer(), seat.level()));
        }
        return List.copyOf(shown);
    }

    /** The name the new-match dialog offers for seat {@code index} in {@code i18n}'s language. */
    static String defaultName(int index, GameEntry entry, I18n i18n) {
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
}
