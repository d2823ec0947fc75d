"""The lesson hook of the shared table (tabletop.ui.table.guide): a guide marks the board through the game's
geometry, reviews each move a person makes before it is applied, fixes the die and hears when animations end."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui.table.guide import Guide, Marks
from tabletop.ui.theme import colour
from tests.ui import airwar_support as air
from tests.ui.armageddon_support import click_target, new_session, node_pos, open_table, settle
from tests.ui.input_support import click


class Coach(Guide):
    """Marks given spots, refuses moves to one circle, fixes the roll, counts finished animations."""

    def __init__(self, marks: Marks | None = None, refuse_to: str = "", roll: int | None = None) -> None:
        self.shown, self.refuse_to, self.value = marks or Marks(), refuse_to, roll
        self.reviewed: list[Any] = []
        self.finished = 0

    def marks(self, scene: Any) -> Marks:
        return self.shown

    def review(self, scene: Any, move: Any) -> str | None:
        self.reviewed.append(move)
        return "Не туда: ведите фишку к кругу g1" if getattr(move, "to", None) == self.refuse_to else None

    def roll(self, scene: Any) -> int | None:
        return self.value

    def animation_done(self, scene: Any) -> None:
        self.finished += 1


def _orange_near(surface: pygame.Surface, centre: tuple[float, float], reach: int) -> int:
    orange = tuple(colour("orange"))[:3]
    x0, y0 = round(centre[0]), round(centre[1])
    return sum(1 for x in range(x0 - reach, x0 + reach) for y in range(y0 - reach, y0 + reach)
               if tuple(surface.get_at((x, y)))[:3] == orange)


def test_a_guide_lights_a_circle_and_an_arrow_on_the_armageddon_board(app) -> None:
    scene = open_table(app, new_session())
    frame = pygame.Surface(app.size)
    scene.draw(frame)
    x, y, r = scene.spot_at("K2r")
    before = _orange_near(frame, (x, y), round(r) + 10)
    scene.guide = Coach(Marks(circles=("K2r",), arrows=(("K2r", "r2"),)))
    scene.draw(frame)
    assert _orange_near(frame, (x, y), round(r) + 10) > before + 40, "a lit ring round the circle"
    mid = ((x + scene.spot_at("r2")[0]) / 2, (y + scene.spot_at("r2")[1]) / 2)
    assert _orange_near(frame, mid, 4) > 0, "the arrow runs between the two circles"
    assert scene.spot_at("no-such-circle") is None


def test_a_guide_lights_a_square_on_the_air_war_map(app) -> None:
    scene = air.open_table(app, air.new_session())
    frame = pygame.Surface(app.size)
    scene.draw(frame)
    x, y, r = scene.spot_at("h5")
    before = _orange_near(frame, (x, y), round(r) + 10)
    scene.guide = Coach(Marks(squares=("h5",)))
    scene.draw(frame)
    assert _orange_near(frame, (x, y), round(r) + 10) > before + 40


def test_a_guide_fixes_the_roll_reviews_the_move_and_hears_the_animation_end(app) -> None:
    session = new_session()
    scene = open_table(app, session)
    coach = Coach(refuse_to="r2", roll=3)
    scene.guide = coach
    settle(app, 3, until=lambda: scene.phase == "roll")
    scene.roll()
    settle(app, 3, until=lambda: scene.phase == "choose")
    assert scene.doc()["roll"] == 3, "the guide's roll, not the seed's"
    assert coach.finished == 1, "the die's landing counts as a finished animation"
    steps = len(session.match.steps)
    click(app, node_pos(scene, "K1r"))
    target = scene.targets("K1r")[0]
    coach.refuse_to = target
    click(app, node_pos(scene, target))
    assert len(session.match.steps) == steps, "the refused move is not applied"
    assert scene.refusal.startswith("Не туда") and scene.selected == "K1r"
    assert [getattr(m, "to", None) for m in coach.reviewed] == [target]
    coach.refuse_to = ""
    click_target(app, scene, target)
    assert len(session.match.steps) == steps + 1
    settle(app, 3, until=lambda: scene.phase != "animate")
    assert coach.finished == 2


def test_without_a_guide_nothing_is_marked_or_refused(app) -> None:
    scene = open_table(app, new_session())
    assert scene.guide is None and scene.board_marks() == Marks() and scene.review_move(object()) is None
    assert scene.fixed_roll() is None
