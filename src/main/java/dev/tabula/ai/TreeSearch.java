package dev.tabula.ai;

import java.util.Optional;

/**
 * One Monte Carlo tree search ({@link MonteCarloSearch}) on its settings' iteration budget, capped
 * by the caller's budget (a time limit stops it early too): every level's search where it is
 * given no time, and the lower levels' under a time limit as well, so that their strength does
 * not grow with the machine. It always answers.
 */
public final class TreeSearch implements Strategy {
    private final TreeSettings settings;
    private final TreeKnowledge knowledge;

    public TreeSearch(TreeSettings settings, TreeKnowledge knowledge) {
        this.settings = settings;
        this.knowledge = knowledge;
    }

    @Override
    public Optional<SearchResult> answer(Question question) {
        SearchBudget budget = SearchBudget.iterations(settings.iterations()).cappedBy(question.budget());
        return Optional.of(new MonteCarloSearch(question.view(), settings, knowledge, question.rng())
                .run(budget, question.cancel(), false));
    }
}
