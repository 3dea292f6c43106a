package dev.tabula.app;

import dev.tabula.app.files.FileProblems;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.DialogPane;
import org.junit.jupiter.api.Test;

/**
 * Promise 6 on screen: with the interface in Spanish, a file that cannot be opened gives a
 * dialog whose every line is Spanish (the core's keyed message included), a sentence with a
 * full stop, and no class name; the match stays as it was.
 */
class ErrorsInThePlayersLanguageUiTest extends ShellUiTest {

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"language\": \"es\"}";
    }

    @Test
    void aFileThatCannotBeOpenedIsExplainedInSpanish() throws Exception {
        startZola();
        clickMove(greedy(current()));
        openACutOffFile("roto.tabula.json");
        Path broken = home.resolve("roto.tabula.json");
        DialogPane dialog = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        String text = dialog.getContentText();
        String english = FileProblems.describe(I18n.of(Language.ENGLISH),
                catchLoad(broken));
        assertThat(text).isNotEqualTo(english).doesNotContain("Exception", "dev.tabula")
                .matches("(?s)\\p{Lu}.*\\.$");
        assertThat(dialog.getHeaderText()).contains("roto.tabula.json").startsWith("No se puede abrir");
        click("#error-ok");
        assertThat(match().cursor()).isEqualTo(1);
    }

    /** The case: the reason the rules give ("… is not a legal move here") is Spanish too. */
    @Test
    void aMoveTheRulesRefuseIsExplainedInSpanishToTheLastWord() throws Exception {
        Path file = home.resolve("ilegal.tabula.json");
        try (java.io.InputStream save = getClass().getResourceAsStream("/saves/zola-v1.tabula.json")) {
            String zola = new String(save.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            java.nio.file.Files.writeString(file, zola.replace("\"b4xb3\"", "\"a1-f6\""));
        }
        files.toOpen = file;
        click("#open");
        settle();
        String text = robot.lookup("#error-dialog").queryAs(DialogPane.class).getContentText();
        assertThat(text).isEqualTo("La jugada 1 ('a1-f6') no se puede jugar: 'a1-f6' no es una jugada legal aquí.");
        click("#error-ok");
    }

    private Throwable catchLoad(Path file) {
        try {
            shell().codec().load(file);
            throw new AssertionError("the broken file loaded");
        } catch (RuntimeException e) {
            return e;
        }
    }
}
