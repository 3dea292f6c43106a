package dev.tabula.app;

import dev.tabula.app.common.Language;
import dev.tabula.app.lesson.LessonScreen;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonStep;
import dev.tabula.learn.Lessons;
import dev.tabula.testing.Shots;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Not a test: writes every lesson step, before and after its move, and each lesson's last
 * screen, at 1366×768 in English, Spanish and Japanese ({@code -Dscreenshots.languages} to
 * choose), under {@code target/screenshots/lessons/<language>/} (docs/lessons.md).
 */
class LessonScreenshots extends ShellUiTest {
    private static final List<String> LANGUAGES = List.of(System.getProperty("screenshots.languages", "en,es,ja").split(","));

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"language\": \"en\"}";
    }

    @Test
    void everyStepOfEveryLesson() throws IOException {
        robot.interact(() -> {
            stage.setWidth(1366);
            stage.setHeight(768);
        });
        for (String tag : LANGUAGES) {
            robot.interact(() -> shell().switchLanguage(Language.fromTag(tag).orElseThrow()));
            Path folder = Shots.ROOT.resolve("lessons").resolve(tag);
            for (Lesson lesson : Lessons.all()) {
                robot.interact(shell()::showPicker);
                click("#learn-" + lesson.gameId());
                robot.interact(() -> shell().lessonScreen().play());
                // from the first step whatever an earlier language left
                while (onFx(() -> shell().lessonScreen().play().step()) > 0) {
                    click("#lesson-back");
                }
                for (int step = 0; step < lesson.steps().size(); step++) {
                    LessonStep definition = lesson.steps().get(step);
                    String name = lesson.gameId() + "-" + (step + 1) + "-" + definition.key().replaceFirst(".*\\.", "");
                    shoot(folder.resolve(name + "-task.png"));
                    LessonScreen screen = onFx(() -> shell().lessonScreen());
                    EveryLessonUiTest.handOn(screen, definition);
                    shoot(folder.resolve(name + "-done.png"));
                    click("#lesson-next");
                }
                shoot(folder.resolve(lesson.gameId() + "-end.png"));
            }
        }
    }

    private void shoot(Path file) throws IOException {
        for (int pass = 0; pass < 3; pass++) {
            robot.interact(() -> {
                stage.getScene().getRoot().applyCss();
                stage.getScene().getRoot().layout();
            });
        }
        snap(stage.getScene(), file);
    }
}
