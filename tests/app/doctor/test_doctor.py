"""`reason-ppo doctor` through the CLI, and the memory estimate behind its fit warning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from click.testing import CliRunner
from reason_ppo.cli.app import app
from reason_ppo.doctor import checks as doctor
from reason_ppo.doctor import sizing


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(typer.main.get_command(app), ["doctor", *args])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_doctor_reports_everything_and_exits_0(
    stub_data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REASON_PPO_CACHE", str(tmp_path / "cache"))
    code, output = invoke(
        "--model",
        "smollm2-135m",
        "--data-dir",
        str(stub_data_dir),
        "--run-dir",
        str(tmp_path / "runs"),
    )
    assert code == 0, output
    for topic in ("versions", "device", "bitsandbytes", "disk", "memory", "fit"):
        assert topic in output
    assert "torch" in output and "transformers" in output and "reason-ppo" in output
    assert str(stub_data_dir / "gsm8k" / "train.jsonl") in output
    assert str(stub_data_dir / "math500" / "test.jsonl") in output
    assert "model smollm2-135m" in output
    assert "NF4 quantize/dequantize works" in output


def test_doctor_warns_when_the_run_would_not_fit_and_strict_fails(stub_data_dir: Path) -> None:
    args = ["--model", "smollm2-135m", "--quantize", "none", "--data-dir", str(stub_data_dir)]
    code, output = invoke(*args, "--batch-size", "4096", "--max-new-tokens", "8192")
    assert code == 0 and "would NOT fit" in output
    code, output = invoke(*args, "--batch-size", "4096", "--max-new-tokens", "8192", "--strict")
    assert code == 1


def test_doctor_says_a_small_tiny_run_fits(stub_data_dir: Path) -> None:
    code, output = invoke(
        "--model",
        "tiny",
        "--quantize",
        "none",
        "--batch-size",
        "2",
        "--data-dir",
        str(stub_data_dir),
    )
    assert code == 0
    fit_line = next(line for line in output.splitlines() if " fit " in f" {line} ")
    assert "<=" in fit_line and "NOT" not in fit_line
    assert "built-in random model" in output


def test_doctor_names_missing_data_and_a_bad_model(tmp_path: Path) -> None:
    code, output = invoke(
        "--model", str(tmp_path / "nope"), "--quantize", "none", "--data-dir", str(tmp_path)
    )
    assert code == 1  # a FAIL (the model) exits 1 (issue 28); missing data alone is a warning
    assert f"{tmp_path / 'gsm8k' / 'train.jsonl'}: not found" in output
    assert "FAIL" in output and "no such folder" in output


def test_doctor_rejects_a_bad_quantize_value() -> None:
    code, output = invoke("--quantize", "int3")
    assert code == 2 and "--quantize" in output


# --- the estimate --------------------------------------------------------------------------------


def test_smollm2_parameter_count_matches_the_published_one() -> None:
    arch = sizing.KNOWN_ARCHS["smollm2-135m"]
    norms = (2 * arch.layers + 1) * arch.hidden  # RMSNorm weights, not in linear/embedding
    assert arch.linear_params + arch.embedding_params + norms == 134_515_008


def test_estimate_grows_with_batch_and_length_and_nf4_shrinks_weights() -> None:
    arch = sizing.KNOWN_ARCHS["Qwen/Qwen2.5-1.5B-Instruct"]
    base = dict(batch_size=4, prompt_tokens=256, max_new_tokens=256)
    small = sizing.estimate_run_memory(arch, **base)
    wider = sizing.estimate_run_memory(arch, **{**base, "batch_size": 8})
    longer = sizing.estimate_run_memory(arch, **{**base, "max_new_tokens": 768})
    full = sizing.estimate_run_memory(arch, **base, quantize="none")
    ckpt = sizing.estimate_run_memory(arch, **base, gradient_checkpointing=True)
    assert wider["activations"] == 2 * small["activations"]
    assert longer["logits"] == 2 * small["logits"]
    assert small["weights"] < full["weights"] / 2
    assert ckpt["total"] < small["total"]
    # logits: B x S x V x 4 bytes x 3 copies
    assert small["logits"] == 4 * 512 * 151936 * 12


def test_architecture_from_a_local_config(tmp_path: Path) -> None:
    config = {
        "hidden_size": 128,
        "num_hidden_layers": 3,
        "num_attention_heads": 4,
        "intermediate_size": 256,
        "vocab_size": 1000,
    }
    (tmp_path / "config.json").write_text(json.dumps(config), encoding="utf-8")
    arch = sizing.architecture(str(tmp_path))
    assert arch == sizing.Arch(128, 3, 4, 4, 256, 1000, tied=False)
    assert sizing.architecture(str(tmp_path / "missing")) is None


def test_disk_check_walks_up_to_an_existing_folder(tmp_path: Path) -> None:
    finding = doctor.disk(tmp_path / "not" / "yet" / "there")
    assert finding.topic == "disk" and f"at {tmp_path}" in finding.detail


def test_cuda_device_report_and_gpu_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    # No GPU here: stand in for torch.cuda so the CUDA branch and the GPU fit path run.
    torch = pytest.importorskip("torch")

    class Props:
        name = "Fake H100"

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda index: Props())
    monkeypatch.setattr(torch.cuda, "mem_get_info", lambda index: (60 * 2**30, 80 * 2**30))
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    finding, name, free = doctor.device()
    assert (finding.status, name, free) == ("ok", "cuda", 60 * 2**30)
    assert "Fake H100" in finding.detail and "80.0 GiB" in finding.detail

    sizes = dict(prompt_tokens=256, max_new_tokens=512, quantize="nf4")
    model = "Qwen/Qwen2.5-1.5B-Instruct"
    ok = doctor.fit(
        model,
        batch_size=8,
        gradient_checkpointing=True,
        device_name="cuda",
        free_bytes=free,
        **sizes,
    )
    assert ok.status == "ok" and "GPU" in ok.detail
    small_gpu = doctor.fit(
        model, batch_size=64, gradient_checkpointing=False, device_name="cuda", free_bytes=8 * 2**30,
        **sizes,
    )  # fmt: skip
    assert small_gpu.status == "warn" and "would NOT fit" in small_gpu.detail


def test_unknown_architecture_is_not_estimated() -> None:
    finding = doctor.fit(
        "org/unknown-model", batch_size=1, prompt_tokens=8, max_new_tokens=8, quantize="nf4",
        gradient_checkpointing=False, device_name="cpu", free_bytes=None,
    )  # fmt: skip
    assert finding.status == "info" and "not estimated" in finding.detail
