package dev.tabula.zodijak.view;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardUse;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.RefusalCue;
import dev.tabula.app.spi.Sight;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.zodijak.Sign;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The Zodijak table for hot-seat play with hidden hands (rules §13).
 *
 * <p>The view keeps one secret of its own: whose hand is open ({@code openSeat}). It is -1
 * whenever a new moment is shown (after every move, an undo, a jump in the move list, a fresh
 * view after loading or reopening), so the next person always meets the handover cover and
 * opens their own hand with "I am …". The view never holds the match's state, only the
 * {@link Sight} it was shown: the public view and the {@link ZodijakSeatView} of each person at
 * this screen. An open hand is drawn from that seat's own view and everything else from the
 * public view; a computer's hand is in nothing the view holds. After a draw the drawer briefly
 * sees only the new cards, then the cover follows.
 *
 * <p>Computer seats (those whose view the screen did not give): their hands are never open, and
 * their turns show the public table, not a cover (nobody has to hand the computer anything).
 * With exactly one person at the table there is nobody to hide a hand from: that person's hand
 * stays open through the computers' turns (without buttons to press), and there are no covers
 * and no "you drew" card at all.
 */
public final class ZodijakBoardView implements BoardView {
    private final ViewContext context;
    private final Texts texts;
    private final TableDrawer drawer;
    private final Panels panels;
    private final OpenHandBar handBar;
    private final StackPane root = new StackPane();
    private final Pane table = new Pane();
    private final StackPane overlay = new StackPane();
    private final PlayBuilder builder = new PlayBuilder();

    private Sight sight;
    /** What everybody sees of {@link #sight}: the public view. */
    private ZodijakSeatView everyone;
    private Move lastMove;
    private int openSeat = -1;
    private int revealSeat = -1;
    private long revealCards;
    private boolean pickingSuit;
    private int cursor;
    private final TableMotion motion;
    /** Moves drawn but not played (a hint), until the next moment is shown. */
    private List<BoardMark> marks = List.of();
    /** Whether a press may lift the cover (none that began before it, none within its first moment). */
    private final CoverGuard guard;
    private final CoverWatch cover;
    /** Whether the key press being handled may lift the cover. */
    private boolean freshPress;

