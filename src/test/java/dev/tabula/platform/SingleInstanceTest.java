package dev.tabula.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A later start hands its file to the running Tabula. Both ends run in this JVM here; between two
 * processes the lock is the operating system's file lock, which Java maps to the same call.
 */
class SingleInstanceTest {
    @TempDir
    Path data;

    /** The later start comes right after the first: it waits for the port the first opens on its own thread. */
    @Test
    void theFirstStartClaimsAndALaterOneHandsItsFileOver() {
        try (SingleInstance running = SingleInstance.claim(data).orElseThrow()) {
            CompletableFuture<Optional<Path>> received = new CompletableFuture<>();
            running.serve(received::complete);

            assertThat(SingleInstance.claim(data)).isEmpty();
            assertThat(SingleInstance.handOver(data, Optional.of(Path.of("zola.tabula.json")))).isTrue();
            assertThat(received.join()).contains(Path.of("zola.tabula.json").toAbsolutePath());
        }
    }

    @Test
    void aStartWithoutAFileAsksTheRunningOneToComeToTheFront() {
        try (SingleInstance running = SingleInstance.claim(data).orElseThrow()) {
            CompletableFuture<Optional<Path>> received = new CompletableFuture<>();
            running.serve(received::complete);

            assertThat(SingleInstance.handOver(data, Optional.empty())).isTrue();
            assertThat(received.join()).isEmpty();
        }
    }

    @Test
    void aRequestWithoutTheTokenIsRefused() throws IOException {
        try (SingleInstance running = SingleInstance.claim(data).orElseThrow()) {
            running.serve(file -> {
                throw new AssertionError("a request without the token was taken: " + file);
            }).join();
            String port = Files.readAllLines(data.resolve(SingleInstance.PORT_FILE)).get(0);
            Files.writeString(data.resolve(SingleInstance.PORT_FILE), port + "\nnot-the-token\n");

            assertThat(SingleInstance.handOver(data, Optional.of(Path.of("x.tabula.json")))).isFalse();
        }
    }

    @Test
    void theLockIsFreeOnceTheRunningOneCloses() {
        SingleInstance.claim(data).orElseThrow().close();

        try (SingleInstance next = SingleInstance.claim(data).orElseThrow()) {
            assertThat(next).isNotNull();
        }
    }

    @Test
    void withNobodyRunningTheHandOverFailsAndTheStartRunsAlone() throws IOException {
        assertThat(SingleInstance.handOver(data, Optional.of(Path.of("x.tabula.json")))).isFalse();

        // a port file left by a Tabula that was killed: its lock went with it
        Files.writeString(data.resolve(SingleInstance.LOCK_FILE), "");
        Files.writeString(data.resolve(SingleInstance.PORT_FILE), "1\nold-token\n");
        assertThat(SingleInstance.handOver(data, Optional.of(Path.of("x.tabula.json")))).isFalse();
    }

    /** A lock file that is a pipe would hold the start at its open for ever: this start runs on its own. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(dev.tabula.testing.HostileFile.class)
    void aLockFileThatIsNoFileIsRefusedBeforeItIsOpened(dev.tabula.testing.HostileFile kind) {
        kind.at(data.resolve(SingleInstance.LOCK_FILE));
        if (kind == dev.tabula.testing.HostileFile.HUGE) {
            // a huge regular file is as good a lock as any
            SingleInstance.claim(data).orElseThrow().close();
            return;
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SingleInstance.claim(data))
                .isInstanceOf(java.io.UncheckedIOException.class);
        assertThat(SingleInstance.handOver(data, Optional.of(Path.of("x.tabula.json")))).isFalse();
    }

    /** The port file of a running Tabula that is no file: the later start gives up handing over and runs alone. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(dev.tabula.testing.HostileFile.class)
    void aPortFileThatIsNoFileIsRefusedBeforeItIsOpened(dev.tabula.testing.HostileFile kind) throws IOException {
        try (SingleInstance running = SingleInstance.claim(data).orElseThrow()) {
            running.serve(file -> {
                throw new AssertionError("nothing can reach it");
            }).join();
            Path port = data.resolve(SingleInstance.PORT_FILE);
            Files.delete(port);
            kind.at(port);
            assertThat(SingleInstance.handOver(data, Optional.of(Path.of("x.tabula.json")))).isFalse();
        }
    }
}
