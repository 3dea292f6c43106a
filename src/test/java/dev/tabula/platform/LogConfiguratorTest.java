package dev.tabula.platform;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator.ExecutionStatus;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.status.StatusUtil;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The app's logging set-up: INFO and above into tabula.log, in the readable one-line format. */
class LogConfiguratorTest {

    @Test
    void infoAndAboveGoToTabulaLogInTheFolderOneLineEach(@TempDir Path folder) throws Exception {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter()); // what SLF4J's provider gives the app's context
        LogConfigurator.logToFile(context, folder);
        context.getLogger("dev.tabula.Example").debug("not this");
        context.getLogger("dev.tabula.Example").info("the picker is shown");
        context.getLogger("dev.tabula.Example").warn("a warning");
        context.stop();

        String log = Files.readString(folder.resolve("tabula.log"));
        assertThat(log.lines()).hasSize(2);
        assertThat(log).doesNotContain("not this")
                .containsPattern("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{3} INFO  \\[[^]]+] dev\\.tabula\\.Example - the picker is shown")
                .contains("WARN  [");
    }

    @Test
    void testsKeepTheirOwnConfiguration() {
        // the test class path holds logback-test.xml, which must win over the app's set-up
        LogConfigurator configurator = new LogConfigurator();
        LoggerContext context = new LoggerContext();
        configurator.setContext(context);
        assertThat(configurator.configure(context)).isEqualTo(ExecutionStatus.INVOKE_NEXT_IF_ANY);
    }

    @Test
    void aLogFolderThatCannotBeOpenedIsOneLineOnStandardErrorAndNothingOnStandardOutput(@TempDir Path dir)
            throws Exception {
        Path aFile = Files.writeString(dir.resolve("not-a-folder"), "x");
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        LogConfigurator.logToFile(context, aFile.resolve("logs"), new PrintStream(errors, true, StandardCharsets.UTF_8));
        context.getLogger("dev.tabula.Example").warn("a warning with nowhere to go");
        // a status listener of ours keeps Logback from printing its status to standard output
        assertThat(StatusUtil.contextHasStatusListener(context)).isTrue();
        context.stop();

        assertThat(errors.toString(StandardCharsets.UTF_8)).startsWith("tabula: no log file (").hasLineCount(1);
    }

    /** Appending to a pipe waits for a reader for ever; a folder, a device or a loop of links is no log either. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(value = dev.tabula.testing.HostileFile.class, names = "HUGE",
            mode = org.junit.jupiter.params.provider.EnumSource.Mode.EXCLUDE)
    void aLogFileThatIsNoFileIsOneLineOnStandardErrorAndNeverOpened(dev.tabula.testing.HostileFile kind,
            @TempDir Path folder) {
        kind.at(folder.resolve("tabula.log"));
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        LogConfigurator.logToFile(context, folder, new PrintStream(errors, true, StandardCharsets.UTF_8));
        context.getLogger("dev.tabula.Example").warn("a warning with nowhere to go");
        context.stop();

        assertThat(errors.toString(StandardCharsets.UTF_8)).startsWith("tabula: no log file (").hasLineCount(1);
    }
}
