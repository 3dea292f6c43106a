package dev.tabula.zodijak.view;

import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.PublicEvent;
import dev.tabula.zodijak.Sign;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The panels laid over the table: the handover cover, the "you drew" card, the suit picker,
 * the end of a hand and the sign declaration. Each one is built from the public view, except
 * the "you drew" card, which shows only the drawer's new cards.
 */
final class Panels {
    private final Texts texts;

    Panels(Texts texts) {
        this.texts = texts;
    }

    /**
     * The full cover between two actors (H1): public facts only, never a hand, never whether the
     * player can play. {@code active} false (a replay, an earlier moment) disables the button.
     */
    Region cover(ZodijakSeatView v, int seat, boolean active, Runnable onUnlock) {
        VBox box = new VBox();
        box.getStyleClass().add("zj-cover");
        box.setAlignment(Pos.CENTER);
        box.setId("cover");
        Label title = label(texts.get("cover.title", texts.name(seat)), "zj-title");
        title.setId("coverTitle");
        Sign sign = v.sign(seat);
        Label signLine = label(texts.get("cover.sign", texts.sign(sign), texts.card(sign.card())), "zj-subtitle");
        Button unlock = new Button(texts.get("cover.button", texts.name(seat)));
        unlock.setId("coverButton");
        unlock.getStyleClass().add("zj-big-button");
        // not the default button, not focusable: Enter and Space reach the view, whose guard decides
        unlock.setFocusTraversable(false);
        unlock.setDisable(!active);
        unlock.setOnAction(e -> onUnlock.run());
        box.getChildren().addAll(title, signLine, unlock);
        if (!active) {
            box.getChildren().add(label(texts.get("cover.history"), "zj-small"));
        }
        box.getChildren().add(publicFacts(v));
        box.getChildren().add(label(texts.get("cover.since", texts.name(seat)), "zj-subtitle"));
        VBox events = new VBox(2);
        events.setAlignment(Pos.CENTER);
        List<PublicEvent> since = eventsSinceLastTurn(v, seat);
        if (since.isEmpty()) {
            events.getChildren().add(label(texts.get("cover.nothingSince"), "zj-small"));
        }
        for (PublicEvent e : since) {
            events.getChildren().add(label(texts.event(e), "zj-small"));
        }
        box.getChildren().add(events);
        return box;
    }

    private Region publicFacts(ZodijakSeatView v) {
        HBox row = new HBox(24);
        row.setAlignment(Pos.CENTER);
        VBox topBox = new VBox(4);
        topBox.setAlignment(Pos.CENTER);
        topBox.getChildren().addAll(label(texts.get("cover.top"), "zj-small"), cardNode(v.top(), 70));
        if (v.declaredSuit() >= 0) {
            topBox.getChildren().add(label(texts.get("label.declared", texts.suit(v.declaredSuit())), "zj-small"));
        }
        if (v.pendingKind() != ZodijakState.PENDING_NONE) {
            String key = v.pendingKind() == ZodijakState.PENDING_ACE ? "label.pendingAce" : "label.pendingZodiac";
            topBox.getChildren().add(label(texts.get(key, texts.name(v.currentSeat()), v.pendingCount()), "zj-subtitle"));
        }
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(4);
        for (int q = 0; q < v.seatCount(); q++) {
            grid.add(label(texts.nameMarkingDealer(v, q), "zj-subtitle"), 0, q);
            grid.add(label(texts.signWithCard(v.sign(q)), "zj-small"), 1, q);
            grid.add(label(texts.cardCount(v.handSize(q)), "zj-small"), 2, q);
            grid.add(label(texts.get("hand.total", v.score(q), v.rules().targetScore()), "zj-small"), 3, q);
        }
        VBox right = new VBox(6, grid, label(texts.get("label.stock", v.stockSize()), "zj-small"));
        row.getChildren().addAll(topBox, right);
        return row;
    }

    /** The public events since {@code seat} last acted (H1, H4), at most 10. */
    static List<PublicEvent> eventsSinceLastTurn(ZodijakSeatView v, int seat) {
        List<PublicEvent> all = v.log().latest(60);
        int from = 0;
        for (int i = all.size() - 1; i >= 0; i--) {
            PublicEvent e = all.get(i);
            boolean own = e.seat() == seat && (e.type() == PublicEvent.Type.PLAY || e.type() == PublicEvent.Type.DRAW
                    || e.type() == PublicEvent.Type.TAKE || e.type() == PublicEvent.Type.PASS);
            if (own || e.type() == PublicEvent.Type.DEAL) {
                from = own ? i + 1 : i;
                break;
            }
        }
        List<PublicEvent> since = new ArrayList<>(all.subList(from, all.size()));
        return since.size() > 10 ? since.subList(since.size() - 10, since.size()) : since;
    }

