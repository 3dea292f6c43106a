package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.net.InetAddress;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Finding a match on the local network: what a host announces (never its join codes), what a
 * finder makes of a record that is not a Tabula's, and a real announcement found by a real search
 * over mDNS on this computer, its open seats followed and its withdrawal seen.
 */
class DiscoveryTest {
    private final TestClock clock = new TestClock();

    @Test
    void anAnnouncementHoldsWhatAFinderNeedsAndNoCode() {
        var game = GameCatalog.installed().require("zola");
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 1L),
                List.of(Seat.person("Ana"), Seat.person("Ben")));
        try (Side hostSide = new Side("host", clock, 1); Side guestSide = new Side("guest", clock, 2)) {
            Host host = new HostSeats(hostSide, 1).start(HostSetup.loopback(match, Set.of(0, 1), "Hana"));
            Announcement before = hostSide.call(host::announcement);
            assertThat(before).isEqualTo(new Announcement("Hana", "zola", Protocol.VERSION, Protocol.appVersion(), 2, 2));
            String code = hostSide.call(() -> host.joinCode(0).orElseThrow());
            assertThat(before.toText().keySet()).containsExactlyInAnyOrder("v", "game", "host", "app", "open", "seats");
            assertThat(before.toText().values()).noneMatch(value -> value.contains(code.replace("-", "")));
            ScriptedGuest ana = new ScriptedGuest(guestSide, 3).join(URI.create("ws://127.0.0.1:" + host.port()), code);
            Side.await(ana.firstJoin);
            assertThat(hostSide.call(host::announcement).openSeats()).isEqualTo(1);
            assertThat(Announcement.fromText(before.toText())).contains(before);
            hostSide.call(host::close).join();
        }
    }

    @Test
    void aLongNameStillMakesAServiceNameDnsAccepts() {
        String name = MatchAnnouncer.info(new Announcement("麻雀が大好きなおばあちゃんのノートパソコン", "battlegammon",
                Protocol.VERSION, "0.1.0", 1, 2), 47474).getName();
        assertThat(name.getBytes(java.nio.charset.StandardCharsets.UTF_8).length).isLessThanOrEqualTo(63);
        assertThat(name).startsWith("麻雀").endsWith(" – battlegammon");
    }

    @Test
    void aRecordThatIsNotATabulasIsLeftOut() {
        Map<String, String> good = new Announcement("Hana", "zola", 1, "0.1.0", 1, 2).toText();
        for (Map.Entry<String, String> odd : List.of(Map.entry("v", "one"), Map.entry("game", "Chess!"),
                Map.entry("open", "3"), Map.entry("seats", "0"), Map.entry("host", " "), Map.entry("open", "-1"))) {
            Map<String, String> text = new HashMap<>(good);
            text.put(odd.getKey(), odd.getValue());
            assertThat(Announcement.fromText(text)).as(odd.toString()).isEmpty();
        }
        Map<String, String> missing = new HashMap<>(good);
        missing.remove("v");
        assertThat(Announcement.fromText(missing)).isEmpty();
        Map<String, String> sly = new HashMap<>(good);
        sly.put("host", "Ha\u202Ena\n");
        assertThat(Announcement.fromText(sly).orElseThrow().hostName()).doesNotContain("\u202E").doesNotContain("\n");
    }

    @Test
    void anAnnouncedMatchIsFoundItsOpenSeatsFollowedAndItsEndSeen() {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        assumeTrue(LoopbackMulticast.delivers(loopback),
                "this computer does not deliver multicast over its loopback network, so mDNS cannot be tried here");
        String name = "Test " + UUID.randomUUID().toString().substring(0, 8); // other Tabulas may announce here too
        ExecutorService seen = Executors.newSingleThreadExecutor();
        Sightings sightings = new Sightings();
        MatchFinder finder = MatchFinder.start(loopback, seen, sightings::seen);
        try {
            MatchAnnouncer announcer = MatchAnnouncer.start(loopback,
                    new Announcement(name, "zodijak", Protocol.VERSION, "test", 2, 3), 47999);
            AnnouncedMatch found = Side.await(sightings.when(list -> find(list, name).filter(m ->
                    m.announcement().openSeats() == 2).isPresent())).stream()
                    .filter(m -> m.announcement().hostName().equals(name)).findFirst().orElseThrow();
            assertThat(found.address().getPort()).isEqualTo(47999);
            assertThat(found.announcement().gameId()).isEqualTo("zodijak");
            announcer.update(new Announcement(name, "zodijak", Protocol.VERSION, "test", 1, 3));
            Side.await(sightings.when(list -> find(list, name).filter(m -> m.announcement().openSeats() == 1).isPresent()));
            announcer.close();
            Side.await(sightings.when(list -> find(list, name).isEmpty()));
        } finally {
            finder.close();
            seen.shutdownNow();
        }
    }

    private static Optional<AnnouncedMatch> find(List<AnnouncedMatch> list, String name) {
        return list.stream().filter(m -> m.announcement().hostName().equals(name)).findFirst();
    }

    /** The lists a finder reported, and a wait for one that fits. */
    private static final class Sightings {
        private List<AnnouncedMatch> last = List.of();
        private Predicate<List<AnnouncedMatch>> wanted;
        private CompletableFuture<List<AnnouncedMatch>> waiting;

        synchronized void seen(List<AnnouncedMatch> now) {
            last = now;
            if (waiting != null && wanted.test(now)) {
                waiting.complete(now);
            }
        }

        synchronized CompletableFuture<List<AnnouncedMatch>> when(Predicate<List<AnnouncedMatch>> fits) {
            wanted = fits;
            waiting = new CompletableFuture<>();
            if (fits.test(last)) {
                waiting.complete(last);
            }
            return waiting;
        }
    }
}