    public ZodijakBoardView(ViewContext context) {
        this.context = context;
        this.texts = new Texts(context.messages(), context.seats(), context.textFamily());
        this.drawer = new TableDrawer(texts);
        this.panels = new Panels(texts);
        this.handBar = new OpenHandBar(texts);
        this.guard = new CoverGuard(context::nanoTime);
        this.cover = new CoverWatch(guard, context);
        this.motion = new TableMotion(context::cue);
        root.setId("board");
        root.getStyleClass().add("zj-board");
        root.getStylesheets().add(ZodijakBoardView.class.getResource("zodijak.css").toExternalForm());
        table.setMinSize(0, 0);
        overlay.setPickOnBounds(false);
        root.getChildren().addAll(table, overlay);
        root.setMinSize(0, 0);
        root.setPrefSize(1000, 700);
        root.widthProperty().addListener((obs, old, now) -> render());
        root.heightProperty().addListener((obs, old, now) -> render());
        root.setFocusTraversable(true);
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            freshPress = guard.pressed(e.getCode());
            onKey(e);
        });
        CoverInput.install(root, guard, cover::isUp, this::lock);
        // a click while cards travel puts them in their place at once (and is handled as usual)
        root.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> motion.finish());
    }

    /** Closes an open hand: the next person meets the cover (alone at the table, the hand stays open). */
    void lock() {
        openSeat = soloPerson();
        revealSeat = -1;
        pickingSuit = false;
        builder.clear();
        render();
    }

    @Override
    public Region node() {
        return root;
    }

    @Override
    public boolean isCovered() {
        return cover.isUp();
    }

    @Override
    public void show(Sight shown, Move move, boolean animate) {
        if (shown.equals(sight)) {
            render();
            return;
        }
        ZodijakSeatView previous = everyone;
        ZodijakSeatView next = shown.publicView(ZodijakSeatView.class);
        revealSeat = -1;
        // H2: the drawer, who had their hand open, sees which cards they got, and only those
        boolean drew = previous != null && openSeat >= 0 && previous.currentSeat() == openSeat
                && (move == ZodijakMove.DRAW || move == ZodijakMove.TAKE);
        long got = shown.seat(openSeat, ZodijakSeatView.class).map(ZodijakSeatView::received).orElse(0L);
        if (drew && next.phase() == ZodijakState.Phase.PLAY && got != 0) {
            revealSeat = openSeat;
            revealCards = got;
        }
        sight = shown;
        everyone = next;
        if (soloPerson() >= 0) {
            revealSeat = -1; // the drawn cards are in the open hand already
        }
        lastMove = move;
        openSeat = soloPerson();
        pickingSuit = false;
        builder.clear();
        cursor = 0;
        marks = List.of();
        boolean drawMove = move == ZodijakMove.DRAW || move == ZodijakMove.TAKE;
        motion.expect(previous, next, move, animate && context.animationMillis() > 0);
        cover.newMoment(); // an undo or a move from cover to cover: the guard starts again
        render();
    }

    /** Whose hand is open now, or -1 (for tests). */
    int openSeat() {
        return openSeat;
    }

    /** Draws the moment again, and tells the cover's guard when a cover appears or goes. */
    private void render() {
        motion.finish(); // the table is drawn anew: cards still travelling are at their place
        draw();
        motion.startExpected(table, drawer, context.animationMillis());
        cover.drawn(overlay.lookup("#cover") != null);
    }

    @Override
    public void mark(List<BoardMark> shown) {
        marks = List.copyOf(shown);
        render();
    }

    private void draw() {
        table.getChildren().clear();
        overlay.getChildren().clear();
        double scale = TableScale.apply(table, root.getWidth(), root.getHeight(),
                everyone == null ? 2 : everyone.seatCount());
        double w = root.getWidth() / scale;
        double h = root.getHeight() / scale;
        if (everyone == null || w < 10 || h < 10) {
            return;
        }
        int current = everyone.currentSeat();
        switch (HandPolicy.decide(everyone.phase(), current, openSeat, revealSeat, computers(), sight.isMatchOver())) {
            case HAND_END -> {
                drawPublicTable(w, h, Math.max(0, everyone.lastHandWinner()));
                overlay.getChildren().add(panels.handEnd(everyone, context.canAct(), () -> act(ZodijakMove.NEXT)));
            }
            case SIGNS -> {
                drawPublicTable(w, h, current);
                List<Sign> allowed = everyone.legalMoves().stream()
                        .map(m -> ((ZodijakMove.ChooseSign) m).sign()).toList();
                overlay.getChildren().add(panels.signs(everyone, allowed, context.canAct(),
                        sign -> act(ZodijakMove.ChooseSign.of(sign))));
            }
            case REVEAL -> overlay.getChildren().add(panels.reveal(revealSeat, revealCards, this::hideReveal));
            case PUBLIC -> drawPublicTable(w, h, current);
            case COVER -> overlay.getChildren().add(panels.cover(everyone, current, context.canAct(),
                    this::unlock));
            case OPEN -> {
                drawOpenTable(w, h);
                if (pickingSuit) {
                    overlay.getChildren().add(panels.suitPicker(this::playEight, () -> {
                        pickingSuit = false;
                        render();
                    }));
                }
            }
        }
    }

    private List<Boolean> computers() {
        return everyone == null ? List.of() : HandPolicy.computers(sight, everyone.seatCount());
    }

    /** The open seat's own view: there is one, since only a seat the screen sees is ever opened. */
    private ZodijakSeatView own() {
        return sight.seat(openSeat, ZodijakSeatView.class).orElseThrow();
    }

    /** The view that knows the moves of the seat to act: its own when a person acts, else the public one. */
    private ZodijakSeatView actor() {
        return sight.seat(everyone.currentSeat(), ZodijakSeatView.class).orElse(everyone);
    }

    private void drawPublicTable(double w, double h, int bottom) {
        drawer.draw(table, everyone, turn(), bottom, null, lastPlayCards(), w, h);
    }

    private void drawOpenTable(double w, double h) {
        ZodijakSeatView own = own();
        List<Integer> hand = TableDrawer.sortedHand(own.ownHand());
        cursor = Math.max(0, Math.min(cursor, hand.size() - 1));
        long lit = context.highlightMoves() && !sight.isMatchOver() ? builder.addable(own, hand) : 0;
        TableDrawer.HandLook look = new TableDrawer.HandLook(builder.cards(), lit, cursor, this::clickCard);
        double barY = drawer.draw(table, own, turn(), openSeat, look, lastPlayCards(), w, h);
        TableMarks.draw(table, marks, drawer.cardWidth());
        if (context.use() == BoardUse.REVIEW) {
            return; // nothing is played from a review's board: no buttons to grey out, no turn to tell
        }
        HBox buttons = handBar.actionButtons(own, builder, context.canAct(), this::playSelection, () -> {
            builder.clear();
            render();
        }, this::act);
        buttons.setLayoutX(14);
        buttons.setLayoutY(barY);
        table.getChildren().add(buttons);
        if (sight.isMatchOver()) {
            return; // nobody's turn any more: the shell's banner and status say how it ended
        }
        Label status = new Label(handBar.statusText(everyone, own, builder));
        status.getStyleClass().add("zj-status");
        status.setId("status");
        status.setLayoutX(14);
        status.setLayoutY(h - 28);
        table.getChildren().add(status);
    }

    /** The seat the table marks as on turn: none once the match is over, though a resigned hand has one. */
    private int turn() {
        return sight.isMatchOver() ? -1 : everyone.currentSeat();
    }

    private int lastPlayCards() {
        return lastMove instanceof ZodijakMove.Play play && everyone.pileSize() >= play.size()
                && everyone.top() == play.last() ? play.size() : 0;
    }

    private boolean isComputer(int seat) {
        return seat >= 0 && !sight.sees(seat);
    }

    /** The one person at a table of computers, whose hand stays open; -1 with two people or more. */
    private int soloPerson() {
        return HandPolicy.soloPerson(computers());
    }

    private void unlock() {
        if (!context.canAct() || everyone == null || everyone.phase() != ZodijakState.Phase.PLAY
                || isComputer(everyone.currentSeat())) {
            return;
        }
        openSeat = everyone.currentSeat();
        builder.clear();
        cursor = 0;
        context.refusalAnswered(); // "not now, the hand is covered" no longer stands
        render();
        root.requestFocus();
    }

    private void hideReveal() {
        revealSeat = -1;
        revealCards = 0;
        render();
        root.requestFocus();
    }

    private void clickCard(int card) {
        if (!context.canAct()) {
            return;
        }
        if (openSeat != everyone.currentSeat() || !builder.click(own(), card)) {
            context.refused(ZodijakRefusal.why(everyone, own(), openSeat, builder, card, texts));
            RefusalCue.shake(table, context.animationMillis());
            return;
        }
        List<Integer> hand = TableDrawer.sortedHand(own().ownHand());
        cursor = Math.max(0, hand.indexOf(card));
        render();
    }

    private void playSelection() {
        if (openSeat < 0) {
            return;
        }
        if (builder.needsSuit(own())) {
            pickingSuit = true;
            render();
            return;
        }
        ZodijakMove.Play play = builder.play(own());
        if (play != null) {
            act(play);
        }
    }

    private void playEight(int suit) {
        ZodijakMove.Play play = openSeat < 0 ? null : builder.withSuit(own(), suit);
        pickingSuit = false;
        if (play != null) {
            act(play);
        } else {
            render();
        }
    }

    private void act(Move move) {
        if (context.canAct() && actor().isLegal(move)) {
            // hide the hand at once (H2); the shell shows the next moment
            context.play(move);
        }
    }

    private void onKey(KeyEvent e) {
        if (everyone == null) {
            return;
        }
        KeyCode code = e.getCode();
        boolean covered = !overlay.getChildren().isEmpty() && !pickingSuit;
        if (pickingSuit) {
            int suit = SuitShapes.ofKey(code);
            if (suit >= 0) {
                playEight(suit);
                e.consume();
            } else if (code == KeyCode.ESCAPE) {
                pickingSuit = false;
                render();
                e.consume();
            }
            return;
        }
        if (covered) {
            if (code == KeyCode.ENTER || code == KeyCode.SPACE) {
                if (revealSeat >= 0) {
                    hideReveal();
                } else if (everyone.phase() == ZodijakState.Phase.HAND_OVER) {
                    act(ZodijakMove.NEXT);
                } else if (everyone.phase() == ZodijakState.Phase.PLAY && !isComputer(everyone.currentSeat())
                        && freshPress) {
                    unlock();
                }
                e.consume();
            }
            return;
        }
        if (openSeat < 0) {
            return;
        }
        List<Integer> hand = TableDrawer.sortedHand(own().ownHand());
        switch (code) {
            case LEFT -> cursor = Math.max(0, cursor - 1);
            case RIGHT -> cursor = Math.min(hand.size() - 1, cursor + 1);
            case SPACE -> {
                if (!hand.isEmpty()) {
                    clickCard(hand.get(cursor));
                }
            }
            case ENTER -> playSelection();
            case ESCAPE -> builder.clear();
            case D -> act(own().legalMoves().contains(ZodijakMove.TAKE) ? ZodijakMove.TAKE : ZodijakMove.DRAW);
            case P -> act(ZodijakMove.PASS);
            default -> {
                return;
            }
        }
        e.consume();
        if (everyone != null && openSeat >= 0) {
            render();
        }
    }
}