    /** The drawer's new cards, for their eyes only (H2), with the button that hides them. */
    Region reveal(int seat, long cards, Runnable onOk) {
        VBox box = new VBox();
        box.getStyleClass().add("zj-cover");
        box.setAlignment(Pos.CENTER);
        box.setId("reveal");
        HBox row = new HBox(10);
        row.setAlignment(Pos.CENTER);
        for (int card : Cards.list(cards)) {
            row.getChildren().add(cardNode(card, 90));
        }
        Button ok = new Button(texts.get("reveal.ok"));
        ok.setId("revealOk");
        ok.getStyleClass().add("zj-big-button");
        ok.setDefaultButton(true);
        ok.setOnAction(e -> onOk.run());
        box.getChildren().addAll(label(texts.get("reveal.title", texts.name(seat)), "zj-title"), row, ok);
        return box;
    }

    /** The four suits with their symbols and Serbian names, for a lone 8 (H5). */
    Region suitPicker(Consumer<Integer> onSuit, Runnable onCancel) {
        VBox box = new VBox();
        box.getStyleClass().add("zj-panel");
        box.setAlignment(Pos.CENTER);
        box.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        box.setId("suitPicker");
        HBox row = new HBox(10);
        row.setAlignment(Pos.CENTER);
        for (int suit = 0; suit < 4; suit++) {
            int chosen = suit;
            Button button = new Button(texts.get("suit.picker." + suit));
            button.setGraphic(SuitShapes.symbol(suit, 34, 0, 0));
            button.setContentDisplay(javafx.scene.control.ContentDisplay.TOP);
            button.setId("suit-" + Cards.SUITS.charAt(suit));
            button.setOnAction(e -> onSuit.accept(chosen));
            button.setFocusTraversable(false);
            row.getChildren().add(button);
        }
        Button cancel = new Button(texts.get("suits.cancel"));
        cancel.setId("suitCancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> onCancel.run());
        box.getChildren().addAll(label(texts.get("suits.title"), "zj-title"), row, cancel);
        return box;
    }

    /** The end of a hand (H8): every hand face up, the points, the totals, the next dealer; or the match winner. */
    Region handEnd(ZodijakSeatView v, boolean active, Runnable onNext) {
        VBox box = new VBox();
        box.getStyleClass().add("zj-panel");
        box.setAlignment(Pos.CENTER);
        box.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        box.setId("handEnd");
        box.getChildren().add(label(texts.handTitle(v), "zj-title"));
        GridPane grid = new GridPane();
        grid.setHgap(14);
        grid.setVgap(8);
        int winner = v.lastHandWinner();
        for (int q = 0; q < v.seatCount(); q++) {
            grid.add(label(texts.name(q), "zj-subtitle"), 0, q);
            grid.add(label(texts.get("sign." + v.sign(q).id() + ".short"), "zj-small"), 1, q);
            HBox cards = new HBox(-14);
            for (int card : TableDrawer.sortedHand(v.shownHand(q))) {
                Node shown = cardNode(card, 38);
                shown.setId("shown-" + Cards.name(card));
                cards.getChildren().add(shown);
            }
            grid.add(cards, 2, q);
            String points = q == winner ? texts.get("hand.points", v.lastHandPoints()) : texts.get("hand.cards", v.handSize(q));
            grid.add(label(points, "zj-subtitle"), 3, q);
            grid.add(label(texts.get("hand.total", v.score(q), v.rules().targetScore()), "zj-subtitle"), 4, q);
        }
        box.getChildren().add(grid);
        if (v.phase() == ZodijakState.Phase.MATCH_OVER) {
            Label over = label(texts.get("match.over", texts.name(winner), v.score(winner)), "zj-title");
            over.setId("matchOver");
            box.getChildren().add(over);
        } else {
            box.getChildren().add(label(texts.get("hand.nextDealer", texts.name(v.currentSeat())), "zj-subtitle"));
            Button next = new Button(texts.get("hand.next"));
            next.setId("nextHand");
            next.getStyleClass().add("zj-big-button");
            next.setDisable(!active);
            next.setDefaultButton(true);
            next.setOnAction(e -> onNext.run());
            box.getChildren().add(next);
        }
        return box;
    }

    /** Declaring signs again before a hand (variant): public, no cards are dealt yet. */
    Region signs(ZodijakSeatView v, List<Sign> allowed, boolean active, Consumer<Sign> onSign) {
        VBox box = new VBox();
        box.getStyleClass().add("zj-panel");
        box.setAlignment(Pos.CENTER);
        box.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        box.setId("signs");
        FlowPane buttons = new FlowPane(8, 8);
        buttons.setPrefWrapLength(620);
        buttons.setAlignment(Pos.CENTER);
        for (Sign sign : Sign.values()) {
            Button button = new Button(texts.signWithCard(sign));
            button.setId("sign-" + sign.id());
            button.setDisable(!active || !allowed.contains(sign));
            button.setOnAction(e -> onSign.accept(sign));
            buttons.getChildren().add(button);
        }
        box.getChildren().addAll(label(texts.get("signs.title", texts.name(v.currentSeat())), "zj-title"), buttons);
        return box;
    }

    private static Group cardNode(int card, double width) {
        Group g = CardGraphics.face(card, width);
        return new Group(g);
    }

    private static Label label(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setWrapText(true);
        label.setPadding(Insets.EMPTY);
        return label;
    }
}
