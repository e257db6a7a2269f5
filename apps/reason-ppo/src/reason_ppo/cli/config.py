"""`reason-ppo config`: every config key with its default and why, read from `reason_ppo.config`.

The "why" of a key is the comment next to its field in `config.py`, so this listing, the README's
table and the code cannot tell three different stories: the comments are the one source.
"""

from __future__ import annotations

import inspect
import io
import json
import tokenize

import typer

from reason_ppo.errors import fail


def field_notes() -> list[tuple[str, str, str]]:
    """(section, key, why) for every field of `Config`, in order; why is "" where there is no
    comment. Sections are the `# --- name ---` lines of the class body."""
    from reason_ppo import config

    source = inspect.getsource(config.Config)
    notes: dict[str, list[str]] = {}
    sections: dict[str, str] = {}
    section, current = "", None
    before: list[tokenize.TokenInfo] = []  # the last two tokens that are not comments
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            text = token.string.lstrip("#").strip()
            if text.startswith("---"):  # a section header
                section, current = text.strip("- "), None
            elif current is not None:  # the field's own comment, on its line(s)
                notes[current].append(text)
            continue
        # A field starts with `NAME :` at the start of a line of the class body.
        if token.string == ":" and len(before) == 2 and before[1].type == tokenize.NAME:
            starts_line = before[0].type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
            if starts_line and before[1].string in config.FIELD_TYPES:
                current = before[1].string
                notes[current], sections[current] = [], section
        if token.type != tokenize.NL:
            before = [*before[-1:], token]
    return [(sections.get(k, ""), k, " ".join(notes.get(k, []))) for k in config.FIELD_TYPES]


def _show(value: object) -> str:
    """A value as written in a TOML file. A text with backslashes (LaTeX: `\\boxed{}`) is a
    literal string ('...'), so it reads as written instead of with every backslash doubled."""
    if isinstance(value, str) and "\\" in value and "'" not in value and "\n" not in value:
        return f"'{value}'"
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, float) else repr(value)


def markdown_table() -> str:
    """The README's configuration table: key, default (as written in a TOML file), why; a bold
    row per section. `tests/app/cli/test_config_table.py` checks the README holds exactly this."""
    from reason_ppo.config import Config

    defaults = Config()
    lines = ["| key | default | why |", "|---|---|---|"]
    shown_section = None
    for section, key, why in field_notes():
        if section != shown_section:
            lines.append(f"| **{section}** | | |")
            shown_section = section
        cell = f" {why.replace('|', chr(92) + '|')} " if why else " "  # a | would end the cell
        lines.append(f"| `{key}` | `{_show(getattr(defaults, key))}` |{cell}|")
    return "\n".join(lines) + "\n"


def config_command(
    keys: list[str] | None = typer.Argument(  # noqa: B008
        None, help="Only these keys (default: all).", show_default=False
    ),
    markdown: bool = typer.Option(
        False, "--markdown", help="The README's table (key, default, why) instead of TOML."
    ),
) -> None:
    """List the config keys: default and why, grouped as in the README.

    Set them with `key=value` after `reason-ppo train DATASET`, or in a TOML file given with
    --config. A run's resolved config is RUN/config.toml.

    Examples:

      reason-ppo config

      reason-ppo config lr kl_coef

      reason-ppo config --markdown
    """
    from reason_ppo.config import FIELD_TYPES, Config, ConfigError, parse_overrides

    for key in keys or []:
        if key not in FIELD_TYPES:
            try:
                parse_overrides([f"{key}=0"])  # the same "unknown key (did you mean ...)" line
            except ConfigError as exc:
                fail(str(exc))
    if markdown:
        typer.echo(markdown_table(), nl=False)
        return
    defaults = Config()
    rows = [row for row in field_notes() if not keys or row[1] in keys]
    width = max(len(f"{key} = {_show(getattr(defaults, key))}") for _, key, _ in rows)
    shown_section = None
    for section, key, why in rows:
        if section != shown_section and not keys:
            typer.echo(f"# {section}")
            shown_section = section
        setting = f"{key} = {_show(getattr(defaults, key))}"
        typer.echo(f"{setting:<{width}}  # {why}" if why else setting)
