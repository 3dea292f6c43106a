package dev.tabula.app;

import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.fonts.CjkFontCheck;
import dev.tabula.core.Match;
import java.nio.file.Files;
import java.util.Locale;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The language setting: the settings dialog lists the languages by their own names, and choosing
 * one rebuilds the screen at once, the picker's cards and the match screen (same match) alike.
 */
class LanguageSwitchUiTest extends ShellUiTest {

    @Override
    String initialSettings() {
        // English whatever the machine's locale, so the "before" texts are known
        return "{\"animation\": \"off\", \"language\": \"en\"}";
    }

    @Test
    void theLanguageSettingSwitchesThePickersTexts() throws Exception {
        assertThat(text("#new-zola")).isEqualTo("New match");
        assertThat(text("#rules-zola")).isEqualTo("Rules");

        choose(Language.SPANISH);

        assertThat(text("#new-zola")).isEqualTo("Nueva partida");
        assertThat(text("#rules-zola")).isEqualTo("Reglas");
        assertThat(text("#settings")).isEqualTo("Ajustes");
        assertThat(robot.lookup(".card-pitch").queryAllAs(Labeled.class))
                .anyMatch(label -> label.getText().startsWith("Captura hacia el centro"));
        assertThat(Files.readString(home.resolve("settings.json"))).contains("\"language\" : \"es\"");

        choose(Language.SERBIAN_LATIN);
        assertThat(text("#new-zola")).isEqualTo("Nova partija");
        assertThat(robot.lookup(".card-players").queryAllAs(Labeled.class))
                .anyMatch(label -> label.getText().equals("2 igrača"));
    }

    @Test
    void theMatchScreenFollowsTheLanguageWithTheSameMatch() {
        startZola();
        clickMove(greedy(current()));
        Match before = match();
        assertThat(text("#status")).contains("to move");

        choose(Language.SPANISH);

        assertThat(match()).isSameAs(before);
        assertThat(match().line()).hasSize(1);
        // seats that kept their default names follow the language too; the match keeps its own
        assertThat(text("#status")).startsWith("Turno de Jugador 2 (Azules)");
        assertThat(text("#seat-0 .seat-name")).isEqualTo("Jugador 1");
        assertThat(match().seats().get(0).name()).isEqualTo("Player 1");
        assertThat(text("#undo")).isEqualTo("Deshacer");
        assertThat(onFx(() -> stage.getTitle())).isEqualTo("Tabula — Zola");
    }

    @Test
    void theListShowsEveryLanguageInItself() {
        click("#settings");
        ComboBox<?> box = robot.lookup("#setting-language").queryAs(ComboBox.class);
        var names = onFx(() -> box.getItems().stream().map(item -> box.getConverter().toString(cast(item))).toList());
        assertThat(names).containsExactly("English", "日本語", "한국어", "Srpski", "Español", "繁體中文");
        robot.interact(() -> {
            DialogPane dialog = robot.lookup("#settings-dialog").queryAs(DialogPane.class);
            ((Button) dialog.lookupButton(dialog.getButtonTypes().stream()
                    .filter(type -> type.getButtonData() == ButtonType.CANCEL.getButtonData()).findFirst().orElseThrow()))
                    .fire();
        });
    }

    @Test
    void japaneseSwitchesWhenItsFontIsThere() {
        Assumptions.assumeTrue(onFx(() -> CjkFontCheck.missingFontMessage(Locale.JAPANESE).isEmpty()),
                "no CJK font on this machine (fonts-wqy-zenhei)");
        choose(Language.JAPANESE);
        assertThat(text("#new-zola")).isEqualTo("新しい対局");
    }

    @Test
    void withoutItsFontALanguageIsRefusedWithThePackageToInstall() throws Exception {
        robot.interact(() -> shell().fontCheck = locale -> java.util.Optional.of(CjkFontCheck.MESSAGE_KEY));
        choose(Language.KOREAN);
        assertThat(robot.lookup("#notice-dialog").tryQuery()).isPresent();
        String message = onFx(() -> robot.lookup("#notice-dialog").queryAs(DialogPane.class).getContentText());
        assertThat(message).contains("Korean", "fonts-wqy-zenhei");
        robot.interact(() -> robot.lookup("#notice-ok").queryButton().fire());
        assertThat(text("#new-zola")).isEqualTo("New match");
        assertThat(Files.readString(home.resolve("settings.json"))).contains("\"language\" : \"en\"");
    }

    private void choose(Language language) {
        click(robot.lookup("#settings").tryQuery().isPresent() ? "#settings" : "#settings-match");
        DialogPane dialog = robot.lookup("#settings-dialog").queryAs(DialogPane.class);
        robot.interact(() -> {
            ComboBox<?> box = robot.lookup("#setting-language").queryAs(ComboBox.class);
            box.getSelectionModel().select(box.getItems().indexOf(language));
            ((Button) dialog.lookupButton(dialog.getButtonTypes().stream()
                    .filter(type -> type.getButtonData() == ButtonType.OK.getButtonData()).findFirst().orElseThrow()))
                    .fire();
        });
        robot.interact(() -> stage.requestFocus());
    }

    private String text(String query) {
        return onFx(() -> robot.lookup(query).queryAs(Labeled.class).getText());
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object item) {
        return (T) item;
    }
}
