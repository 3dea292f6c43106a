package dev.tabula.zodijak.view;

import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;

/**
 * What the table hears for its handover cover: the releases and presses the {@link CoverGuard}
 * needs (a click that began too early never reaches the cover's button), and minimising the
 * window, which closes an open hand so that restoring it lands on the cover (H9). Key presses
 * reach the guard through the view, which acts on them.
 */
final class CoverInput {
    private CoverInput() {
    }

    /** {@code coverUp}: whether the cover shows now; {@code lock}: closes an open hand. */
    static void install(Region root, CoverGuard guard, BooleanSupplier coverUp, Runnable lock) {
        root.addEventFilter(KeyEvent.KEY_RELEASED, e -> guard.released(e.getCode()));
        root.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            // a click that began too early never reaches the cover's button
            if (!guard.pressed(e.getButton()) && coverUp.getAsBoolean() && isOnCover(e.getTarget())) {
                e.consume();
            }
        });
        root.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> guard.released(e.getButton()));
        root.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                guard.forget(); // releases elsewhere go unheard; what is held now is unknown
            }
        });
        root.setOnMouseClicked(e -> root.requestFocus());
        // H9: minimising the window closes an open hand, so restoring it lands on the cover
        root.sceneProperty().addListener((obs, oldScene, scene) -> {
            if (scene != null) {
                scene.windowProperty().addListener((o, oldWindow, window) -> watchIconified(window, lock));
                watchIconified(scene.getWindow(), lock);
            }
        });
    }

    private static boolean isOnCover(Object target) {
        for (Object node = target; node instanceof Node n; node = n.getParent()) {
            if ("cover".equals(n.getId())) {
                return true;
            }
        }
        return false;
    }

    private static void watchIconified(javafx.stage.Window window, Runnable lock) {
        if (window instanceof javafx.stage.Stage stage) {
            stage.iconifiedProperty().addListener((obs, was, iconified) -> {
                if (iconified) {
                    lock.run();
                }
            });
        }
    }
}
