package dev.tabula.app.spi;

import dev.tabula.core.Move;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.Node;

/**
 * A game's face in the app: its board view, its picture in the game picker, its words.
 *
 * <p>Each game registers one implementation in
 * {@code META-INF/services/dev.tabula.app.spi.GameUi}, next to its rules in
 * {@code META-INF/services/dev.tabula.core.Game}; the shell finds both by the game id and names
 * no game itself. The rules stay free of JavaFX, which is why these are two registrations.
 *
 * <p>A face is never handed a match's real state: the board gets a {@link Sight}, and the words
 * and pictures below get the {@linkplain dev.tabula.core.State#publicView() public view}, what
 * everybody at the table may see.
 */
public interface GameUi {

    /** The id of the game (as in {@code GameInfo.id()}) this face belongs to. */
    String gameId();

    /**
     * The base name of this game's resource bundle, e.g. {@code dev.tabula.zola.view.messages}.
     * It holds at least {@code game.name}, {@code game.pitch} (one line for the picker),
     * {@code seat.N} (default seat names, N from 0), the option labels
     * ({@code option.KEY} and {@code option.KEY.VALUE}), and the outcome reasons the rules use.
     */
    String bundleBaseName();

    /**
     * The player's preferences for this game's board (such as playing a forced move by itself):
     * they change what the view does, never the rules, so they live in the player's settings and
     * are offered in the settings dialog, labelled like options ({@code option.KEY},
     * {@code option.KEY.VALUE}). A view reads them with {@link ViewContext#preference}.
     */
    default List<OptionSpec> viewPreferences() {
        return List.of();
    }

    /** A new interactive board for one match. */
    BoardView createView(ViewContext context);

    /**
     * A small, non-interactive picture of the position {@code table} shows (the public view of
     * the start, or of a match in progress) for the game picker.
     */
    Node preview(SeatView table, double size);

    /**
     * The picker's picture with {@code messages} (the game's bundle in the interface language)
     * for any words it holds, such as accessible texts. Games whose picture has no words need
     * not override it.
     */
    default Node preview(SeatView table, double size, ResourceBundle messages) {
        return preview(table, size);
    }

    /**
     * One sentence saying what the seat to move may do, in words
     * ("Red to move: capture, or step away from the centre"; "Blue has no move and passes").
     * For a finished game, who won and why.
     */
    String status(SeatView table, List<Seat> seats, ResourceBundle messages);

    /**
     * A move as the move list shows it, in the interface language ({@code messages}); by default
     * its notation. Only public facts: the list is seen by everyone at the table.
     */
    default String moveText(Move move, ResourceBundle messages) {
        return move.notation();
    }

    /**
     * The same for a move with the position it was played from, for a game whose words need it
     * (a Battlegammon pawn lands where its side's direction takes it); by default {@link #moveText(Move, ResourceBundle)}.
     */
    default String moveText(PlayedMove played, ResourceBundle messages) {
        return moveText(played.move(), messages);
    }

    /**
     * The move list's entries for {@code line} (the whole line, undone moves included): one per
     * turn, in the player's words and symbols, each with its seat's colour ({@link Turns} cuts the
     * line). By default one entry per move, in {@link #moveText}'s words, and a colour per seat.
     * The save file keeps the moves' notation whatever this says.
     */
    default List<TurnEntry> turns(List<PlayedMove> line, List<Seat> seats, ResourceBundle messages) {
        return Turns.oneEach(line, played -> moveText(played.move(), messages),
                (played, seat) -> Turns.paletteColour(seat));
    }

    /**
     * What a hint suggests, {@code moves} (the seat's moves of one turn, in order: both dice in
     * Battlegammon), as the words that follow "Hint:" in the status line, with no notation
     * ("move the piece on f5 to f4, capturing"). By default the move list's words.
     */
    default String hintText(List<PlayedMove> moves, ResourceBundle messages) {
        return moves.stream().map(played -> moveText(played.move(), messages))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /** A short public summary of a seat for the side panel (pieces left, cards in hand, score). */
    String seatSummary(SeatView table, int seat, ResourceBundle messages);

    /**
     * Whether the position {@code table} shows the people at the table a panel they close themselves (the
     * scores at the end of a hand), whoever is formally to move. The shell then lets any person
     * act and keeps a computer seat from playing until someone did, so that the computer never
     * clicks a panel away before the people have read it. Only asked when a person is at the table.
     */
    default boolean waitsForPeople(SeatView table) {
        return false;
    }
}
