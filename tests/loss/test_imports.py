"""rppo_loss imports nothing but torch (and the standard library)."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json
import sys
import torch  # noqa: F401
before = set(sys.modules)
import rppo_loss  # noqa: F401
new = sorted(m for m in set(sys.modules) - before if m.split(".")[0] not in ("rppo_loss", "torch"))
print(json.dumps(new))
"""


def test_rppo_loss_imports_only_torch():
    done = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", PROBE], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    # Anything beyond torch (transformers, numpy, another rppo package, ...) shows up here.
    new_modules = json.loads(done.stdout.strip().splitlines()[-1])
    assert new_modules == [], f"rppo_loss imported non-torch modules: {new_modules}"
