package dev.tabula.zodijak.view;

import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.testing.Stages;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.Cards;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** What the Zodijak view tests share: the real board view of a match on the test's stage, and what it shows face up. */
public final class ZodijakTableOnStage {
    /** The light theme's colours, which the shell's stylesheet would otherwise give the view. */
    private static final String THEME = "-tabula-fg: #1b1b1b; -tabula-bg: #eef1ec; -tabula-accent: #1565c0;"
            + " -tabula-surface: #fbfbf8;";

    private ZodijakTableOnStage() {
    }

    /** A match of {@code seats} people (Ana, Bojan, Ceca, Dule) with the first three signs set, dealt from {@code seed}. */
    static Match match(int seats, long seed) {
        ZodijakGame game = new ZodijakGame();
        List<Seat> names = List.of(Seat.person("Ana"), Seat.person("Bojan"), Seat.person("Ceca"),
                Seat.person("Dule")).subList(0, seats);
        Setup setup = new Setup(seats, game.info().resolveOptions(Map.of("sign1", "lav", "sign2", "ribe",
                "sign3", "skorpija")), seed);
        return new Match(game, setup, names);
    }

    /** The test's stage at the table's usual size (1100 × 760), shown; returns it. */
    static Stage opened(Stage stage) {
        stage.setWidth(1100);
        stage.setHeight(760);
        stage.show();
        return stage;
    }

    /** Shows {@code match} on {@code stage} in a real {@link ZodijakBoardView}; returns the view's stand-in shell. */
    static FakeContext mount(FxRobot robot, Stage stage, Match match) {
        return mount(robot, stage, match, null);
    }

    /** The same with the board asked to draw its words in {@code textFamily}. */
    static FakeContext mount(FxRobot robot, Stage stage, Match match, String textFamily) {
        FakeContext context = new FakeContext(match);
        context.textFamily = textFamily;
        robot.interact(() -> {
            ZodijakBoardView view = new ZodijakBoardView(context);
            context.attach(view);
            view.node().setStyle(THEME);
            Stages.setSized(stage, new Scene(view.node(), 1100, 760));
            view.show(context.sight(context.match().current()), null, false);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return context;
    }

    /** The cards drawn face up in a hand anywhere on the stage (nodes with ids card-XX). */
    public static List<Integer> faceUpHandCards(Stage stage) {
        List<Integer> cards = new ArrayList<>();
        collect(stage.getScene().getRoot(), cards);
        return cards;
    }

    private static void collect(Node node, List<Integer> out) {
        if (node.getId() != null && node.getId().startsWith("card-")) {
            out.add(Cards.parse(node.getId().substring(5)));
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }
}
