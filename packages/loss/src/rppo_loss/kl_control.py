"""KL-coefficient controllers: the β of ``r_t = −β·KL_t`` in :func:`rppo_loss.token_rewards`."""

from __future__ import annotations

from typing import Any


class AdaptiveKL:
    """Proportional controller of Ziegler et al. (2019), "Fine-Tuning LMs from Human Preferences".

    ``e = clip(KL / target − 1, −0.2, 0.2)`` and ``β ← β·(1 + e·n_steps / horizon)``: β grows while
    the measured KL is above target and shrinks below it, by at most 20 % per ``horizon`` steps.
    """

    def __init__(self, init: float, target: float, horizon: int) -> None:
        if init < 0:
            raise ValueError(f"init KL coefficient must be >= 0, got {init}")
        if target <= 0:
            raise ValueError(f"target KL must be > 0, got {target}")
        if horizon <= 0:
            raise ValueError(f"horizon must be > 0, got {horizon}")
        self.value: float = float(init)
        self.target = float(target)
        self.horizon = int(horizon)

    def update(self, current_kl: float, n_steps: int) -> None:
        """Move β after ``n_steps`` samples whose mean KL (per sequence) was ``current_kl``."""
        error = min(max(float(current_kl) / self.target - 1.0, -0.2), 0.2)
        self.value *= 1.0 + error * n_steps / self.horizon

    def state_dict(self) -> dict[str, Any]:
        return {
            "kind": "adaptive",
            "value": self.value,
            "target": self.target,
            "horizon": self.horizon,
        }

    def load_state_dict(self, state: dict[str, Any]) -> None:
        if state.get("kind") != "adaptive":
            raise ValueError(f"state kind must be 'adaptive', got {state.get('kind')!r}")
        self.value = float(state["value"])
        self.target = float(state["target"])
        self.horizon = int(state["horizon"])

    def __repr__(self) -> str:
        return f"AdaptiveKL(value={self.value}, target={self.target}, horizon={self.horizon})"


class FixedKL:
    """A constant β with :class:`AdaptiveKL`'s interface (``update`` does nothing)."""

    def __init__(self, value: float) -> None:
        if value < 0:
            raise ValueError(f"KL coefficient must be >= 0, got {value}")
        self.value: float = float(value)

    def update(self, current_kl: float, n_steps: int) -> None:
        """No-op: a fixed coefficient ignores the measured KL."""

    def state_dict(self) -> dict[str, Any]:
        return {"kind": "fixed", "value": self.value}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        if state.get("kind") != "fixed":
            raise ValueError(f"state kind must be 'fixed', got {state.get('kind')!r}")
        self.value = float(state["value"])

    def __repr__(self) -> str:
        return f"FixedKL(value={self.value})"
