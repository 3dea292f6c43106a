package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.TableLook;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.CornerRadii;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;

/**
 * The turn's panels under the track (the dice with Roll and the note, each side's progress, the
 * dice statistics) on a wooden tray as wide as the board that reaches down to the bottom of the
 * room: the board and its tray are one piece of furniture, so a large window shows a larger table,
 * not a strip of panels over empty background. The panels' text grows with the room, and the chart
 * takes the room the tray has left beside and under the panels.
 */
final class PanelTray {
    /** The tray's wood: the board frame's walnut, a shade darker, so the two read as separate pieces. */
    static final javafx.scene.paint.Color WOOD = TableLook.shade(TableLook.WALNUT, -0.2);
    private static final double GAP = 8;

    private final StackPane tray;
    private final HBox panels;
    private final Region turn;
    /** The dice above the progress, beside the chart: where the tray is tall enough for both. */
    private final VBox column = new VBox(18);
    private final Region progress;
    private final DiceStatsPanel statistics;
    /** Whether the chart is shown at all: not where there are no rolls to count (a lesson's set-up positions). */
    private final boolean withStatistics;

    /** The tray of these panels, the chart left out unless {@code withStatistics}. */
    PanelTray(Region turn, ProgressPanel progress, DiceStatsPanel statistics, boolean withStatistics) {
        this.turn = turn;
        this.progress = progress;
        this.statistics = statistics;
        this.withStatistics = withStatistics;
        panels = new HBox(24, turn, progress, statistics);
        setShown(statistics, withStatistics);
        panels.setPadding(new Insets(12, 16, 12, 16));
        panels.setAlignment(Pos.TOP_LEFT);
        panels.setId("panels");
        panels.setMinSize(0, Region.USE_PREF_SIZE);
        Region wood = new Region();
        wood.setId("tray-wood");
        wood.setBackground(new Background(new BackgroundFill(TableLook.wood(WOOD), new CornerRadii(10), Insets.EMPTY),
                new BackgroundFill(TableLook.sheen(), new CornerRadii(10), Insets.EMPTY)));
        // cut into the table rather than standing on it: an inner shadow stays inside the tray's bounds
        wood.setEffect(TableLook.inset(60));
        wood.setMinSize(0, 0);
        wood.setMouseTransparent(true);
        tray = new StackPane(wood, panels) {
            // the chart's growth into the room is not a need: the tray asks for its panels at their least,
            // and the board above it and a smaller window take that room back
            @Override
            protected double computePrefHeight(double width) {
                return super.computePrefHeight(width) - chartScaled(statistics.chartExtraHeight());
            }

            @Override
            protected double computeMinHeight(double width) {
                return computePrefHeight(width);
            }
        };
        tray.setAlignment(Pos.TOP_LEFT);
        tray.getStyleClass().add("battlegammon-tray");
        tray.setMinSize(0, Region.USE_PREF_SIZE);
        // the board takes what its width can use first (ALWAYS), the tray all that is left for the
        // chart; without the chart the tray holds its panels only, not a slab of empty wood
        VBox.setVgrow(tray, withStatistics ? javafx.scene.layout.Priority.SOMETIMES : javafx.scene.layout.Priority.NEVER);
    }

    Region node() {
        return tray;
    }

    /** Follows {@code room}'s size (the board's area): the panels' text, which of them fit, the chart's size, the tray's edges. */
    void follow(Region room) {
        javafx.beans.InvalidationListener grow = observable -> {
            String style = "-fx-font-size: " + panelFontSize(room.getWidth(), room.getHeight()) + "px;";
            if (!style.equals(panels.getStyle())) {
                panels.setStyle(style);
            }
            double inset = TrackGeometry.boardInset(room.getWidth(), room.getWidth() * TrackGeometry.HEIGHT_PER_WIDTH);
            VBox.setMargin(tray, new Insets(GAP, inset, GAP, inset));
            double trayHeight = room.getHeight() - 8 - room.getWidth() * TrackGeometry.HEIGHT_PER_WIDTH - 2 * GAP;
            fitPanels(room.getWidth() - 2 * inset, trayHeight);
        };
        room.widthProperty().addListener(grow);
        room.heightProperty().addListener(grow);
        tray.heightProperty().addListener(observable -> fitChart());
        tray.widthProperty().addListener(observable -> fitChart());
    }

