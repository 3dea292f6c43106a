package dev.tabula.app;

import dev.tabula.app.files.Autosaver;
import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.DataWrites;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.GameRegistry;
import dev.tabula.app.files.InProgress;
import dev.tabula.core.Game;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The shell's autosave without the window, for {@code src/test/scripts/kill-test.sh}: the same
 * data folder, slots, autosaver and start-up cleaning as the app, driven by a computers-only
 * match of every game, each move written as the app writes it.
 *
 * <ul>
 *   <li>{@code play <folder>}: starts as the app does (stray temporary files go), continues each
 *       game's unfinished match in progress (or begins one), and plays random legal moves until
 *       killed;</li>
 *   <li>{@code check <folder>}: starts as the app does, then prints one line per match in
 *       progress, {@code <id> <game> <moves>}, and fails when one cannot be read or a
 *       temporary file is still there.</li>
 * </ul>
 */
final class KillHarness {
    private KillHarness() {
    }

    public static void main(String[] args) throws Exception {
        DataFolder data = new DataFolder(Path.of(args[1]));
        GameRegistry registry = GameRegistry.installed();
        InProgress inProgress = new InProgress(data.matchesFolder(), new dev.tabula.core.save.MatchCodec(registry.catalog()));
        inProgress.prepare(data.root());
        if (args[0].equals("check")) {
            System.exit(check(data, inProgress));
        }
        play(registry, inProgress);
    }

    private static int check(DataFolder data, InProgress inProgress) throws IOException {
        int problems = 0;
        for (InProgress.Entry entry : inProgress.list()) {
            if (entry.broken()) {
                System.out.println(entry.slot().id() + " BROKEN " + entry.problem().getMessage());
                problems++;
            } else {
                System.out.println(entry.slot().id() + " " + entry.match().game().info().id() + " "
                        + entry.match().cursor());
            }
        }
        try (Stream<Path> files = Files.walk(data.root())) {
            for (Path temp : files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList()) {
                System.out.println("TEMPORARY " + temp);
                problems++;
            }
        }
        return problems == 0 ? 0 : 1;
    }

    private static void play(GameRegistry registry, InProgress inProgress) {
        var codec = new dev.tabula.core.save.MatchCodec(registry.catalog());
        Autosaver autosaver = new Autosaver(DataWrites.ATOMIC, Runnable::run);
        List<InProgress.Entry> existing = inProgress.list();
        existing.stream().filter(e -> !e.broken() && e.match().current().isTerminal())
                .forEach(e -> autosaver.delete(e.slot().matchFile()));
        List<Match> matches = new ArrayList<>();
        List<InProgress.Slot> slots = new ArrayList<>();
        Random random = new Random();
        for (GameEntry entry : registry.entries()) {
            InProgress.Entry unfinished = existing.stream()
                    .filter(e -> !e.broken() && e.match().game().info().id().equals(entry.id())
                            && !e.match().current().isTerminal())
                    .findFirst().orElse(null);
            if (unfinished != null) {
                matches.add(unfinished.match());
                slots.add(unfinished.slot());
            } else {
                matches.add(newMatch(entry.game(), random.nextLong()));
                slots.add(inProgress.newSlot());
            }
        }
        while (true) {
            for (int i = 0; i < matches.size(); i++) {
                Match match = matches.get(i);
                if (match.current().isTerminal()) {
                    // seen and left, as the app does with a finished match: it leaves the list
                    autosaver.delete(slots.get(i).matchFile());
                    matches.set(i, newMatch(match.game(), random.nextLong()));
                    slots.set(i, inProgress.newSlot());
                    match = matches.get(i);
                }
                State state = match.current();
                Move move;
                if (state.currentSeat() == State.CHANCE) {
                    move = state.sampleChance();
                } else {
                    List<Move> legal = state.legalMoves();
                    move = legal.get(random.nextInt(legal.size()));
                }
                match.play(move);
                autosaver.write(slots.get(i).matchFile(), codec.write(match));
            }
            // about the pace of computers at full speed; the two cores are shared
            java.util.concurrent.locks.LockSupport.parkNanos(20_000_000L);
        }
    }

    private static Match newMatch(Game game, long seed) {
        int seats = game.info().minSeats();
        List<Seat> players = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            players.add(Seat.computer("Computer " + (s + 1), "easy"));
        }
        return new Match(game, new Setup(seats, game.info().resolveOptions(Map.of()), seed), players);
    }
}
