package dev.tabula.app;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The JavaFX application: the game picker and the match screens. */
public final class TabulaApp extends Application {

    public static void launch(String[] args) {
        Application.launch(TabulaApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        stage.setTitle("Tabula");
        stage.setScene(new Scene(new Label("Tabula"), 960, 640));
        stage.show();
    }
}
