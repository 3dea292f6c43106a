package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/**
 * A damaged records file in the data folder: the app starts, the Records window says in one
 * sentence that the old records were set aside (the file kept under a new name), and counting
 * starts afresh.
 */
class RecordsSetAsideUiTest extends ShellUiTest {
    private static final String DAMAGED = "{\"format\": \"tabula-records\", \"version\": 1, \"rows\": [{\"na";

    /** The damaged file goes into the data folder with the settings, before the app starts. */
    @Override
    byte[] initialSettingsBytes() {
        try {
            Files.writeString(home.resolve("records.json"), DAMAGED);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return super.initialSettingsBytes();
    }

    @Test
    void theWindowSaysTheOldRecordsWereSetAsideAndCountingStartsAfresh() throws IOException {
        Path aside;
        try (Stream<Path> files = Files.list(home)) {
            aside = files.filter(f -> f.getFileName().toString().startsWith("records.unreadable-")).findFirst()
                    .orElseThrow();
        }
        assertThat(aside).hasContent(DAMAGED);

        click("#records");
        String said = onFx(() -> robot.lookup("#records-set-aside").queryAs(Label.class).getText());
        assertThat(said).isEqualTo("The old records could not be read and were set aside as "
                + aside.getFileName() + "; counting starts afresh.");
        assertThat(robot.lookup("#records-none").tryQuery()).isPresent();
        click("#records-close");

        var game = GameCatalog.installed().require("zola");
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 3L),
                List.of(Seat.person("Anna"), Seat.person("Bob")));
        robot.interact(() -> shell().showMatch(match, null));
        click("#resign");
        click("#confirm-yes");
        settle();
        assertThat(Files.readString(home.resolve("records.json"))).contains("\"Anna\"", "\"Bob\"");
        assertThat(aside).as("the old file is kept").hasContent(DAMAGED);
    }
}
