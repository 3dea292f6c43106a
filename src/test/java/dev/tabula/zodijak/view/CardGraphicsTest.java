package dev.tabula.zodijak.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.testing.Snapshots;
import dev.tabula.testing.Stages;
import dev.tabula.zodijak.Cards;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.FlowPane;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A card's corner index stays readable: nothing drawn on the face covers its rank or its suit. */
@ExtendWith(ApplicationExtension.class)
class CardGraphicsTest {
    private static final double[] WIDTHS = {40, 72, 120};
    private final List<Group> faces = new ArrayList<>();
    private FlowPane row;

    @Start
    void start(Stage stage) {
        FlowPane row = new FlowPane(8, 8);
        row.setPrefWrapLength(1400);
        for (double width : WIDTHS) {
            for (int rank : new int[] {10, 11, 12, 13, Cards.ACE, 7}) {
                for (int suit = 0; suit < 4; suit++) {
                    Group face = CardGraphics.face(Cards.of(rank, suit), width);
                    faces.add(face);
                    row.getChildren().add(face);
                }
            }
        }
        Stages.setSized(stage, new Scene(new Group(row), 1000, 700)); // smaller than the headless screen
        this.row = row;
        stage.show();
    }

    @Test
    void nothingOnTheFaceCoversTheCornerRankOrSuit(FxRobot robot) throws Exception {
        if (Boolean.getBoolean("tabula.screenshots")) {
            Snapshots.writePng(WaitForAsyncUtils.waitForAsyncFx(5000, () -> row.snapshot(null, null)), Path.of("target", "screenshots", "cards.png"));
        }
        robot.interact(() -> {
            for (Group face : faces) {
                Rectangle base = (Rectangle) face.getChildren().get(0);
                Group upper = (Group) face.getChildren().get(1);
                Group lower = (Group) ((Group) face.getChildren().get(2)).getChildren().get(0);
                for (Group corner : List.of(upper, lower)) {
                    Bounds rank = inFace(face, corner.getChildren().get(0));
                    Bounds suit = inFace(face, corner.getChildren().get(1));
                    String name = ((Text) corner.getChildren().get(0)).getText() + " of width " + base.getWidth()
                            + (corner == upper ? " (top)" : " (bottom)");
                    assertThat(rank.intersects(suit)).as("%s: corner suit covers the rank", name).isFalse();
                    assertThat(base.getBoundsInLocal().contains(rank)).as("%s: rank inside the card", name).isTrue();
                    for (Node drawn : face.getChildren().subList(3, face.getChildren().size())) {
                        Bounds b = inFace(face, drawn);
                        assertThat(b.intersects(rank) || b.intersects(suit))
                                .as("%s: %s covers the corner index", name, drawn.getClass().getSimpleName()).isFalse();
                    }
                }
            }
        });
    }

    /** The visible ink of {@code node} (its text's glyphs, not its layout box) in the face's coordinates. */
    private static Bounds inFace(Group face, Node node) {
        Bounds local = node instanceof Text text ? glyphs(text) : node.getBoundsInLocal();
        Bounds scene = node.localToScene(local);
        return face.sceneToLocal(scene);
    }

    private static Bounds glyphs(Text text) {
        Text copy = new Text(text.getText());
        copy.setFont(text.getFont());
        copy.setTextOrigin(text.getTextOrigin());
        copy.setBoundsType(TextBoundsType.VISUAL);
        Bounds tight = copy.getBoundsInLocal();
        // a centred text inside its wrapping width starts where the line starts, not at x
        double lineStart = text.getWrappingWidth() > 0 ? (text.getWrappingWidth() - tight.getWidth()) / 2 : 0;
        return new javafx.geometry.BoundingBox(text.getX() + tight.getMinX() + lineStart, text.getY() + tight.getMinY(), tight.getWidth(),
                tight.getHeight());
    }
}
