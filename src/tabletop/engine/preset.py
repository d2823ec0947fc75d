"""The `rules = "printed"` switch of a game's variant: one option that sets several to the text's values."""

from __future__ import annotations

from collections.abc import Mapping


def printed_preset(data: object, preset: Mapping[str, object], defaults: Mapping[str, object]) -> object:
    """Before validation: `rules = "printed"` sets the preset's options over their standard `defaults` (a
    setup form sends every field); another explicit value of such an option is an error."""
    if not isinstance(data, dict) or data.get("rules") != "printed":
        return data
    for name, value in preset.items():
        if name in data and data[name] not in (value, defaults[name]):
            raise ValueError(f'option {name} = {data[name]!r} conflicts with rules = "printed", '
                             f'which sets {name} to {value!r}')
    return {**data, **preset}
