package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.GameWords;
import java.util.ResourceBundle;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * How often each face and each double came up this match, next to what fair dice give on
 * average (the dashed line): the answer to "the dice are rigged".
 */
final class DiceStatsPanel extends VBox {
    private static final double BAR_WIDTH = 24;
    private static final double CHART_HEIGHT = 72;
    /** The chart's numbers in pixels, placed to its pixels: the whole chart grows with the text ({@link TextScale}), they with it. */
    private static final String CHART_FONT = "-fx-font-size: 12px;";

    private final ResourceBundle messages;
    private final Label title = new Label();
    private final Pane chart = new Pane();
    private final Label doubles = new Label();
    private final Label eachDouble = new Label();
    private final Label fair = new Label();

    DiceStatsPanel(ResourceBundle messages) {
        this.messages = messages;
        setId("dice-stats");
        setMinWidth(Region.USE_PREF_SIZE); // the message beside it wraps instead
        getStyleClass().add("battlegammon-dice-stats");
        setSpacing(3);
        setAlignment(Pos.TOP_LEFT);
        title.getStyleClass().add("battlegammon-panel-title");
        title.setId("dice-stats-title");
        chart.setMinSize(6 * (BAR_WIDTH + 8), CHART_HEIGHT + 16);
        chart.setPrefSize(6 * (BAR_WIDTH + 8), CHART_HEIGHT + 16);
        doubles.setId("dice-stats-doubles");
        eachDouble.getStyleClass().add("battlegammon-small");
        fair.getStyleClass().add("battlegammon-small");
        // the chart is drawn in pixels: it grows with the window's text, as its title does
        getChildren().addAll(title, new HBox(TextScale.follow(chart, title, 1)), fair, doubles, eachDouble);
    }

    void show(DiceStatistics statistics) {
        title.setText(GameWords.format(messages, "stats.title", statistics.rolls()));
        chart.getChildren().clear();
        double expected = statistics.expectedFace();
        int most = 1;
        for (int face = 1; face <= 6; face++) {
            most = Math.max(most, statistics.face(face));
        }
        double scale = (CHART_HEIGHT - 12) / Math.max(most, expected * 1.25); // room for the counts above
        for (int face = 1; face <= 6; face++) {
            double x = (face - 1) * (BAR_WIDTH + 8) + 4;
            double height = statistics.face(face) * scale;
            Rectangle bar = new Rectangle(x, CHART_HEIGHT - height, BAR_WIDTH, height);
            bar.setFill(Color.web("#5c6bc0"));
            bar.setStroke(Color.web("#283593"));
            bar.setId("dice-stats-face-" + face);
            bar.setAccessibleText(GameWords.format(messages, "stats.face", face, statistics.face(face)));
            Text count = new Text(x + 2, CHART_HEIGHT - height - 2, String.valueOf(statistics.face(face)));
            count.getStyleClass().addAll("battlegammon-small", "battlegammon-chart-text");
            count.setStyle(CHART_FONT);
            Text label = new Text(x + BAR_WIDTH / 2 - 3, CHART_HEIGHT + 13, String.valueOf(face));
            label.getStyleClass().addAll("battlegammon-small", "battlegammon-chart-text");
            label.setStyle(CHART_FONT);
            chart.getChildren().addAll(bar, count, label);
        }
        if (statistics.rolls() > 0) {
            double y = CHART_HEIGHT - expected * scale;
            Line line = new Line(0, y, 6 * (BAR_WIDTH + 8), y);
            line.getStrokeDashArray().setAll(4.0, 3.0);
            line.setStroke(Color.web("#c62828"));
            line.setStrokeWidth(1.5);
            chart.getChildren().add(line);
        }
        fair.setText(GameWords.format(messages, "stats.expected", expected));
        doubles.setText(GameWords.format(messages, "stats.doubles", statistics.allDoubles(),
                statistics.expectedDoubles()));
        StringBuilder each = new StringBuilder();
        for (int face = 1; face <= 6; face++) {
            if (face > 1) {
                each.append("  ");
            }
            each.append(GameWords.format(messages, "stats.doublesEach", face, statistics.doubles(face)));
        }
        eachDouble.setText(each.toString());
    }
}
