package dev.tabula.app.markdown;

import java.util.function.Function;
import javafx.geometry.HPos;
import javafx.geometry.VPos;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.text.TextAlignment;
import javafx.scene.text.TextFlow;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.Node;

/**
 * A Markdown table (GitHub's pipe tables) as a grid: one column a Markdown column, the head row
 * styled apart, every cell's text wrapping inside the page's width so that a wide table never
 * pushes the page sideways. The rules pages need them (Zodijak's sign to zodiac-card table, each
 * game's option table); shown as raw pipes they cannot be read.
 */
public final class MarkdownTable {
    /** The style class of the grid, for CSS and for tests that look for it. */
    public static final String STYLE_CLASS = "md-table";

    private MarkdownTable() {
    }

    /** {@code table} as a grid whose cells are drawn by {@code inline} (the page's own inline text). */
    public static GridPane grid(TableBlock table, Function<Node, TextFlow> inline) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add(STYLE_CLASS);
        grid.setMinWidth(0);
        int row = 0;
        int columns = 0;
        for (Node section = table.getFirstChild(); section != null; section = section.getNext()) {
            for (Node line = section.getFirstChild(); line != null; line = line.getNext()) {
                if (!(line instanceof TableRow)) {
                    continue;
                }
                int column = 0;
                for (Node cell = line.getFirstChild(); cell != null; cell = cell.getNext()) {
                    if (cell instanceof TableCell tableCell) {
                        grid.add(cell(tableCell, inline, row), column++, row);
                    }
                }
                columns = Math.max(columns, column);
                row++;
            }
        }
        for (int column = 0; column < columns; column++) {
            ColumnConstraints constraints = new ColumnConstraints();
            constraints.setHgrow(Priority.SOMETIMES);
            constraints.setFillWidth(true);
            constraints.setMinWidth(0);
            grid.getColumnConstraints().add(constraints);
        }
        return grid;
    }

    private static TextFlow cell(TableCell cell, Function<Node, TextFlow> inline, int row) {
        TextFlow flow = inline.apply(cell);
        flow.getStyleClass().add(cell.isHeader() ? "md-table-head" : "md-table-cell");
        if (row % 2 == 0 && !cell.isHeader()) {
            flow.getStyleClass().add("md-table-even");
        }
        flow.setMinWidth(0);
        flow.setMaxWidth(Double.MAX_VALUE);
        flow.setMaxHeight(Double.MAX_VALUE);
        flow.setTextAlignment(switch (cell.getAlignment() == null ? TableCell.Alignment.LEFT : cell.getAlignment()) {
            case CENTER -> TextAlignment.CENTER;
            case RIGHT -> TextAlignment.RIGHT;
            default -> TextAlignment.LEFT;
        });
        GridPane.setHalignment(flow, HPos.LEFT);
        GridPane.setValignment(flow, VPos.TOP);
        GridPane.setFillWidth(flow, true);
        GridPane.setFillHeight(flow, true);
        return flow;
    }
}
