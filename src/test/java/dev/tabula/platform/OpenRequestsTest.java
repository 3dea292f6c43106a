package dev.tabula.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class OpenRequestsTest {
    private final OpenRequests requests = new OpenRequests();
    private final List<Optional<Path>> received = new ArrayList<>();

    @Test
    void requestsBeforeTheAppListensWaitForItInOrder() {
        requests.offer(Optional.of(Path.of("a.tabula.json")));
        requests.offer(Optional.empty());

        requests.deliverTo(received::add);

        assertThat(received).containsExactly(Optional.of(Path.of("a.tabula.json")), Optional.empty());
    }

    @Test
    void laterRequestsGoStraightToTheApp() {
        requests.deliverTo(received::add);
        requests.offer(Optional.of(Path.of("b.tabula.json")));

        assertThat(received).containsExactly(Optional.of(Path.of("b.tabula.json")));
    }
}