    /**
     * The panels that fit in the tray, in order of need: the progress (the side panel says it too)
     * before the dice statistics. A tray tall enough holds the dice above the progress, beside the
     * chart; a lower one holds them in a row; a narrow one the dice alone, rather than panels under
     * one another that push the board out of its place.
     */
    private void fitPanels(double width, double height) {
        double room = width - panels.getPadding().getLeft() - panels.getPadding().getRight();
        double stackedHeight = turn.prefHeight(-1) + column.getSpacing() + progress.prefHeight(-1)
                + panels.getPadding().getTop() + panels.getPadding().getBottom();
        // stacked only to stand beside the chart: without it, a row keeps the tray low
        boolean stacked = withStatistics && height >= stackedHeight && progress.prefWidth(-1) <= room;
        List<Region> besideTheDice = stacked ? List.of(statistics)
                : withStatistics ? List.of(progress, statistics) : List.of(progress);
        List<javafx.scene.Node> order = new ArrayList<>(List.of(stacked ? column : turn));
        order.addAll(besideTheDice);
        if (!panels.getChildren().equals(order)) {
            column.getChildren().setAll(stacked ? List.of(turn, progress) : List.of());
            panels.getChildren().setAll(order);
        }
        double used = stacked ? Math.max(turn.prefWidth(-1), progress.prefWidth(-1)) : turn.prefWidth(-1);
        if (stacked) {
            setShown(progress, true); // in the column under the dice, within the width just checked
        }
        for (Region panel : besideTheDice) {
            double need = panel.prefWidth(-1) - (panel == statistics ? chartScaled(statistics.chartExtraWidth()) : 0)
                    + panels.getSpacing();
            boolean fits = used + need <= room;
            setShown(panel, fits);
            if (fits) {
                used += need;
            } else {
                room = -1; // once one is left out, so is the next
            }
        }
    }

    private static void setShown(Region panel, boolean shown) {
        if (panel.isManaged() != shown) {
            panel.setManaged(shown);
            panel.setVisible(shown);
        }
    }

    /** The chart as large as the tray's room beside and under the panels allows. */
    private void fitChart() {
        if (!statistics.isManaged()) {
            return;
        }
        double scale = chartScaled(1);
        double spareHeight = tray.getHeight() - panels.getPadding().getTop() - panels.getPadding().getBottom()
                - (statistics.prefHeight(-1) - chartScaled(statistics.chartExtraHeight()));
        double spareWidth = tray.getWidth() - panels.getPadding().getLeft() - panels.getPadding().getRight()
                - (panels.prefWidth(-1) - panels.getPadding().getLeft() - panels.getPadding().getRight()
                        - chartScaled(statistics.chartExtraWidth()));
        // a chart about as wide as it is tall at most: tall bars read, a long flat strip does not
        double extraHeight = Math.max(0, spareHeight / scale);
        double extraWidth = Math.min(Math.max(0, spareWidth / scale - 8), extraHeight * 1.5);
        statistics.fit(extraWidth, extraHeight);
    }

    /** {@code pixels} of the chart's own, as laid out (the chart is scaled with the panels' text). */
    private double chartScaled(double pixels) {
        return pixels * panelsFont() / Font.getDefault().getSize();
    }

    private double panelsFont() {
        String style = panels.getStyle();
        if (style == null || !style.startsWith("-fx-font-size: ")) {
            return Font.getDefault().getSize();
        }
        return Double.parseDouble(style.substring("-fx-font-size: ".length(), style.indexOf("px")));
    }

    /**
     * The panels' text size for a board of {@code width} × {@code height}: the system's size up
     * to about 1100 × 650 (a 1366 × 768 window), growing with the board beyond that, in steps of
     * an eighth so that a resize by a few pixels does not restyle them, at most twice the size.
     */
    static double panelFontSize(double width, double height) {
        double room = Math.min(width / 1100, height / 650);
        double stepped = Math.floor(room * 8) / 8;
        return Font.getDefault().getSize() * Math.max(1, Math.min(2, stepped));
    }
}
