package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

class SaveLoadUiTest extends ShellUiTest {

    @Test
    void aSavedMatchOpensAgainAndTheAutosaveContinuesIt() throws Exception {
        startZola();
        for (int i = 0; i < 4; i++) {
            clickMove(greedy(current()));
        }
        List<Move> played = match().line();
        Path file = home.resolve("my match.tabula.json");
        files.toSave = file;
        robot.push(KeyCode.CONTROL, KeyCode.S);
        settle();
        assertThat(file).exists();
        assertThat(Files.readString(file)).contains("\"game\" : \"zola\"", played.get(3).notation());

        // one more move, then back to the picker: Continue brings back the autosaved five moves
        clickMove(greedy(current()));
        click("#back");
        assertThat(robot.lookup("#picker").tryQuery()).isPresent();
        settle();
        click("#continue-0");
        assertThat(match().cursor()).isEqualTo(5);
        assertThat(match().line().subList(0, 4)).isEqualTo(played);

        // Open… the saved file: it is this match in progress, played on since it was saved, so the
        // player chooses; keeping the file gives its four moves, and the file is now a recent file
        files.toOpen = file;
        robot.push(KeyCode.CONTROL, KeyCode.O);
        settle();
        click("#same-file-1");
        settle();
        assertThat(match().line()).isEqualTo(played);
        assertThat(shell().settings().recentFiles).containsExactly(file.toAbsolutePath().toString());
        click("#back");
        assertThat(robot.lookup("#recent-0").tryQuery()).isPresent();
    }

    @Test
    void anUnreadableFileGivesADialogNamingTheProblemAndTheMatchStaysAsItWas() throws Exception {
        startZola();
        clickMove(greedy(current()));
        clickMove(greedy(current()));
        List<Move> before = match().line();
        openACutOffFile("broken.tabula.json");
        DialogPane dialog = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertThat(dialog.getContentText()).contains("cut off");
        assertThat(dialog.getHeaderText()).contains("broken.tabula.json");
        click("#error-ok");
        assertThat(robot.lookup("#error-dialog").tryQuery()).isEmpty();
        assertThat(match().line()).isEqualTo(before);
        assertThat(match().cursor()).isEqualTo(2);
        // the board still plays (after a dialog, Monocle needs the focus given back for keys)
        robot.interact(() -> stage.requestFocus());
        clickMove(greedy(current()));
        assertThat(match().cursor()).isEqualTo(3);

        // a file from a newer Tabula is refused, naming both versions
        Path newer = home.resolve("newer.tabula.json");
        Files.writeString(newer, "{\"format\": \"tabula-match\", \"version\": 7, \"game\": \"zola\"}");
        files.toOpen = newer;
        robot.push(KeyCode.CONTROL, KeyCode.O);
        settle();
        DialogPane refusal = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertThat(refusal.getContentText()).contains("version 7", "up to 2");
        click("#error-ok");
        assertThat(match().cursor()).isEqualTo(3);
    }

    /** A FIFO given as a match file would block a reader forever: it is refused, and the match plays on. */
    @Test
    @org.junit.jupiter.api.condition.EnabledOnOs(org.junit.jupiter.api.condition.OS.LINUX)
    void aFifoIsRefusedAndTheMatchStaysAsItWas() throws Exception {
        startZola();
        clickMove(greedy(current()));
        Path fifo = dev.tabula.testing.HostileFile.FIFO.at(home.resolve("pipe.tabula.json"));
        files.toOpen = fifo;
        fromMatchMenu("#open-match");
        settle();
        assertThat(robot.lookup("#error-dialog").queryAs(DialogPane.class).getHeaderText()).contains("pipe.tabula.json");
        click("#error-ok");
        robot.interact(() -> stage.requestFocus());
        clickMove(greedy(current()));
        assertThat(match().cursor()).isEqualTo(2);
    }
}
