"""`training/recipe.py` reads as the seed's steps (issue 29, item 1): it names no rank, no stop and no
role string; the ranks' work is two calls on the `Dist` it is handed, and the update reaches the
loss through a `Role` record in one call."""

from __future__ import annotations

import ast
from pathlib import Path

import reason_ppo.training.recipe as recipe
import torch
from reason_ppo.config import load_config
from reason_ppo.training import update
from reason_ppo.training.distributed import Dist

SOURCE = Path(recipe.__file__).read_text(encoding="utf-8")
TREE = ast.parse(SOURCE)


def _runtime_imports(tree: ast.Module) -> set[str]:
    """Modules imported outside `if TYPE_CHECKING:` (a type name costs no code at run time)."""
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_the_recipe_names_no_distributed_helper() -> None:
    assert "reason_ppo.training.distributed" not in _runtime_imports(TREE)
    names = {n.id for n in ast.walk(TREE) if isinstance(n, ast.Name)}
    attrs = {n.attr for n in ast.walk(TREE) if isinstance(n, ast.Attribute)}
    assert not names & {"current", "dist", "prompt_generators", "init_from_env", "LOCAL"}
    # The ranks' work is these two calls and nothing else of `Dist`'s.
    used = {
        n.attr
        for n in ast.walk(TREE)
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "ranks"
    }
    assert used == {"share", "gather_iteration"}
    # Stopping is the run's (`run.train_loop`), not the recipe's nor its phase timer's.
    assert "StopRequested" not in SOURCE and "should_stop" not in attrs | names


def test_the_update_reaches_the_loss_in_one_call_through_its_roles() -> None:
    """`ppo_epochs` calls each role's loss itself (loop -> iteration -> ppo_epochs -> loss), and no
    step of it is keyed by a role's name."""
    tree = ast.parse(Path(update.__file__).read_text(encoding="utf-8"))
    epochs = next(
        n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "ppo_epochs"
    )
    calls = {ast.unparse(n.func) for n in ast.walk(epochs) if isinstance(n, ast.Call)}
    assert "role.loss" in calls
    strings = {n.value for n in ast.walk(epochs) if isinstance(n, ast.Constant)}
    assert not strings & {"actor", "critic"}


def test_roles_spell_out_optimizer_parameters_loss_and_metric_names(fresh_tiny) -> None:
    cfg = load_config(None, ["model=tiny", "quantize=none", "entropy_coef=0"])
    batch = fresh_tiny.generate(["What is 2 + 3?"] * 2, max_new_tokens=4)
    zeros = torch.zeros_like(batch.logp)
    exp = update.Experience(batch, zeros, zeros, zeros)
    optims = {
        "actor": torch.optim.SGD(fresh_tiny.actor_parameters(), lr=0.0),
        "critic": torch.optim.SGD(fresh_tiny.critic_parameters(), lr=0.0),
    }
    actor, critic = update.roles(cfg, fresh_tiny, exp, optims, actor=True, critic=True)
    assert (actor.name, actor.loss_key, actor.stats_prefix) == ("actor", "loss/policy", "ppo/")
    assert (critic.name, critic.loss_key, critic.stats_prefix) == ("critic", "loss/value", "value/")
    assert actor.optimizer is optims["actor"] and critic.optimizer is optims["critic"]
    assert actor.silent is not None and actor.silent(torch.arange(2))  # adv 0, no entropy bonus
    assert critic.silent is None
    loss, stats = critic.loss(*critic.inputs(torch.arange(2)))
    assert loss.requires_grad and "explained_var" in stats
    assert [
        r.name for r in update.roles(cfg, fresh_tiny, exp, optims, actor=False, critic=True)
    ] == ["critic"]


def test_a_rank_shares_drawn_prompts_by_whole_problems() -> None:
    drawn = recipe.Prompts(list("aabbccdd"), list("AABBCCDD"), [torch.Generator()] * 8)
    parts = [Dist(rank, 3).share(drawn, 2) for rank in range(3)]
    assert [p.problems for p in parts] == [["a", "a"], ["b", "b"], ["c", "c", "d", "d"]]
    assert Dist().share(drawn, 2) is drawn
