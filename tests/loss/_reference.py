"""Slow, obviously-correct float64 Python loops for every rppo_loss function.

Inputs are nested lists of Python floats/bools (one list per row); nothing here uses torch, so a
bug in a vectorised torch expression cannot be mirrored by the reference.
"""

from __future__ import annotations

import math
import statistics

Rows = list[list[float]]
Mask = list[list[bool]]


def counted(mask_row: list[bool]) -> list[int]:
    return [t for t, m in enumerate(mask_row) if m]


def td_errors(rewards: Rows, values: Rows, mask: Mask, gamma: float) -> Rows:
    out = [[0.0] * len(row) for row in mask]
    for b, row in enumerate(mask):
        idx = counted(row)
        for k, t in enumerate(idx):
            next_v = values[b][idx[k + 1]] if k + 1 < len(idx) else 0.0
            out[b][t] = rewards[b][t] + gamma * next_v - values[b][t]
    return out


def gae_sum(rewards: Rows, values: Rows, mask: Mask, gamma: float, lam: float) -> Rows:
    """Eq. 8 literally: Â_t = Σ_l (γλ)^l δ_{t+l} over the counted positions."""
    delta = td_errors(rewards, values, mask, gamma)
    out = [[0.0] * len(row) for row in mask]
    for b, row in enumerate(mask):
        idx = counted(row)
        for k, t in enumerate(idx):
            out[b][t] = sum((gamma * lam) ** j * delta[b][idx[k + j]] for j in range(len(idx) - k))
    return out


def n_step_advantage(r: list[float], v: list[float], k: int, n: int, gamma: float) -> float:
    """Â^(n)_t on one row's counted sequence (r, v), from its k-th token; V after the end is 0."""
    horizon = len(r)
    total = sum(gamma**i * r[k + i] for i in range(min(n, horizon - k)))
    if k + n < horizon:
        total += gamma**n * v[k + n]
    return total - v[k]


def gae_nstep_average(rewards: Rows, values: Rows, mask: Mask, gamma: float, lam: float) -> Rows:
    """GAE as the (1 − λ)-weighted average of n-step advantages (the seed's first form).

    For n ≥ the remaining length every n-step advantage equals the Monte-Carlo one, so the
    infinite tail Σ_{n≥m} (1 − λ) λ^{n−1} Â^MC sums to λ^{m−1} Â^MC.
    """
    out = [[0.0] * len(row) for row in mask]
    for b, row in enumerate(mask):
        idx = counted(row)
        r = [rewards[b][t] for t in idx]
        v = [values[b][t] for t in idx]
        for k, t in enumerate(idx):
            m = len(idx) - k
            head = sum(
                (1 - lam) * lam ** (n - 1) * n_step_advantage(r, v, k, n, gamma)
                for n in range(1, m)
            )
            out[b][t] = head + lam ** (m - 1) * n_step_advantage(r, v, k, m, gamma)
    return out


def mc_advantage(rewards: Rows, values: Rows, mask: Mask, gamma: float) -> Rows:
    """Eq. 6: G_t − V(s_t) with G_t from Eq. 3."""
    out = [[0.0] * len(row) for row in mask]
    for b, row in enumerate(mask):
        idx = counted(row)
        for k, t in enumerate(idx):
            g = sum(gamma**i * rewards[b][idx[k + i]] for i in range(len(idx) - k))
            out[b][t] = g - values[b][t]
    return out


def kl(logp: Rows, ref_logp: Rows, estimator: str) -> Rows:
    out = []
    for lp_row, ref_row in zip(logp, ref_logp, strict=True):
        row = []
        for lp, ref in zip(lp_row, ref_row, strict=True):
            x = lp - ref
            if estimator == "k1":
                row.append(x)
            elif estimator == "k2":
                row.append(0.5 * x * x)
            else:
                ratio = math.exp(ref - lp)  # π_ref / π_θ
                row.append(ratio - 1 - math.log(ratio))
        out.append(row)
    return out


def token_rewards(score, kl_rows, mask, kl_coef, step_rewards=None) -> Rows:
    out = [[0.0] * len(row) for row in mask]
    for b, row in enumerate(mask):
        idx = counted(row)
        for t in idx:
            out[b][t] = -kl_coef * kl_rows[b][t]
            if step_rewards is not None:
                out[b][t] += step_rewards[b][t]
        if idx:
            out[b][idx[-1]] += score[b]
    return out


