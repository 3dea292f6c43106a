package dev.tabula.app.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchFileDropTest {

    @Test
    void takesOneDroppedFile(@TempDir Path folder) {
        File match = folder.resolve("friday.tabula.json").toFile();

        assertThat(MatchFileDrop.single(List.of(match))).contains(match.toPath());
    }

    @Test
    void refusesSeveralFilesAFolderOrNothing(@TempDir Path folder) {
        File one = folder.resolve("one.tabula.json").toFile();
        File two = folder.resolve("two.tabula.json").toFile();

        assertThat(MatchFileDrop.single(List.of(one, two))).isEmpty();
        assertThat(MatchFileDrop.single(List.of(folder.toFile()))).isEmpty();
        assertThat(MatchFileDrop.single(List.of())).isEmpty();
    }
}
