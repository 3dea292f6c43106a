package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.TableLook;
import java.util.ResourceBundle;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * How often each face and each double came up this match, next to what fair dice give on
 * average (the dashed line): the answer to "the dice are rigged". Drawn in the table's materials
 * (ivory bars, as the dice are, in a slot cut into the tray's wood), and as large as the tray lets
 * it be ({@link #fit}): on a large screen the chart fills the room under the board.
 */
final class DiceStatsPanel extends VBox {
    /** The chart's size at the system's text size, in the chart's own pixels (it is scaled with the text, {@link TextScale}). */
    static final double BASE_WIDTH = 192;
    static final double BASE_HEIGHT = 72;
    /** The fair dice' line: brass, to read across the ivory bars and on the dark slot alike. */
    static final Color FAIR_LINE = Color.web("#e0a526");
    /** The slot the bars stand in: the tray's wood, darker. */
    static final Color SLOT = TableLook.shade(TableLook.WALNUT, -0.45);
    /** The numbers' pixel size, to the chart's pixels: the whole chart grows with the text, they with it. */
    private static final String CHART_FONT = "-fx-font-size: 12px;";
    private static final double LABELS = 16;

    private final ResourceBundle messages;
    private final Label title = new Label();
    private final Pane chart = new Pane();
    private final Label doubles = new Label();
    private final Label eachDouble = new Label();
    private final Label fair = new Label();
    private DiceStatistics shown;
    private double chartWidth = BASE_WIDTH;
    private double chartHeight = BASE_HEIGHT;

    DiceStatsPanel(ResourceBundle messages) {
        this.messages = messages;
        setId("dice-stats");
        setMinWidth(Region.USE_PREF_SIZE); // the message beside it wraps instead
        getStyleClass().add("battlegammon-dice-stats");
        setSpacing(3);
        setAlignment(Pos.TOP_LEFT);
        title.getStyleClass().add("battlegammon-panel-title");
        title.setId("dice-stats-title");
        chart.setId("dice-chart");
        sizeChart();
        doubles.setId("dice-stats-doubles");
        eachDouble.getStyleClass().add("battlegammon-small");
        fair.getStyleClass().add("battlegammon-small");
        // the chart is drawn in pixels: it grows with the window's text, as its title does
        getChildren().addAll(title, new HBox(TextScale.follow(chart, title, 1)), fair, doubles, eachDouble);
    }

    /** The chart's extra size beyond its least, in its own pixels, as drawn now. */
    double chartExtraWidth() {
        return chartWidth - BASE_WIDTH;
    }

    double chartExtraHeight() {
        return chartHeight - BASE_HEIGHT;
    }

    /**
     * Draws the chart {@code extraWidth} × {@code extraHeight} of its own pixels larger than its
     * least (at most three times its least each way), for the room the tray has beside and under it.
     */
    void fit(double extraWidth, double extraHeight) {
        double width = BASE_WIDTH + Math.max(0, Math.min(2 * BASE_WIDTH, extraWidth));
        double height = BASE_HEIGHT + Math.max(0, Math.min(3 * BASE_HEIGHT, extraHeight));
        if (Math.abs(width - chartWidth) < 1 && Math.abs(height - chartHeight) < 1) {
            return;
        }
        chartWidth = width;
        chartHeight = height;
        sizeChart();
        if (shown != null) {
            drawChart(shown);
        }
    }

    private void sizeChart() {
        chart.setMinSize(chartWidth, chartHeight + LABELS);
        chart.setPrefSize(chartWidth, chartHeight + LABELS);
        chart.setMaxSize(chartWidth, chartHeight + LABELS);
    }

    void show(DiceStatistics statistics) {
        shown = statistics;
        title.setText(GameWords.format(messages, "stats.title", statistics.rolls()));
        drawChart(statistics);
        double expected = statistics.expectedFace();
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

    /** The paint of a face's bar: ivory, as the dice are. */
    static Paint barPaint() {
        return TableLook.ivory();
    }

    private void drawChart(DiceStatistics statistics) {
        chart.getChildren().clear();
        Rectangle slot = new Rectangle(0, 0, chartWidth, chartHeight + 2);
        slot.setArcWidth(8);
        slot.setArcHeight(8);
        slot.setFill(SLOT);
        slot.setEffect(TableLook.inset(24));
        slot.setId("dice-chart-slot");
        chart.getChildren().add(slot);
        double expected = statistics.expectedFace();
        int most = 1;
        for (int face = 1; face <= 6; face++) {
            most = Math.max(most, statistics.face(face));
        }
        double column = chartWidth / 6;
        double barWidth = column * 0.7;
        double scale = (chartHeight - 18) / Math.max(most, expected * 1.25); // room for the counts above
        for (int face = 1; face <= 6; face++) {
            double x = (face - 1) * column + (column - barWidth) / 2;
            double height = statistics.face(face) * scale;
            Rectangle bar = new Rectangle(x, chartHeight - height, barWidth, height);
            bar.setArcWidth(Math.min(6, barWidth * 0.25));
            bar.setArcHeight(Math.min(6, barWidth * 0.25));
            bar.setFill(barPaint());
            bar.setStroke(TableLook.shade(TableLook.IVORY, -0.4));
            bar.setEffect(TableLook.shadow(Math.min(barWidth, 20)));
            bar.setId("dice-stats-face-" + face);
            bar.getStyleClass().add("battlegammon-chart-bar");
            bar.setAccessibleText(GameWords.format(messages, "stats.face", face, statistics.face(face)));
            Text count = chartText(String.valueOf(statistics.face(face)));
            count.setX(x + (barWidth - count.getLayoutBounds().getWidth()) / 2);
            count.setY(chartHeight - height - 3);
            Text label = chartText(String.valueOf(face));
            label.setX(x + (barWidth - label.getLayoutBounds().getWidth()) / 2);
            label.setY(chartHeight + 14);
            chart.getChildren().addAll(bar, count, label);
        }
        if (statistics.rolls() > 0) {
            double y = chartHeight - expected * scale;
            Line line = new Line(2, y, chartWidth - 2, y);
            line.getStrokeDashArray().setAll(5.0, 3.5);
            line.setStroke(FAIR_LINE);
            line.setStrokeWidth(2);
            line.setId("dice-stats-fair");
            chart.getChildren().add(line);
        }
    }

    private static Text chartText(String value) {
        Text text = new Text(value);
        text.getStyleClass().addAll("battlegammon-small", "battlegammon-chart-text");
        text.setFont(javafx.scene.text.Font.font(12)); // measured before the style sheet applies its 12 px
        text.setStyle(CHART_FONT);
        return text;
    }
}
