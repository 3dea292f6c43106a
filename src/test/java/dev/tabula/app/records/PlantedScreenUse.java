package dev.tabula.app.records;

import dev.tabula.app.match.MatchScreen;

/** A shared part naming a screen: AppPartsTest shows the rule refusing it. */
public final class PlantedScreenUse {
    private PlantedScreenUse() {
    }

    static Object reachUp(MatchScreen screen) {
        return screen.match();
    }
}
