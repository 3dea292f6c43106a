package dev.tabula.platform;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.status.Status;
import ch.qos.logback.core.status.StatusListener;
import ch.qos.logback.core.util.FileSize;
import dev.tabula.core.save.BoundedFiles;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;

/**
 * The logging set-up of the app and the command line, in code: found by Logback through
 * {@code META-INF/services}. Reading the same set-up from {@code logback.xml} took Logback's XML
 * configurator about 0.4 s at every start, most of the time before the first window could
 * appear; this takes a few milliseconds.
 *
 * <p>Everything at INFO and above goes to {@code tabula.log} in the folder named by the system
 * property {@code tabula.logDir} (the {@code Launcher} sets it to the player's data folder),
 * rolled over at 2 MB into {@code tabula.1.log} … {@code tabula.3.log}. Standard output belongs
 * to the command line's results alone, so Logback's own status never goes there: when the log
 * folder cannot be written, one line on standard error says so and the program goes on without
 * a log ({@link OneLineOnError}). Tests bring a {@code logback-test.xml}, which then wins.
 */
public final class LogConfigurator extends ContextAwareBase implements Configurator {
    static final String LOG_DIR_PROPERTY = "tabula.logDir";
    private static final String PATTERN = "%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level [%thread] %logger{36} - %msg%n";

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (LogConfigurator.class.getResource("/logback-test.xml") != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        logToFile(context, Path.of(System.getProperty(LOG_DIR_PROPERTY,
                Path.of(System.getProperty("java.io.tmpdir"), "tabula-logs").toString())));
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /** Sends INFO and above of {@code context} to {@code tabula.log} in {@code folder}, rolled over at 2 MB. */
    static void logToFile(LoggerContext context, Path folder) {
        logToFile(context, folder, System.err);
    }

    /** As {@link #logToFile(LoggerContext, Path)}, with Logback's first error reported on {@code errors}. */
    static void logToFile(LoggerContext context, Path folder, PrintStream errors) {
        // with a listener of ours registered, Logback no longer prints its status to standard output
        context.getStatusManager().add(new OneLineOnError(errors));
        Path log = folder.resolve("tabula.log");
        if (!BoundedFiles.absent(log) && !java.nio.file.Files.isRegularFile(log)) {
            // opening a pipe to append waits for a reader, for ever; a folder or a device is no log either
            errors.println("tabula: no log file (" + log + " is not a regular file); going on without one");
            return;
        }
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.start();

        RollingFileAppender<ILoggingEvent> file = new RollingFileAppender<>();
        file.setContext(context);
        file.setName("FILE");
        file.setFile(log.toString());
        file.setEncoder(encoder);

        FixedWindowRollingPolicy rolling = new FixedWindowRollingPolicy();
        rolling.setContext(context);
        rolling.setParent(file);
        rolling.setFileNamePattern(folder.resolve("tabula.%i.log").toString());
        rolling.setMinIndex(1);
        rolling.setMaxIndex(3);
        rolling.start();
        file.setRollingPolicy(rolling);

        SizeBasedTriggeringPolicy<ILoggingEvent> trigger = new SizeBasedTriggeringPolicy<>();
        trigger.setContext(context);
        trigger.setMaxFileSize(FileSize.valueOf("2MB"));
        trigger.start();
        file.setTriggeringPolicy(trigger);
        file.start();

        ch.qos.logback.classic.Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        root.addAppender(file);
    }

    /** Reports Logback's first error as one line (the log folder cannot be opened, say) and the rest nowhere. */
    static final class OneLineOnError implements StatusListener {
        private final PrintStream errors;
        private final AtomicBoolean reported = new AtomicBoolean();

        OneLineOnError(PrintStream errors) {
            this.errors = errors;
        }

        @Override
        public void addStatusEvent(Status status) {
            if (status.getLevel() != Status.ERROR || reported.getAndSet(true)) {
                return;
            }
            Throwable cause = status.getThrowable();
            String why = cause != null && cause.getMessage() != null ? cause.getMessage() : status.getMessage();
            errors.println("tabula: no log file (" + why.replaceAll("\\p{Cntrl}", " ") + "); going on without one");
        }
    }
}
