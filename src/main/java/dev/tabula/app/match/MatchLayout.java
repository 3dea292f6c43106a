package dev.tabula.app.match;

import dev.tabula.app.common.I18n;
import dev.tabula.app.review.ReviewButton;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.table.GameOverBanner;
import dev.tabula.app.table.MatchSidePanel;
import java.util.function.BooleanSupplier;
import javafx.geometry.Pos;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

/**
 * Where the match screen's parts stand: the tool bar and the autosave warning above, the board in
 * the centre with the browse bar and the end-of-match banner over it, the seats and the move list
 * at the right with Resign and Review under them, the status line below.
 */
final class MatchLayout {
    private MatchLayout() {
    }

    /** The parts of a match screen that {@link #build} puts in their places. */
    record Parts(BoardView view, MatchToolBar toolBar, AutosaveWarning autosaveWarning, BrowseBar browseBar,
                 GameOverBanner banner, MatchSidePanel sidePanel, StatusLine statusLine) {
    }

    /**
     * The screen of these {@code parts}; {@code review} opens the review, and while {@code browsing}
     * says an earlier position is shown, a click on the board does {@code browsingClick} instead (it
     * is not played).
     */
    static BorderPane build(I18n i18n, Parts parts, Runnable review, BooleanSupplier browsing, Runnable browsingClick) {
        BoardView view = parts.view();
        BrowseBar browseBar = parts.browseBar();
        GameOverBanner banner = parts.banner();
        MatchSidePanel sidePanel = parts.sidePanel();
        BorderPane root = new BorderPane();
        root.setId("match-screen");
        root.getStyleClass().add("match-screen");
        root.setTop(new VBox(parts.toolBar().node(), parts.autosaveWarning().node()));
        StackPane centre = new StackPane(view.node(), BoardFocusRing.around(view.node(), root), browseBar.node(),
                banner.node());
        centre.getStyleClass().add("board-area");
        // a board that cannot shrink to a tiny window is cut at its area's edge, never drawn over the tool bar
        Rectangle inside = new Rectangle();
        inside.widthProperty().bind(centre.widthProperty());
        inside.heightProperty().bind(centre.heightProperty());
        centre.setClip(inside);
        StackPane.setAlignment(browseBar.node(), Pos.TOP_CENTER);
        StackPane.setAlignment(banner.node(), Pos.CENTER);
        view.node().setMinSize(0, 0);
        view.node().addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
            if (browsing.getAsBoolean()) {
                event.consume();
                browsingClick.run();
            }
        });
        root.setCenter(centre);
        parts.toolBar().resignButton().ifPresent(sidePanel::addFooter);
        sidePanel.addFooter(ReviewButton.of(i18n, review));
        root.setRight(sidePanel.node());
        root.setBottom(parts.statusLine().node());
        return root;
    }

    /** Puts {@code bar} over the foot of the board of a screen {@link #build} made (a network match's news and questions). */
    static void addAtBoardFoot(BorderPane root, javafx.scene.Node bar) {
        StackPane centre = (StackPane) root.getCenter();
        centre.getChildren().add(bar);
        StackPane.setAlignment(bar, Pos.BOTTOM_CENTER);
    }
}
