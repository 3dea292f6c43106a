package dev.tabula.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Four probes are registered in the test resources: one loads, one throws when created, one
 * cannot be initialised, one fails its check.
 */
class ServiceProvidersTest {

    /** A service for this test alone. */
    public interface Probe {
        String id();
    }

    public static final class Working implements Probe {
        @Override
        public String id() {
            return "working";
        }
    }

    public static final class BrokenConstructor implements Probe {
        public BrokenConstructor() {
            throw new IllegalStateException("a table is missing");
        }

        @Override
        public String id() {
            return "never";
        }
    }

    /** Like a game whose static descriptor is invalid: its class cannot even be initialised. */
    public static final class BrokenStatic implements Probe {
        private static final String ID = refuse();

        private static String refuse() {
            throw new IllegalArgumentException("bad game info for Bad-Static");
        }

        @Override
        public String id() {
            return ID;
        }
    }

    public static final class BrokenId implements Probe {
        @Override
        public String id() {
            throw new IllegalArgumentException("bad game info for Bad Id");
        }
    }

    @Test
    void aBrokenProviderIsSkippedAndSaysWhyWhileTheOthersLoad() {
        ServiceProviders<Probe> probes = ServiceProviders.load(Probe.class, Probe::id);
        assertThat(probes.loaded()).extracting(Probe::id).containsExactly("working");
        assertThat(probes.problems()).hasSize(3);
        assertThat(probes.problems()).anySatisfy(problem -> assertThat(problem).contains("bad game info for Bad-Static"));
        assertThat(probes.problems()).anySatisfy(problem -> assertThat(problem).contains("BrokenConstructor")
                .contains("a table is missing"));
        assertThat(probes.problems()).anySatisfy(problem -> assertThat(problem).contains("bad game info for Bad Id"));
    }

    @Test
    void theInstalledGamesAllLoad() {
        assertThat(GameCatalog.installed().problems()).isEmpty();
        assertThat(GameCatalog.installed().games()).isNotEmpty();
    }
}
