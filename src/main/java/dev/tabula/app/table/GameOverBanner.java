package dev.tabula.app.table;

import dev.tabula.app.common.I18n;
import dev.tabula.app.common.ResignAction;
import dev.tabula.app.spi.GameUi;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.List;
import java.util.ResourceBundle;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;

/** The banner over the board at the end of a game: who won and why, "Rematch", "Review", "Records" and "Back to games". */
public final class GameOverBanner {
    private final I18n i18n;
    private final VBox banner = new VBox();
    private final Label title = new Label();
    private final Label reason = new Label();

    public GameOverBanner(I18n i18n, Runnable rematch, Runnable backToGames, Runnable records, Runnable review) {
        this(i18n, rematch, backToGames, records, review, true);
    }

    /**
     * The banner of a friend's screen in a network match: Back to games only (a rematch is the
     * host's to offer, and the records and the review are of the matches kept at this computer).
     */
    public static GameOverBanner backOnly(I18n i18n, Runnable backToGames) {
        return new GameOverBanner(i18n, () -> { }, backToGames, () -> { }, () -> { }, false);
    }

    private GameOverBanner(I18n i18n, Runnable rematch, Runnable backToGames, Runnable records, Runnable review,
                           boolean allButtons) {
        this.i18n = i18n;
        title.setId("winner");
        title.getStyleClass().add("banner-title");
        title.setWrapText(true);
        title.setTextAlignment(TextAlignment.CENTER);
        reason.getStyleClass().add("banner-reason");
        reason.setWrapText(true);
        reason.setTextAlignment(TextAlignment.CENTER);
        Button again = new Button(i18n.text("gameOver.rematch"));
        again.setId("rematch");
        again.getStyleClass().add("primary");
        again.setOnAction(event -> rematch.run());
        Button back = new Button(i18n.text("action.backToGames"));
        back.setId("banner-back");
        back.setOnAction(event -> backToGames.run());
        Button showRecords = new Button(i18n.text("records.open"));
        showRecords.setId("banner-records");
        showRecords.setOnAction(event -> records.run());
        Button reviewMatch = dev.tabula.app.review.ReviewButton.of(i18n, review);
        reviewMatch.setId("banner-review");
        // the buttons wrap onto a second row on a narrow board instead of widening the match screen
        FlowPane buttons = allButtons ? new FlowPane(again, reviewMatch, showRecords, back) : new FlowPane(back);
        buttons.setPrefWrapLength(360);
        // whole words on every button, however short the sentence above them (a resignation's is)
        buttons.getChildren().forEach(button -> ((Button) button).setMinWidth(Region.USE_PREF_SIZE));
        buttons.getStyleClass().add("banner-buttons");
        buttons.setAlignment(Pos.CENTER);
        banner.getChildren().setAll(title, reason, buttons);
        banner.setId("game-over");
        banner.getStyleClass().add("banner");
        banner.setAlignment(Pos.CENTER);
        banner.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        banner.setVisible(false);
        // hidden, it takes no room: its width must never be the board's minimum
        banner.managedProperty().bind(banner.visibleProperty());
    }

    public Node node() {
        return banner;
    }

    public void hide() {
        banner.setVisible(false);
    }

    /**
     * Shows who won (or that the game is drawn) of the finished {@code state}, and why in the
     * game's own sentence ({@link GameUi#status}): only the game knows which of an outcome's
     * arguments are seats to be named, so the banner never formats the reason itself.
     */
    public void show(State state, List<Seat> seats, GameUi ui, ResourceBundle messages) {
        show(state.outcome(), seats, ui.status(state.publicView(), seats, messages));
    }

    /** Shows who won by {@code outcome} and why in {@code why} (a resignation's sentence: {@link ResignAction#sentenceIfResigned}). */
    public void show(Outcome outcome, List<Seat> seats, String why) {
        List<String> winners = outcome.winners().stream().map(seat -> seats.get(seat).name()).toList();
        // some of the table sharing the win (the leaders after a resignation) is no draw to them
        title.setText(!outcome.isDraw() ? i18n.text("gameOver.winner", winners.get(0))
                : winners.size() < seats.size() ? i18n.text("gameOver.shared", i18n.list(winners))
                : i18n.text("gameOver.draw", i18n.list(winners)));
        reason.setText(why);
        banner.setVisible(true);
    }
}
