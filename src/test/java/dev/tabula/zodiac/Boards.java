package dev.tabula.zodiac;

/** Test positions written as text: {@code "O12:B O4:B I3:R I9:R O2:W"}; unnamed points are empty. */
final class Boards {
    private Boards() {
    }

    static int board(String text) {
        int board = 0;
        for (String cell : text.trim().split("\\s+")) {
            String[] parts = cell.split(":");
            int point = Star.parse(parts[0]);
            if (point < 0) {
                throw new IllegalArgumentException(cell);
            }
            board = Discs.with(board, point, ".BWR".indexOf(parts[1].charAt(0)));
        }
        return board;
    }

    static ZodiacState position(String text, int seat) {
        return ZodiacState.position(ZodiacRules.DEFAULT, board(text), seat, -1, -1, 0);
    }
}
