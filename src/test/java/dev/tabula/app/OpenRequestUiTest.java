package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import dev.tabula.platform.OpenRequests;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** A match file double-clicked while Tabula runs (or the one it was started with) opens in its window. */
class OpenRequestUiTest extends ShellUiTest {

    @Test
    void aRequestedMatchFileOpensOnTheRunningWindow() throws Exception {
        startZola();
        Match played = match();
        Path file = home.resolve("handed over.tabula.json");
        shell().codec().save(played, file);
        robot.interact(shell()::showPicker);

        OpenRequests.forThisProcess().offer(Optional.of(file));
        WaitForAsyncUtils.waitForFxEvents(); // the request reaches the shell, which reads the file on its thread
        settle();

        assertThat(onFx(() -> shell().matchScreen().file())).isEqualTo(file);
        assertThat(match().game().info().id()).isEqualTo("zola");
    }
}
