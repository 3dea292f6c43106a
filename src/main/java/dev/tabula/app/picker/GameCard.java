package dev.tabula.app.picker;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.core.GameInfo;
import dev.tabula.core.State;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.function.DoubleFunction;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * One game's card on the start screen: its live picture on top, then its name, the players with
 * the Rules link, the pitch, and the two ways in: New match, and Play the computer (the New
 * match dialog with the seats after the first given to the computer at Medium). The picker sizes
 * the picture ({@link #setPictureSize}) from what the words below it need ({@link #wordsHeight}).
 */
final class GameCard {
    private final VBox card;
    private final StackPane picture = new StackPane();
    private final VBox words;
    private final Button newMatch;
    private final DoubleFunction<Node> draw;

    GameCard(PickerContext context, GameEntry entry, double pictureSize) {
        I18n i18n = context.i18n();
        GameInfo info = entry.game().info();
        ResourceBundle bundle = context.gameBundle(entry);
        picture.getStyleClass().add("card-preview");
        picture.setOnMouseClicked(event -> context.newMatch(entry));
        draw = size -> {
            State start = entry.game().start(info.minSeats(), Map.of(), 1);
            return entry.ui().preview(start.publicView(), size, bundle);
        };
        setPictureSize(pictureSize);
        Label name = new Label(context.gameName(entry));
        name.getStyleClass().add("card-title");
        name.setWrapText(true);
        Hyperlink rules = new Hyperlink(i18n.text("picker.rules"));
        rules.setId("rules-" + entry.id());
        rules.setOnAction(event -> context.showRules(entry));
        rules.setMinWidth(Region.USE_PREF_SIZE);
        Label players = new Label(info.minSeats() == info.maxSeats()
                ? i18n.text("picker.players", info.minSeats())
                : i18n.text("picker.playersRange", info.minSeats(), info.maxSeats()));
        players.getStyleClass().add("card-players");
        // the Rules link beside the players, not the name: "Battlegammon" takes a narrow card's whole width
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox about = new HBox(players, spacer, rules);
        players.setMinWidth(Region.USE_PREF_SIZE);
        // a lesson, where the game has one, beside its rules: the two ways to learn it
        context.learnLink(entry).ifPresent(learn -> {
            learn.setMinWidth(Region.USE_PREF_SIZE);
            about.getChildren().add(2, learn);
        });
        about.setAlignment(Pos.BASELINE_LEFT);
        Label pitch = new Label(I18n.format(bundle, "game.pitch"));
        pitch.getStyleClass().add("card-pitch");
        pitch.setWrapText(true);
        pitch.setMinHeight(Region.USE_PREF_SIZE);
        newMatch = new Button(i18n.text("picker.newMatch"));
        newMatch.setId("new-" + entry.id());
        newMatch.getStyleClass().add("primary");
        newMatch.setOnAction(event -> context.newMatch(entry));
        Button computer = new Button(i18n.text("picker.playComputer"));
        computer.setId("computer-" + entry.id());
        computer.setTooltip(new Tooltip(i18n.text("picker.playComputer.tip")));
        computer.setOnAction(event -> context.newMatch(entry, true));
        // the words of a button are never cut short: side by side where the card is wide enough, else one under the other
        newMatch.setMinWidth(Region.USE_PREF_SIZE);
        computer.setMinWidth(Region.USE_PREF_SIZE);
        FlowPane actions = new FlowPane(newMatch, computer);
        actions.getStyleClass().add("card-actions");

        Region grow = new Region();
        VBox.setVgrow(grow, Priority.ALWAYS);
        // the third way to start, as a small button with its words in the tooltip: a link of its own would
        // add a row to every card, and at 800 x 600 the cards must stay in view under the matches in progress
        Button host = new Button("\u21C4"); // i18n-ok: a symbol, its words are in the tooltip
        host.setId("host-" + entry.id());
        host.getStyleClass().add("card-host");
        host.setAccessibleText(i18n.text("picker.host"));
        host.setTooltip(new Tooltip(i18n.text("picker.host")));
        host.setOnAction(event -> context.hostMatch(entry));
        host.setMinWidth(Region.USE_PREF_SIZE);
        // beside New match, whose variant it is: where the two buttons wrap, it stays on the first row
        actions.getChildren().add(1, host);
        words = new VBox(name, about, pitch, grow, actions);
        words.getStyleClass().add("card-words");
        VBox.setVgrow(words, Priority.ALWAYS);
        card = new VBox(picture, words);
        card.setId("card-" + entry.id());
        card.getStyleClass().add("game-card");
    }

    Node node() {
        return card;
    }

    Button newMatchButton() {
        return newMatch;
    }

    /** The picture's edge: a square for every game, so the names line up and nothing moves when the pictures come. */
    void setPictureSize(double size) {
        picture.setMinSize(size, size);
        picture.setMaxSize(size, size);
        picture.setPrefSize(size, size);
    }

    /** Draws the game's start position at {@code size}. */
    void drawPicture(double size) {
        picture.getChildren().setAll(draw.apply(size));
    }

    /**
     * How tall the card is without its picture when it is {@code width} wide (styled first): its
     * words, padding, borders and the gap above the words, all measured as the tile lays them out.
     */
    double heightBesidesPicture(double width) {
        return card.prefHeight(width) - picture.prefHeight(-1);
    }
}
