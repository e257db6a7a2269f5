"""rppo_loss: the PPO equations for language models as small, proven torch functions.

Every function states its equation of the PPO seed (see packages/loss/README.md) and its shapes:
B sequences, T response tokens, ``mask`` [B, T] bool, True where a response token counts.
The choices of each algorithm axis are name -> function tables: ADVANTAGE_ESTIMATORS (rows with
``needs_critic``), KL_ESTIMATORS, AGGREGATIONS. Imports torch only.
"""

from rppo_loss.advantages import (
    ADVANTAGE_ESTIMATORS,
    AdvantageEstimator,
    AdvantageInputs,
    gae,
    group_advantages,
    next_counted_values,
    td_errors,
)
from rppo_loss.kl_control import AdaptiveKL, FixedKL
from rppo_loss.losses import AGGREGATIONS, actor_loss, aggregate, policy_loss, value_loss
from rppo_loss.masked import masked_mean, masked_sum, masked_var, masked_whiten
from rppo_loss.rewards import KL_ESTIMATORS, kl, last_counted_index, token_rewards

__all__ = [
    "ADVANTAGE_ESTIMATORS",
    "AGGREGATIONS",
    "KL_ESTIMATORS",
    "AdaptiveKL",
    "AdvantageEstimator",
    "AdvantageInputs",
    "FixedKL",
    "actor_loss",
    "aggregate",
    "gae",
    "group_advantages",
    "kl",
    "last_counted_index",
    "masked_mean",
    "masked_sum",
    "masked_var",
    "masked_whiten",
    "next_counted_values",
    "policy_loss",
    "td_errors",
    "token_rewards",
    "value_loss",
]
