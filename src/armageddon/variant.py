"""Variant options of Armageddon (spec 7), validated by pydantic."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tabletop.engine.preset import printed_preset

EarthColour = Literal["red", "green", "yellow"]
STANDARD_LANE_LENGTH = 10
STANDARD_RING_LENGTH = 16
# `rules = "printed"`: the options that play the text as literally as it allows (docs: "The printed rules")
PRINTED = {"gk_capture": "literal", "storm_tokens_per_colour": 0, "colour_lost_loses": False,
           "colour_short_loses": "never", "displacement": "right", "displaced_placement": "owner"}


class ArmageddonVariant(BaseModel):
    """The options of one Armageddon variant; defaults are the standard game."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    rules: Literal["standard", "printed"] = "standard"
    mines: int = Field(default=6, ge=0, le=20)
    warriors: int = Field(default=3, ge=1, le=3)
    round_cap: int = Field(default=300, ge=1, le=100_000)
    lane_length: int = STANDARD_LANE_LENGTH
    ring_length: int = STANDARD_RING_LENGTH
    gk_capture: Literal["standard", "literal"] = "standard"
    officer_flies_without_mine: bool = True
    storm_tokens_per_colour: int = Field(default=2, ge=0, le=4)
    storm_colours: Literal["all", "in_play"] = "all"
    displaced_home: Literal["last", "next"] = "next"
    colour_lost_loses: bool = True
    colour_short_loses: Literal["never", "cruiser_lost", "always"] = "cruiser_lost"
    displacement: Literal["compulsory", "right"] = "compulsory"
    displaced_placement: Literal["program", "owner"] = "program"
    earth_order: tuple[EarthColour, EarthColour, EarthColour] = ("red", "green", "yellow")

    @model_validator(mode="before")
    @classmethod
    def _printed(cls, data: object) -> object:
        return printed_preset(data, PRINTED, {name: cls.model_fields[name].default for name in PRINTED})

    @field_validator("lane_length")
    @classmethod
    def _standard_lane(cls, value: int) -> int:
        if value != STANDARD_LANE_LENGTH:
            raise ValueError(f"only the standard lane length {STANDARD_LANE_LENGTH} is supported by the bundled board")
        return value

    @field_validator("ring_length")
    @classmethod
    def _standard_ring(cls, value: int) -> int:
        if value != STANDARD_RING_LENGTH:
            raise ValueError(f"only the standard ring length {STANDARD_RING_LENGTH} is supported by the bundled board")
        return value

    @field_validator("earth_order", mode="before")
    @classmethod
    def _order_from_list(cls, value: object) -> object:
        return tuple(value) if isinstance(value, list) else value

    @field_validator("earth_order")
    @classmethod
    def _distinct_colours(cls, value: tuple[str, str, str]) -> tuple[str, str, str]:
        if len(set(value)) != 3:
            raise ValueError("earth_order must name red, green and yellow once each")
        return value

    def to_json(self) -> dict[str, object]:
        """The options as a JSON-ready dict."""
        data = self.model_dump()
        data["earth_order"] = list(self.earth_order)
        return data
