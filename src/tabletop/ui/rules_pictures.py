"""Rulebook pictures: a position document drawn by the game's own renderer, with highlights and arrows.

A rulebook names a picture as `![…](picture:armageddon/3.2)`; the picture is the file
assets/rules_pictures/armageddon/3.2.json (model `PictureDocument`): the position, a caption
in both languages, and highlights and arrows over board places. A place's point and radius
are stored as fractions of the picture's `frame` (the size the renderer draws it at), taken
from the game's board geometry when the picture was written; the reader tests check them
against that geometry, so the reader itself needs no game code beyond the registry's renderer.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace
from functools import cache, lru_cache
from itertools import pairwise
from pathlib import Path
from typing import TypeVar

import pygame
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop.engine.documents import describe_validation_error, read_json_file
from tabletop.paths import asset
from tabletop.registry import UnknownGame, get_entry, load_object
from tabletop.ui import markdown
from tabletop.ui.fonts import font

SCHEME = "picture:"
ADDRESS_GAME, ADDRESS_SECTION = re.compile(r"[a-z][a-z0-9_]*"), re.compile(r"\d+(?:\.\d+)*")
Fraction = tuple[float, float]
RGB = tuple[int, int, int]


Model = TypeVar("Model", bound=BaseModel)


class PictureError(ValueError):
    """A picture cannot be read or drawn (the message names the file and the reason)."""


class Words(BaseModel):
    """Words in both languages."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    ru: str = Field(min_length=1)
    en: str = Field(min_length=1)

    def in_language(self, lang: str) -> str:
        """The words in `lang` (English for any language but Russian)."""
        return self.ru if lang == "ru" else self.en


class Highlight(BaseModel):
    """A ring round a board place, in a picture colour, with an optional short label beside it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    at: str
    xy: Fraction
    r: float = Field(gt=0, lt=0.5)
    colour: str = "yellow"
    label: Words | None = None


class Arrow(BaseModel):
    """An arrow through board places (at least two), the head at the last one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    through: tuple[str, ...] = Field(min_length=2)
    points: tuple[Fraction, ...] = Field(min_length=2)
    r: float = Field(default=0.0, ge=0, lt=0.5)  # the radius of its places: it starts and stops at their rims
    colour: str = "magenta"


class PictureDocument(BaseModel):
    """One rulebook picture: the position, its caption, what is marked over it, the size it is drawn at."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    position: dict
    caption: Words
    frame: tuple[int, int]
    highlights: tuple[Highlight, ...] = ()
    arrows: tuple[Arrow, ...] = ()


class PictureStyle(BaseModel):
    """The flat bright look of the marks: named colours, outline and line widths (fractions of the frame's
    longer side)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    colours: dict[str, RGB]
    outline: RGB
    ring: float = Field(gt=0)
    line: float = Field(gt=0)
    border: float = Field(gt=0)
    label_size: float = Field(gt=0)


class PicturePlan(BaseModel):
    """Which play sections of a game have no picture, and why (every other play section has one)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    no_picture: dict[str, str]


def picture_plan(game: str) -> PicturePlan:
    """The picture plan of a game (assets/rules_pictures/<game>/sections.json)."""
    return _validated(PicturePlan, asset("rules_pictures", game, "sections.json"), "picture plan")


def _validated(model: type[Model], path: Path, what: str) -> Model:
    """A data file read and checked by its model; one PictureError line naming the file and field."""
    try:
        data = read_json_file(path, what)
    except ValueError as error:
        raise PictureError(str(error)) from None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise PictureError(f"{what} {path}: {describe_validation_error(error, data)}") from None


def picture_address(src: str) -> tuple[str, str] | None:
    """(game, section) a "picture:game/section" address names; None for any other address."""
    if not src.startswith(SCHEME):
        return None
    game, _, section = src.removeprefix(SCHEME).partition("/")
    return (game, section) if ADDRESS_GAME.fullmatch(game) and ADDRESS_SECTION.fullmatch(section) else None


def picture_path(game: str, section: str) -> Path:
    """Where the picture of a game's section lives."""
    return asset("rules_pictures", game, f"{section}.json")


@cache
def load_picture(game: str, section: str) -> PictureDocument:
    """The picture document of a section, validated; PictureError when it is missing or wrong."""
    path = picture_path(game, section)
    picture = _validated(PictureDocument, path, "picture")
    colours = {mark.colour for mark in picture.highlights} | {arrow.colour for arrow in picture.arrows}
    unknown = colours - set(style().colours)
    if unknown:
        raise PictureError(f"{path}: unknown colour {sorted(unknown)[0]!r}")
    if any(len(arrow.points) != len(arrow.through) for arrow in picture.arrows):
        raise PictureError(f"{path}: an arrow needs one point per place it goes through")
    return picture


