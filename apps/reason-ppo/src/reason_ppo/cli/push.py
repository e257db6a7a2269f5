"""`reason-ppo push RUN --repo ID`: the run's actor adapter (with its model card) to the Hugging
Face hub through huggingface_hub. Arguments are checked before anything is sent; a hub that cannot
be reached (offline, no token, refused) is one line and exit 2, never a traceback."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import typer

from reason_ppo.errors import fail

# The hub's own rule (huggingface_hub.utils.validate_repo_id) plus the namespace it needs to
# create a repo: "org/name", each part letters, digits, "-", "_", "." and at most 96 characters.
_REPO_ID = re.compile(r"[A-Za-z0-9][\w.-]{0,95}/[A-Za-z0-9][\w.-]{0,95}")


def push_command(
    run: Path = typer.Argument(..., help="Run folder, checkpoints/step-N folder or policy folder."),
    repo: str = typer.Option(..., "--repo", "-r", help="Hub repository id 'org/name'."),
    private: bool = typer.Option(False, "--private", help="Create the repository private."),
    revision: str | None = typer.Option(None, "--revision", help="Branch to push to."),
) -> None:
    """Upload the trained actor adapter (what `export --adapter-only` writes) to the hub.

    The token is huggingface_hub's (`hf auth login` or HF_TOKEN). The repository is created
    if it does not exist.

    Examples:

      reason-ppo push runs/demo --repo me/smollm2-135m-gsm8k-ppo

      reason-ppo push runs/demo/checkpoints/step-8 --repo me/demo --private
    """
    from reason_ppo.cli.export import _policy_dir, write_adapter

    if not _REPO_ID.fullmatch(repo) or ".." in repo or repo.endswith((".git", "-", ".")):
        fail(f"--repo {repo!r}: not a hub repository id 'org/name' (letters, digits, - _ .)")
    policy_dir = _policy_dir(run)
    with tempfile.TemporaryDirectory(prefix="rppo-push-") as tmp:
        folder = write_adapter(policy_dir, Path(tmp) / "adapter")
        url = _upload(folder, repo, private=private, revision=revision)
    typer.echo(f"pushed {policy_dir / 'actor'} to {url}")


def _upload(folder: Path, repo: str, *, private: bool, revision: str | None) -> str:
    """create_repo + upload_folder; any failure of the hub or the network is one line, exit 2."""
    from huggingface_hub import HfApi
    from huggingface_hub.errors import HFValidationError

    api = HfApi()
    try:
        api.create_repo(repo, private=private, exist_ok=True)
        info = api.upload_folder(
            folder_path=str(folder), repo_id=repo, revision=revision,
            commit_message="reason-ppo: actor adapter",
        )  # fmt: skip
    except HFValidationError as exc:
        fail(f"--repo {repo!r}: {str(exc).splitlines()[0]}")
    except Exception as exc:  # noqa: BLE001 - offline, no token, HTTP errors: all one line
        lines = str(exc).strip().splitlines()
        why = lines[0] if lines else type(exc).__name__
        fail(f"push to {repo}: {type(exc).__name__}: {why}")
    return str(getattr(info, "commit_url", None) or f"https://huggingface.co/{repo}")
