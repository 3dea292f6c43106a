package dev.tabula.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar's manifest (set by Maven), or "development" when run from classes. */
public final class VersionProvider implements IVersionProvider {

    public static String version() {
        String version = VersionProvider.class.getPackage().getImplementationVersion();
        return version != null ? version : "development";
    }

    @Override
    public String[] getVersion() {
        return new String[] {"Tabula " + version()};
    }
}
