package dev.tabula.app.match;

import dev.tabula.app.picker.PickerScreen;

/** A screen naming another screen: AppPartsTest shows the rule refusing it. */
public final class PlantedPickerUse {
    private PlantedPickerUse() {
    }

    static void reachAcross(PickerScreen picker) {
        picker.reloadInProgress();
    }
}
