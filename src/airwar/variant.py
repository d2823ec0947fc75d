"""Air War variant options (defaults = the standard game)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tabletop.engine.documents import validate_model
from tabletop.engine.preset import printed_preset

# `rules = "printed"`: rule 8 of the text, an illegal operation loses the plane (docs: "The printed rules")
PRINTED = {"paper_rules": True}


class AirWarVariant(BaseModel):
    """The options of one Air War game; every field has the standard value as default."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rules: Literal["standard", "printed"] = "standard"
    layout: Literal["standard"] = "standard"
    players: Literal[2, 4] = 2
    first: Literal["lot", "south", "north"] = "lot"
    quiet_plies_draw: int = Field(default=150, ge=1, le=100_000)
    quiet_count_from: Literal["first_loss", "start"] = "first_loss"
    max_plies_draw: int = Field(default=300, ge=1, le=1_000_000)
    limit_result: Literal["losses", "draw"] = "losses"
    paper_rules: bool = False
    setup: Literal["fixed", "placement"] = "fixed"

    @model_validator(mode="before")
    @classmethod
    def _printed(cls, data: object) -> object:
        return printed_preset(data, PRINTED, {name: cls.model_fields[name].default for name in PRINTED})


def read_variant(options: Mapping[str, Any] | None) -> AirWarVariant:
    """Validate variant options; DocumentError names the bad field."""
    return validate_model(AirWarVariant, dict(options or {}), "variant")
