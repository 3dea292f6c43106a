package dev.tabula.zola.ai;

import dev.tabula.ai.Capabilities;
import dev.tabula.ai.GameKnowledge;
import dev.tabula.ai.Hint;
import dev.tabula.zola.ZolaGame;

/**
 * What Zola offers the computer player: material decides the game (the last capture wins), so
 * rollouts capture when they can ({@link CaptureRollout}), stop after a few plies and score the
 * piece difference ({@link MaterialEstimate}), and the tree looks at captures first
 * ({@link CapturesFirst}). The alpha-beta's evaluation adds mobility ({@link ZolaEvaluation}),
 * and with six pieces or fewer the exact endgame search plays and hints a forced win
 * ({@link EndgamePlay}).
 */
public final class ZolaKnowledge implements GameKnowledge {

    @Override
    public String gameId() {
        return ZolaGame.ID;
    }

    /**
     * Alpha-beta on {@link ZolaEvaluation} beat the tree search 37 of 52 games at 0.5 s and 1 s of
     * CPU a move (docs/ai.md, "Zola knowledge"), so Hard thinks with it under a time limit. The
     * classic capabilities are the same without the endgame search, as before issue 17.
     */
    @Override
    public Capabilities capabilities() {
        EndgamePlay endgame = new EndgamePlay();
        return withoutEndgames()
                .perfectPlay(endgame)
                // a forced win found by the endgame search is a proved hint (its length is not counted)
                .exactHints((view, budget, background) -> endgame.move(view, budget, background)
                        .map(move -> Hint.proved(move, true, -1)))
                .classic(withoutEndgames().build())
                .build();
    }

    private static Capabilities.Builder withoutEndgames() {
        return Capabilities.builder()
                .rollout(new CaptureRollout())
                .evaluation(new MaterialEstimate())
                .treePolicy(new CapturesFirst())
                .searchEvaluation(ZolaEvaluation.TUNED, true);
    }
}