@cache
def style() -> PictureStyle:
    """The marks' look (assets/rules_pictures/style.json)."""
    return _validated(PictureStyle, asset("rules_pictures", "style.json"), "picture style")


def shown_size(src: str, width: int) -> tuple[int, int]:
    """How big a picture is shown in a column `width` wide (at most its frame, never taller than ¾ of
    the width, nor than 420 pixels); (0, 0) when it cannot be read."""
    address = picture_address(src)
    if address is None:
        return 0, 0
    try:
        frame = load_picture(*address).frame
    except PictureError:
        return 0, 0
    scale = min(1.0, max(1, width) / frame[0], max(240, min(420, width * 3 // 4)) / frame[1])
    return max(1, int(frame[0] * scale)), max(1, int(frame[1] * scale))


def caption(src: str, lang: str) -> str | None:
    """The caption of a picture in a language; None when the address names no readable picture."""
    address = picture_address(src)
    if address is None:
        return None
    try:
        return load_picture(*address).caption.in_language(lang)
    except PictureError:
        return None


@lru_cache(maxsize=12)  # a picture is some 1.5 MB: a few screens of them kept
def picture_image(src: str, height: int, lang: str) -> pygame.Surface | None:
    """A picture drawn `height` pixels high in a language (cached); None when it cannot be drawn."""
    address = picture_address(src)
    if address is None:
        return None
    try:
        image = draw_picture(*address, lang)
    except PictureError:
        return None
    width = max(1, round(image.get_width() * height / image.get_height()))
    return pygame.transform.smoothscale(image, (width, height)) if height != image.get_height() else image


def draw_picture(game: str, section: str, lang: str) -> pygame.Surface:
    """A section's picture at its frame size: the renderer's board with the marks over it."""
    picture = load_picture(game, section)
    surface = render_position(game, picture.position, picture.frame, lang)
    frame = surface.get_size()
    for mark in picture.highlights:
        draw_highlight(surface, _pixel(mark.xy, frame), mark.r * frame[0], mark.colour)
    for arrow in picture.arrows:
        points = _trimmed([_pixel(point, frame) for point in arrow.points], arrow.r * frame[0])
        draw_arrow(surface, points, arrow.colour)
    paths = [[_pixel(point, frame) for point in arrow.points] for arrow in picture.arrows]
    taken: list[pygame.Rect] = []
    for mark in picture.highlights:
        if mark.label is not None:
            place = (_pixel(mark.xy, frame), mark.r * frame[0])
            taken.append(draw_label(surface, place, mark.label.in_language(lang), paths, taken))
    return surface


def render_position(game: str, position: dict, frame: tuple[int, int], lang: str) -> pygame.Surface:
    """The game's renderer (through the registry) drawing a position document; PictureError when it cannot."""
    try:
        entry = get_entry(game)
        if entry.render is None:
            raise PictureError(f"game '{game}' has no renderer")
        made = entry.make_game(position.get("variant"))
        state = made.from_document(position)
        return load_object(entry.render)(made, state, frame, lang)
    except (UnknownGame, ValueError, KeyError, TypeError) as error:
        raise PictureError(f"picture of {game}: {error}") from None


def _pixel(point: Fraction, frame: tuple[int, int]) -> tuple[float, float]:
    return point[0] * frame[0], point[1] * frame[1]


def _trimmed(points: list[tuple[float, float]], gap: float) -> list[tuple[float, float]]:
    """The path with its ends pulled back `gap` pixels (to the rims of its first and last places)."""
    return [_towards(points[0], points[1], gap), *points[1:-1], _towards(points[-1], points[-2], gap)]


def _towards(point: tuple[float, float], other: tuple[float, float], by: float) -> tuple[float, float]:
    """A point moved `by` pixels towards another (at most half the way)."""
    length = math.hypot(other[0] - point[0], other[1] - point[1])
    if length < 1e-6:
        return point
    share = min(0.5, by / length)
    return point[0] + (other[0] - point[0]) * share, point[1] + (other[1] - point[1]) * share


def _width(share: float, frame_width: int) -> int:
    return max(2, round(share * frame_width))


def draw_highlight(surface: pygame.Surface, centre: tuple[float, float], radius: float, name: str) -> None:
    """A bold ring round a place: a dark outline, then the bright colour inside it."""
    look, frame_width = style(), max(surface.get_size())
    ring, border = _width(look.ring, frame_width), _width(look.border, frame_width)
    outer = radius + ring + border
    pygame.draw.circle(surface, look.outline, centre, outer, ring + 2 * border)
    pygame.draw.circle(surface, look.colours[name], centre, outer - border, ring)


def draw_arrow(surface: pygame.Surface, points: list[tuple[float, float]], name: str) -> None:
    """A thick arrow along the points, outlined dark, its head on the last point."""
    look, frame_width = style(), max(surface.get_size())
    line, border = _width(look.line, frame_width), _width(look.border, frame_width)
    head = _head(points[-2], points[-1], line * 3.2)
    body = [*points[:-1], head[0]]
    for colour, extra in ((look.outline, 2 * border), (look.colours[name], 0)):
        pygame.draw.lines(surface, colour, False, body, line + extra)
        for point in body:
            pygame.draw.circle(surface, colour, point, (line + extra) / 2)
    pygame.draw.polygon(surface, look.outline, _grown(head[1:], border * 1.6))
    pygame.draw.polygon(surface, look.colours[name], head[1:])


def _head(start: tuple[float, float], end: tuple[float, float], size: float
          ) -> tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]:
    """Where the shaft stops, and the head's three corners (its tip on `end`)."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    back = (end[0] - size * math.cos(angle), end[1] - size * math.sin(angle))
    side = (-math.sin(angle) * size * 0.6, math.cos(angle) * size * 0.6)
    return back, end, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])


def _grown(corners: tuple[tuple[float, float], ...], by: float) -> list[tuple[float, float]]:
    """A polygon pushed out from its centre by `by` pixels (the head's outline)."""
    cx = sum(x for x, _ in corners) / len(corners)
    cy = sum(y for _, y in corners) / len(corners)
    out = []
    for x, y in corners:
        length = max(1e-6, math.hypot(x - cx, y - cy))
        out.append((x + (x - cx) / length * by, y + (y - cy) / length * by))
    return out


def draw_label(surface: pygame.Surface, place: tuple[tuple[float, float], float], words: str,
               paths: list[list[tuple[float, float]]], taken: list[pygame.Rect]) -> pygame.Rect:
    """A short bright label on a dark plate beside a highlighted place (centre, radius), kept inside
    the picture and off the arrows' paths and the other labels where it can be; where it went."""
    look = style()
    image = font(max(13, round(look.label_size * max(surface.get_size()))), True).render(words, True, look.outline)
    plate = _label_place(image.get_rect().inflate(12, 6), place, surface.get_rect(), (paths, taken))
    pygame.draw.rect(surface, look.outline, plate.inflate(6, 6), border_radius=6)
    pygame.draw.rect(surface, look.colours["yellow"], plate, border_radius=4)
    surface.blit(image, image.get_rect(center=plate.center))
    return plate


def _label_place(plate: pygame.Rect, place: tuple[tuple[float, float], float], frame: pygame.Rect,
                 avoid: tuple[list[list[tuple[float, float]]], list[pygame.Rect]]) -> pygame.Rect:
    """Where a label goes: right of the place, else above it, left of it, below it — the first inside
    the picture and clear of the arrows and other labels, else the first inside it."""
    paths, taken = avoid
    (x, y), gap = (round(place[0][0]), round(place[0][1])), round(place[1]) + 10
    tries = (("midleft", (x + gap, y - gap // 2)), ("midbottom", (x, y - gap)),
             ("midright", (x - gap, y - gap // 2)), ("midtop", (x, y + gap)))
    inside = frame.inflate(-8, -8)
    placed = []
    for name, point in tries:
        rect = plate.copy()
        setattr(rect, name, point)
        if inside.contains(rect):
            placed.append(rect)
    clear = [rect for rect in placed if not any(_crosses(rect.inflate(8, 8), path) for path in paths)
             and rect.inflate(6, 6).collidelist(taken) < 0]
    return (clear or placed or [plate.clamp(inside)])[0]


def _crosses(rect: pygame.Rect, path: list[tuple[float, float]]) -> bool:
    """True when a polyline runs through a rectangle."""
    return any(rect.clipline(start, end) for start, end in pairwise(path))


def with_captions(blocks: list[markdown.Block], lang: str) -> list[markdown.Block]:
    """The blocks with each position picture's caption (from its document, in `lang`) under it."""
    out = []
    for block in blocks:
        words = caption(block.src, lang) if block.kind == "image" else None
        out.append(replace(block, runs=(markdown.Run(words, "italic"),)) if words else block)
    return out
