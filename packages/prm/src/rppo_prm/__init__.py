"""rppo_prm: process-reward scoring — split a solution into steps, score each step in [−1, 1].

- `split_steps(text, mode)` -> character spans of the steps (the app turns them into token positions);
- `CalculationScorer` (registered as `arithmetic`): checks the explicit calculations of each step
  exactly (no eval);
- `load_step_scorer(spec, **options)`: a registered scorer (`arithmetic`, `prm-model`, the PRM
  presets `math-shepherd`, `qwen2.5-math-prm`, `rlhflow`, `skywork-prm` of `rppo_prm.presets`,
  plug-ins of the entry-point group `reason_ppo.step_scorers`) or `pkg.mod:attr`;
- `combine_step_scores(scores, weight, mode)`: per-step rewards by a row of `PROCESS_MODES` (`sum`,
  `min`, `last`, `mean`, `penalty`; all but `sum` bounded by the weight), the one list of the modes.
Imports no torch/transformers; only the model scorers do, when one is built.
"""

from rppo_prm.calculations import Calculation, CalculationScorer, find_calculations, score_step
from rppo_prm.combine import PROCESS_MODES, CombineMode, check_mode, combine_step_scores
from rppo_prm.registry import (
    DuplicateStepScorer,
    StepScorer,
    StepScorerInfo,
    StepScorerNotFound,
    list_step_scorers,
    load_step_scorer,
    resolve_step_scorer,
)
from rppo_prm.steps import Span, SplitMode, join_steps, split_steps, steps_of

__all__ = [
    "PROCESS_MODES",
    "Calculation",
    "CalculationScorer",
    "CombineMode",
    "DuplicateStepScorer",
    "Span",
    "SplitMode",
    "StepScorer",
    "StepScorerInfo",
    "StepScorerNotFound",
    "check_mode",
    "combine_step_scores",
    "find_calculations",
    "join_steps",
    "list_step_scorers",
    "load_step_scorer",
    "resolve_step_scorer",
    "score_step",
    "split_steps",
    "steps_of",
]
