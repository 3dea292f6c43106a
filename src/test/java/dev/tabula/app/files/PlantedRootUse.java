package dev.tabula.app.files;

import dev.tabula.app.Shell;

/** A shared part reaching back into the composition root: AppPartsTest shows the rule refusing it. */
public final class PlantedRootUse {
    private PlantedRootUse() {
    }

    static Object reachBack(Shell shell) {
        return shell.matchFiles();
    }
}
