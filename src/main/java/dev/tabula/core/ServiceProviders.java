package dev.tabula.core;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Consumer;
import org.slf4j.LoggerFactory;

/**
 * A tolerant {@link ServiceLoader}: every registered provider that loads, and one problem per
 * provider that does not (logged with its stack trace), so one broken registration never takes
 * the others down with it.
 *
 * @param <T> the service type
 */
public record ServiceProviders<T>(List<T> loaded, List<String> problems) {

    public ServiceProviders {
        loaded = List.copyOf(loaded);
        problems = List.copyOf(problems);
    }

    /**
     * Loads every provider of {@code type}; {@code check} is run on each (for example reading its
     * id) and a provider for which it throws counts as broken too.
     */
    public static <T> ServiceProviders<T> load(Class<T> type, Consumer<? super T> check) {
        List<T> loaded = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Iterator<T> providers = ServiceLoader.load(type).iterator();
        while (true) {
            try {
                if (!providers.hasNext()) {
                    break;
                }
                T provider = providers.next();
                check.accept(provider);
                loaded.add(provider);
            } catch (ServiceConfigurationError | RuntimeException | ExceptionInInitializerError e) {
                LoggerFactory.getLogger(ServiceProviders.class).error("a {} could not be loaded", type.getName(), e);
                problems.add(describe(e));
            }
        }
        return new ServiceProviders<>(loaded, problems);
    }

    /** The message of a failure and of its causes, in one line. */
    private static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            text.append(text.length() == 0 ? "" : ": ").append(t.getMessage() == null ? t.getClass().getSimpleName()
                    : t.getMessage());
        }
        return text.toString();
    }
}
