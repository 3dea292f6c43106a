package dev.tabula.app;

import dev.tabula.app.files.DataFolder;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.GameRegistry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.settings.Settings;
import dev.tabula.app.settings.SettingsStore;
import dev.tabula.app.records.RecordsStore;
import dev.tabula.core.save.MatchCodec;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.slf4j.LoggerFactory;

/**
 * What the first screen needs that the JavaFX toolkit does not: the games, the match codec, the
 * settings, the interface language, the players' records, and the data folder made ready (stray temporary files gone,
 * whether the last run crashed and in which match). Made on a second core while the toolkit
 * starts, which on its own takes most of the first second, so the JavaFX thread finds it ready.
 *
 * <p>This class has no logger of its own on purpose: the background thread starts Logback first
 * (about 0.15 s), and anything that asks for a logger meanwhile gets one that catches up.
 *
 * @param crashed after an unclean exit, the id of the match that was on screen ("" if unknown);
 *                empty after a clean one
 */
record Startup(DataFolder data, GameRegistry registry, MatchCodec codec, SettingsStore settingsStore,
               Settings settings, I18n i18n, InProgress inProgress, Optional<String> crashed,
               RecordsStore.Loaded records) {

    /** Prepares everything on the calling thread. */
    static Startup prepare(DataFolder data) {
        GameRegistry registry = GameRegistry.installed();
        SettingsStore store = new SettingsStore(data.settingsFile());
        Settings settings = store.load();
        I18n i18n = I18n.forLanguage(settings.language);
        if (!i18n.language().tag().equals(settings.language)) {
            // the first start (or a language this version lacks): the system's, kept from now on
            // (saved with the other settings when the app closes; writing them now cost 0.1 s)
            LoggerFactory.getLogger(Startup.class).info("interface language {} (system locale {})",
                    i18n.language().tag(), java.util.Locale.getDefault());
            settings.language = i18n.language().tag();
        }
        for (GameEntry entry : registry.entries()) {
            // loads what the picker's cards will ask for (each game's texts, its rules' classes)
            // on this core now; the bundles stay cached, the positions are made again there
            i18n.bundle(entry.ui().bundleBaseName());
            entry.game().start(entry.game().info().minSeats(), java.util.Map.of(), 1).legalMoves();
        }
        MatchCodec codec = new MatchCodec(registry.catalog());
        InProgress inProgress = new InProgress(data.matchesFolder(), codec);
        data.makePrivate();
        Optional<String> crashed = data.crashedRun();
        Optional<InProgress.Slot> migrated = inProgress.prepare(data.root());
        if (crashed.isPresent() && crashed.get().isEmpty() && migrated.isPresent()) {
            crashed = Optional.of(migrated.get().id()); // an older version crashed: its one autosave
        }
        RecordsStore.Loaded records = RecordsStore.load(data.recordsFile(), java.time.Clock.systemUTC());
        return new Startup(data, registry, codec, store, settings, i18n, inProgress, crashed, records);
    }

    /**
     * What the first screen needs when the data folder did not answer in time (a hung network
     * disk): the games, the defaults of the settings and no records. Nothing read from the folder,
     * so nothing is written over what it holds: neither the settings nor the records are saved this
     * run, and the matches in progress are read later, off the JavaFX thread, as always.
     */
    static Startup withoutTheDataFolder(DataFolder data) {
        GameRegistry registry = GameRegistry.installed();
        Settings settings = new Settings();
        I18n i18n = I18n.forLanguage(settings.language);
        settings.language = i18n.language().tag();
        MatchCodec codec = new MatchCodec(registry.catalog());
        return new Startup(data, registry, codec, SettingsStore.notRead(data.settingsFile()), settings, i18n,
                new InProgress(data.matchesFolder(), codec), Optional.empty(), RecordsStore.Loaded.notRead());
    }

    /**
     * What {@code prepared} gives within {@code patience}, else {@link #withoutTheDataFolder}: the
     * window never waits long for a file. Every start-up file is refused before it is opened when
     * it is not a regular file, and read only to a bound, so the patience is for a disk that does
     * not answer at all.
     */
    static Startup within(CompletableFuture<Startup> prepared, java.time.Duration patience, DataFolder data) {
        try {
            return prepared.get(patience.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            LoggerFactory.getLogger(Startup.class).warn("the data folder {} did not answer within {} ms; starting"
                    + " with the default settings, which this run does not save", data.root(), patience.toMillis());
            return withoutTheDataFolder(data);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return withoutTheDataFolder(data);
        }
    }

    /** Starts preparing on a background thread; the app takes the result when its toolkit is up. */
    static CompletableFuture<Startup> prepareInBackground(DataFolder data) {
        CompletableFuture<Startup> result = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                LoggerFactory.getILoggerFactory();
                result.complete(prepare(data));
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        }, "tabula-startup");
        thread.setDaemon(true);
        thread.start();
        return result;
    }
}
