package dev.tabula.app.table;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.layout.Region;

/**
 * The pictures of a match's tool bar (the match screen's, a friend's screen's): plain shapes drawn by the team on a 24-unit square, shown as a
 * region in the text's colour and sized in em (tabula.css, .tool-icon), so they follow the
 * window's scale, the theme, and a button's disabled look like its words would.
 */
public enum ToolIcons {
    BACK("M10 5 L3 12 L10 19 L10 14 L21 14 L21 10 L10 10 Z"),
    UNDO("M9 3 L2 9.5 L9 16 L9 12 C14 12 18 13.5 21 20 C21 12.5 16.5 7.5 9 7.5 Z"),
    REDO("M15 3 L22 9.5 L15 16 L15 12 C10 12 6 13.5 3 20 C3 12.5 7.5 7.5 15 7.5 Z"),
    HINT("M12 1.5 C7.6 1.5 4.8 4.8 4.8 8.6 C4.8 11.3 6.3 13.2 8 14.6 L8 17.5 L16 17.5 L16 14.6 C17.7 13.2 19.2 11.3"
            + " 19.2 8.6 C19.2 4.8 16.4 1.5 12 1.5 Z M9 19 L15 19 L15 21 C15 21.7 14.5 22.5 13.8 22.5 L10.2 22.5"
            + " C9.5 22.5 9 21.7 9 21 Z"),
    RULES("M1.5 5 C4.7 3.8 8.4 3.9 11 6 L11 20.5 C8.4 18.8 4.7 18.7 1.5 19.8 Z M13 6 C15.6 3.9 19.3 3.8 22.5 5"
            + " L22.5 19.8 C19.3 18.7 15.6 18.8 13 20.5 Z"),
    SETTINGS("M2 5.5 L13 5.5 L13 3.5 L16.5 3.5 L16.5 5.5 L22 5.5 L22 8 L16.5 8 L16.5 10 L13 10 L13 8 L2 8 Z"
            + " M2 16 L7.5 16 L7.5 14 L11 14 L11 16 L22 16 L22 18.5 L11 18.5 L11 20.5 L7.5 20.5 L7.5 18.5 L2 18.5 Z"),
    PAUSE("M5.5 4 L10 4 L10 20 L5.5 20 Z M14 4 L18.5 4 L18.5 20 L14 20 Z"),
    PLAY("M6 3.5 L20 12 L6 20.5 Z"),
    MENU("M2.5 5 L21.5 5 L21.5 7.6 L2.5 7.6 Z M2.5 10.7 L21.5 10.7 L21.5 13.3 L2.5 13.3 Z"
            + " M2.5 16.4 L21.5 16.4 L21.5 19 L2.5 19 Z");

    private final String path;

    ToolIcons(String path) {
        this.path = path;
    }

    /** A new node of this picture (a node has one parent: every button gets its own). */
    public Node node() {
        Region icon = new Region();
        icon.setStyle("-fx-shape: \"" + path + "\";");
        icon.getStyleClass().add("tool-icon");
        return icon;
    }

    /** Shows only this picture on {@code button}; its words stay its name for screen readers, and its tooltip says them. */
    public void onlyOn(Button button) {
        button.setGraphic(node());
        button.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        button.setAccessibleText(button.getText());
        button.getStyleClass().add("tool-button");
    }
}