def aggregate(per_token: Rows, mask: Mask, agg: str, max_len: int | None = None) -> float:
    if agg == "token-mean":
        vals = [per_token[b][t] for b, row in enumerate(mask) for t in counted(row)]
        return sum(vals) / len(vals) if vals else 0.0
    if agg == "seq-mean":
        means = [
            sum(per_token[b][t] for t in counted(row)) / len(counted(row))
            for b, row in enumerate(mask)
            if counted(row)
        ]
        return sum(means) / len(means) if means else 0.0
    length = len(mask[0]) if max_len is None else max_len
    total = sum(per_token[b][t] for b, row in enumerate(mask) for t in counted(row))
    return total / (len(mask) * length)


def policy_loss(logp, old_logp, adv, mask, clip_eps, agg="token-mean", dual_clip=None):
    objective = [[0.0] * len(row) for row in mask]
    clipped_flags, ratios, kls = [], [], []
    for b, row in enumerate(mask):
        for t in counted(row):
            rho = math.exp(logp[b][t] - old_logp[b][t])
            a = adv[b][t]
            unclipped = rho * a
            clipped = min(max(rho, 1 - clip_eps), 1 + clip_eps) * a
            obj = min(unclipped, clipped)
            if dual_clip is not None and a < 0:
                obj = max(obj, dual_clip * a)
            objective[b][t] = obj
            clipped_flags.append(1.0 if clipped < unclipped else 0.0)
            ratios.append(rho)
            kls.append(rho - 1 - math.log(rho))
    n = len(ratios)
    stats = {
        "approx_kl": sum(kls) / n if n else 0.0,
        "clipfrac": sum(clipped_flags) / n if n else 0.0,
        "ratio_mean": sum(ratios) / n if n else 0.0,
        "ratio_max": max(ratios) if n else 0.0,
    }
    return -aggregate(objective, mask, agg), stats


def value_loss(values, old_values, returns, mask, clip_eps=None):
    losses, flags, rets, errs = [], [], [], []
    for b, row in enumerate(mask):
        for t in counted(row):
            v, g = values[b][t], returns[b][t]
            unclipped = (v - g) ** 2
            if clip_eps is None:
                loss, flag = unclipped, 0.0
            else:
                old = old_values[b][t]
                v_clip = old + min(max(v - old, -clip_eps), clip_eps)
                clipped = (v_clip - g) ** 2
                active = clipped > unclipped and abs(v - old) > clip_eps
                loss, flag = max(unclipped, clipped), float(active)
            losses.append(0.5 * loss)
            flags.append(flag)
            rets.append(g)
            errs.append(g - v)
    n = len(losses)
    var_g = statistics.pvariance(rets) if n else 0.0
    explained = 1 - statistics.pvariance(errs) / var_g if var_g > 1e-12 else 0.0
    return (sum(losses) / n if n else 0.0), {
        "clipfrac": sum(flags) / n if n else 0.0,
        "explained_var": explained,
    }


def entropy_row(logits: list[float], temperature: float = 1.0) -> float:
    z = [x / temperature for x in logits]
    top = max(z)
    total = sum(math.exp(x - top) for x in z)
    probs = [math.exp(x - top) / total for x in z]
    return -sum(p * math.log(p) for p in probs if p > 0)


def logp_row(logits: list[float], token: int, temperature: float = 1.0) -> float:
    z = [x / temperature for x in logits]
    top = max(z)
    return z[token] - top - math.log(sum(math.exp(x - top) for x in z))


def masked_mean(x: Rows, mask: Mask) -> float:
    vals = [x[b][t] for b, row in enumerate(mask) for t in counted(row)]
    return sum(vals) / len(vals) if vals else 0.0


def masked_whiten(x: Rows, mask: Mask, shift_mean: bool = True, eps: float = 1e-8) -> Rows:
    vals = [x[b][t] for b, row in enumerate(mask) for t in counted(row)]
    mean = sum(vals) / len(vals)
    var = sum((v - mean) ** 2 for v in vals) / len(vals)
    out = [[0.0] * len(row) for row in mask]
    for b, row in enumerate(mask):
        for t in counted(row):
            out[b][t] = (x[b][t] - mean) / math.sqrt(var + eps) + (0.0 if shift_mean else mean)
    return out


def group_advantages(score: list[float], group_ids: list[int], eps: float = 1e-6) -> list[float]:
    out = []
    for s, g in zip(score, group_ids, strict=True):
        members = [x for x, h in zip(score, group_ids, strict=True) if h == g]
        std = statistics.stdev(members) if len(members) > 1 else 0.0
        out.append((s - statistics.mean(members)) / (std + eps))
    return out
