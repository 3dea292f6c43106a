package dev.tabula.zodiac.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacMove;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import dev.tabula.zodiac.solve.ZodiacSolution.Verdict;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The star's hint: a toggle (or H) that asks the solver for the value of every move of the
 * position shown, lists them below the star and puts a badge on each movable disc (or on each
 * landing of the selected disc). An answer for a position no longer shown is dropped.
 */
final class HintOverlay {
    private static final Logger LOG = LoggerFactory.getLogger(HintOverlay.class);

    private final ResourceBundle messages;
    private final StarPainter painter;
    /** The position on the star (null before the first). */
    private final Supplier<ZodiacState> shown;
    /** Draws the marks above the board again, badges included. */
    private final Runnable drawMarks;
    private final HintService service;
    private final ToggleButton hintButton;
    /** Whether the board offers the values at all (not in a lesson). */
    private boolean offered = true;
    private final Label hintStatus = new Label();
    private final Label hintText = new Label();
    private Map<ZodiacMove, Verdict> hints = Map.of();
    private int hintRequest;

    HintOverlay(ResourceBundle messages, StarPainter painter, Supplier<ZodiacState> shown, Runnable drawMarks,
                HintService service) {
        this.messages = messages;
        this.service = service;
        this.painter = painter;
        this.shown = shown;
        this.drawMarks = drawMarks;
        hintButton = new ToggleButton(GameWords.format(messages, "view.hint"));
        hintButton.setId("move-values"); // not "hint": that is the tool bar's Hint (Ctrl+H), one move for the person to play
        hintButton.setTooltip(new Tooltip(GameWords.format(messages, "view.hint.tooltip")));
        hintButton.setFocusTraversable(false);
        hintButton.selectedProperty().addListener((o, was, on) -> hintToggled());
        hintStatus.setId("hintStatus");
        hintText.setId("hintText");
        hintText.setWrapText(true);
    }

    ToggleButton button() {
        return hintButton;
    }

    Label status() {
        return hintStatus;
    }

    Label text() {
        return hintText;
    }

    /** The H key: the hint on or off (not once the match is over). */
    void toggle() {
        if (!hintButton.isDisabled()) {
            hintButton.setSelected(!hintButton.isSelected());
        }
    }

    /**
     * Whether the match is over at the position shown (a resignation too, whose position has a
     * side to move): nobody plays on from it, so no move values are offered for it.
     */
    void matchOver(boolean over) {
        if (over) {
            hintButton.setSelected(false);
        }
        hintButton.setDisable(over || !offered);
    }

    /** The values are not offered here (a lesson: the player is to find the step's move): the button and its key do nothing. */
    void withdraw() {
        offered = false;
        hintButton.setSelected(false);
        hintButton.setDisable(true);
    }

    /** A new position is shown: the old values go (see {@link #requestIfOn} for the new ones). */
    void positionChanged() {
        hints = Map.of();
    }

    /** With the hint on, asks for the values of the position now shown. */
    void requestIfOn() {
        if (hintButton.isSelected()) {
            requestHint();
        }
    }

    /** The view is gone: an answer still to come is dropped. */
    void dispose() {
        hintRequest++;
    }

    private void hintToggled() {
        if (hintButton.isSelected()) {
            requestHint();
        } else {
            hintRequest++;
            hints = Map.of();
            hintStatus.setText("");
            hintText.setText("");
            drawMarks.run();
        }
    }

    private void requestHint() {
        ZodiacState state = shown.get();
        if (state == null || state.isTerminal()) {
            hintStatus.setText("");
            hintText.setText("");
            return;
        }
        if (!HintService.supports(state.rules())) {
            hintStatus.setText(GameWords.format(messages, "view.hint.unsupported"));
            return;
        }
        int request = ++hintRequest;
        ZodiacState asked = state;
        // the solution's table gives every value at once; the search along the real history
        // (rule 9) then confirms or corrects them
        // (the opening's are exact already: said as they are, with nothing left to check)
        service.known(asked).ifPresentOrElse(table -> showValues(table,
                table.stream().allMatch(v -> v.verdict().exact()) ? "view.hint.title" : "view.hint.refining"), () -> {
            hintStatus.setText(GameWords.format(messages, "view.hint.computing"));
            hintText.setText("");
        });
        service.rank(asked).whenComplete((ranked, error) -> Platform.runLater(() -> {
            if (request != hintRequest || asked != shown.get() || !hintButton.isSelected()) {
                return; // a newer position or question has superseded this answer
            }
            if (error != null) {
                LOG.error("the hint for {} failed", asked, error);
                hintStatus.setText(GameWords.format(messages, "view.hint.failed"));
                return;
            }
            showValues(ranked, "view.hint.title");
        }));
    }

    /** The values of the moves, in words ("O4 → I1: wins in 35 moves") and as badges, with how to read them. */
    private void showValues(List<MoveVerdict> ranked, String titleKey) {
        hints = ranked.stream().collect(Collectors.toMap(MoveVerdict::move, MoveVerdict::verdict));
        hintStatus.setText(GameWords.format(messages, titleKey));
        hintText.setText(ranked.stream() // i18n-ok: the line break between the values and their legend
                .map(v -> GameWords.format(messages, "view.hint.entry", MoveWords.listText(v.move(), messages),
                        ZodiacTexts.verdict(v.verdict(), messages)))
                .collect(Collectors.joining("  ·  ")) + "\n" + GameWords.format(messages, "view.hint.legend"));
        drawMarks.run();
    }

    /**
     * With the hint on: a badge on each landing of the {@code selected} disc, or (with none
     * selected, -1) on each movable disc its best move; {@code r} is the disc radius.
     */
    void drawBadges(double r, int selected) {
        if (!hintButton.isSelected() || hints.isEmpty()) {
            return;
        }
        Map<Integer, Verdict> badges = new HashMap<>();
        for (Map.Entry<ZodiacMove, Verdict> entry : hints.entrySet()) {
            ZodiacMove move = entry.getKey();
            if (selected >= 0) {
                if (move.from() == selected) {
                    badges.put(move.to(), entry.getValue());
                }
            } else {
                badges.merge(move.from(), entry.getValue(), (a, b) -> Verdict.BEST_FIRST.compare(a, b) <= 0 ? a : b);
            }
        }
        badges.forEach((point, verdict) -> {
            Text text = new Text(ZodiacTexts.badge(verdict, messages));
            text.getStyleClass().add("zodiac-hint-text");
            text.setStyle("-fx-font-size: " + Math.max(9, r * 0.55) + "px;");
            double w = text.getLayoutBounds().getWidth() + 8;
            double h = text.getLayoutBounds().getHeight() + 2;
            double x = painter.x(point) - w / 2;
            double y = painter.y(point) + r * 1.05;
            Rectangle box = new Rectangle(x, y, w, h);
            box.getStyleClass().addAll("zodiac-hint-badge", verdict.value().name().toLowerCase(java.util.Locale.ROOT));
            box.setId("hint-" + Star.name(point));
            text.setX(x + 4);
            text.setY(y + h * 0.78);
            box.setMouseTransparent(true);
            text.setMouseTransparent(true);
            painter.marks().getChildren().addAll(box, text);
        });
    }
}
