"""The board layout file (`assets/airwar/<name>.json`): loading and validation.

Structure: for each side its HQ, two airfields of parking points (plane kind and the
heading it is parked with), its missile launchers and its AA guns (with facing).
Every error names the bad field or square.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from airwar.notation import is_square
from tabletop.engine.documents import read_json_file, validate_model
from tabletop.paths import asset

Side = Literal["south", "north"]
Heading = Literal["N", "E", "S", "W"]
HOME_ROWS: dict[str, range] = {"south": range(1, 7), "north": range(16, 22)}
EDGE_ROW = {"south": 1, "north": 21}
AIRFIELDS_PER_SIDE = 2
PARKING = {"bomber": 3, "fighter": 5}


def row_of(square: str) -> int:
    """The row number (1..21) of a square name."""
    return int(square[1:])


def in_home_zone(square: str, side: str) -> bool:
    """True when the square lies in the side's home zone."""
    return row_of(square) in HOME_ROWS[side]


def _check_square(value: str) -> str:
    if not is_square(value):
        raise ValueError(f"'{value}' is not a point of the board (a1..o21)")
    return value


class Parking(BaseModel):
    """One parking point of an airfield: the plane parked there and its heading."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    at: str
    kind: Literal["bomber", "fighter"]
    heading: Heading

    _square = field_validator("at")(_check_square)


class Airfield(BaseModel):
    """An airfield: 8 parking points (3 bombers and 5 fighters)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=32)
    parking: tuple[Parking, ...] = Field(min_length=8, max_length=8)

    @model_validator(mode="after")
    def _mix(self) -> Airfield:
        for kind, count in PARKING.items():
            found = sum(1 for point in self.parking if point.kind == kind)
            if found != count:
                raise ValueError(f"airfield '{self.name}' parks {found} {kind}s, expected {count}")
        return self


class Gun(BaseModel):
    """An AA gun point and the direction it faces."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    at: str
    facing: Heading

    _square = field_validator("at")(_check_square)


class SideLayout(BaseModel):
    """One side's HQ, airfields, launchers and guns."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    hq: str
    airfields: tuple[Airfield, ...] = Field(min_length=AIRFIELDS_PER_SIDE, max_length=AIRFIELDS_PER_SIDE)
    missiles: tuple[str, ...] = Field(min_length=4, max_length=4)
    guns: tuple[Gun, ...] = Field(min_length=8, max_length=8)

    _hq = field_validator("hq")(_check_square)

    @field_validator("missiles")
    @classmethod
    def _missiles(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for square in value:
            _check_square(square)
        return value

    def points(self) -> list[tuple[str, str]]:
        """Every (field, square) this side occupies, for overlap and zone checks."""
        found = [("hq", self.hq)]
        found += [(f"airfields.{a.name}", p.at) for a in self.airfields for p in a.parking]
        found += [("missiles", square) for square in self.missiles]
        found += [("guns", gun.at) for gun in self.guns]
        return found


class Layout(BaseModel):
    """A whole board layout: both sides."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=32)
    south: SideLayout
    north: SideLayout

    @model_validator(mode="after")
    def _points(self) -> Layout:
        seen: dict[str, str] = {}
        for side in ("south", "north"):
            for field, square in self.side(side).points():
                where = f"{side}.{field}"
                if not in_home_zone(square, side):
                    raise ValueError(f"{where}: square {square} is outside {side}'s home zone")
                if square in seen:
                    raise ValueError(f"{where}: square {square} is already used by {seen[square]}")
                seen[square] = where
        return self

    def side(self, side: str) -> SideLayout:
        """The layout of one side."""
        return self.south if side == "south" else self.north


def layout_path(name: str) -> Path:
    """Where the layout file of that name lives."""
    return asset("airwar", f"{name}.json")


def load_layout_file(path: str | Path) -> Layout:
    """Read and validate a layout file; DocumentError names the bad field or square."""
    return validate_model(Layout, read_json_file(path, "layout"), f"layout {path}")


@cache
def load_layout(name: str = "standard") -> Layout:
    """The named bundled layout (validated once, then cached)."""
    return load_layout_file(layout_path(name))

