package dev.tabula.zodijak.lesson;

import dev.tabula.core.State;
import dev.tabula.learn.Lesson;
import dev.tabula.learn.LessonSource;
import dev.tabula.learn.LessonStep;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakRules;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Zodijak in seven steps, two players, the learner at seat 0 (sign Ovan, whose card is J♣):
 * drawing when nothing matches, matching the top card's suit, then its rank, a run of several
 * cards, a lone eight that names the suit, the zodiac card that makes the next player draw seven,
 * and going out, which scores the cards left in the other hand. The deal is the lesson seed's;
 * the final game is played to 25 points, the shortest target the rules offer.
 */
public final class ZodijakLesson implements LessonSource {
    static final String BUNDLE = "dev.tabula.zodijak.lesson.messages";
    private static final int LEARNER = 0;
    private static final List<String> HAND_TWO = List.of("draw", "KC", "KH KD QD JD JH", "draw", "9H", "4H 4S 3S",
            "TS TD", "next", "draw");

    @Override
    public Lesson lesson() {
        return new Lesson(ZodijakGame.ID, BUNDLE, 2, Map.of(), 1, LEARNER, List.of(
                new LessonStep("zodijak.draw", List.of(), Set.of("draw"),
                        (before, after) -> hand(after) == hand(before) + 1 && after.currentSeat() != LEARNER),
                new LessonStep("zodijak.suit", List.of("draw", "KC", "KD KH", "draw"), Set.of("9H"),
                        (before, after) -> top(after, "9H") && hand(after) == hand(before) - 1),
                new LessonStep("zodijak.rank", List.of("draw", "KC", "KD QD", "9D"), Set.of("9H"),
                        (before, after) -> top(after, "9H") && hand(after) == hand(before) - 1),
                new LessonStep("zodijak.run", List.of("draw", "KC"), Set.of("KD QD JD"),
                        (before, after) -> top(after, "JD") && hand(after) == hand(before) - 3),
                new LessonStep("zodijak.eight", HAND_TWO, Set.of("8C=H"),
                        (before, after) -> top(after, "8C") && game(after).declaredSuit() == Cards.SUITS.indexOf('H')),
                new LessonStep("zodijak.zodiac", HAND_TWO, Set.of("JC"),
                        (before, after) -> top(after, "JC") && game(after).pendingKind() == ZodijakState.PENDING_ZODIAC
                                && game(after).pendingCount() == 7),
                new LessonStep("zodijak.out", List.of("draw", "draw", "draw", "KC", "KH KD QD", "9D"),
                        Set.of("9H 9S TS TD JD JH"),
                        (before, after) -> hand(after) == 0 && game(after).score(LEARNER)
                                == game(before).score(LEARNER) + game(before).handSize(1 - LEARNER))),
                Map.of(ZodijakRules.TARGET, "25"));
    }

    private static ZodijakState game(State state) {
        return (ZodijakState) state;
    }

    private static int hand(State state) {
        return game(state).handSize(LEARNER);
    }

    private static boolean top(State state, String card) {
        return Cards.name(game(state).top()).equals(card);
    }
}
