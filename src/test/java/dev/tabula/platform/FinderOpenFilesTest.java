package dev.tabula.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FinderOpenFilesTest {

    @Test
    void listensOnlyOnAMacWithADisplay() {
        assertThat(FinderOpenFiles.applies("Mac OS X", false)).isTrue();
        assertThat(FinderOpenFiles.applies("Mac OS X", true)).isFalse();
        assertThat(FinderOpenFiles.applies("Linux", false)).isFalse();
        assertThat(FinderOpenFiles.applies("Windows 11", false)).isFalse();
    }

    @Test
    void everyFileTheFinderSendsBecomesOneRequestInItsOrder() {
        OpenRequests requests = new OpenRequests();
        List<Optional<Path>> opened = new ArrayList<>();
        requests.deliverTo(opened::add);

        FinderOpenFiles.forward(List.of(new File("a.tabula.json"), new File("/tmp/b.tabula.json")), requests);

        assertThat(opened).containsExactly(
                Optional.of(Path.of("a.tabula.json").toAbsolutePath()),
                Optional.of(Path.of("/tmp/b.tabula.json")));
    }
}
