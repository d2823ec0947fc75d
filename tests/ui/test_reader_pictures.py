"""The rules reader's pictures: every play section has one (or a stated reason not to), each loads,
is drawn by the game's renderer with its marks on the right board places, and is shown, captioned."""

from __future__ import annotations

import json
import re

import pygame
import pytest

from airwar.view.draw import board_grid
from armageddon.view.geometry import board_transform, node_radius
from tabletop.registry import get_entry
from tabletop.ui import markdown, richtext, rules_pictures
from tabletop.ui.rules import PAD, RulesScene, picture_size, rules_source
from tabletop.ui.rules_pictures import PictureError, load_picture, picture_address, picture_plan
from tests.ui.input_support import step
from tests.ui.ui_helpers import shot

GAMES = {"armageddon": ("Армагеддон", "Armageddon", 6), "airwar": ("Воздушный бой", "Air War", 4)}
SUBSECTION = re.compile(r"^(\d+)\.(\d+)\.\s")
TOLERANCE = 0.003  # of the frame: a place may be off by about two pixels


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    yield


def play_sections(lang: str, game: str) -> list[str]:
    """The numbered subsections ("3.2") of a game's play sections (1-6 / 1-4) in a rulebook."""
    title = GAMES[game][0 if lang == "ru" else 1]
    out, inside = [], False
    for line in rules_source(lang).splitlines():
        if line.startswith("## "):
            inside = line[3:].strip() == title
        found = SUBSECTION.match(line.removeprefix("### ")) if inside and line.startswith("### ") else None
        if found and int(found.group(1)) <= GAMES[game][2]:
            out.append(f"{found.group(1)}.{found.group(2)}")
    return out


def pictures_by_section(lang: str, game: str) -> dict[str, list[str]]:
    """The picture addresses of each numbered section of a game, as the reader parses the rulebook."""
    blocks = markdown.parse(rules_source(lang))
    title = GAMES[game][0 if lang == "ru" else 1]
    part = next(block.part for block in blocks if block.kind == "h2" and block.text == title)
    out: dict[str, list[str]] = {}
    section = ""
    for block in blocks:
        if block.part != part:
            continue
        if block.kind == "h3":
            section = block.key
        elif block.kind == "image" and picture_address(block.src) is not None:
            out.setdefault(section, []).append(block.src)
    return out


def place_fraction(game: str, place: str, frame: tuple[int, int]) -> tuple[tuple[float, float], float]:
    """A place's centre (fractions of the frame) and radius (a fraction of its width) by the game's own geometry."""
    rect = pygame.Rect(0, 0, *frame)
    if game == "armageddon":
        board = get_entry(game).make_game(None).board
        node = next(node for node in board.nodes if node.id == place)
        transform = board_transform(tuple(board.canvas), rect)
        x, y = transform.point(node.x, node.y)
        radius = node_radius(node.kind) * transform.scale
    else:
        grid = board_grid(rect)
        x, y = grid.square(place)
        radius = grid.cell * 0.42
    return (x / frame[0], y / frame[1]), radius / frame[0]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_play_section_has_a_picture_or_a_reason(lang, game):
    sections = play_sections(lang, game)
    pictured = pictures_by_section(lang, game)
    exempt = picture_plan(game).no_picture
    assert len(sections) >= 20
    missing = [section for section in sections if section not in pictured and section not in exempt]
    assert not missing, f"{game} ({lang}): sections without a picture: {missing}"
    both = [section for section in exempt if section in pictured]
    assert not both, f"{game}: sections with a picture that the plan says have none: {both}"
    for top in range(1, GAMES[game][2] + 1):
        assert any(key.split(".")[0] == str(top) for key in pictured), f"{game} section {top} has no picture"
    for section, sources in pictured.items():
        assert sources == [f"picture:{game}/{section}"], f"{game} {section}: {sources}"


@pytest.mark.parametrize("game", list(GAMES))
def test_both_rulebooks_show_the_same_pictures_and_every_file_is_used(game):
    ru, en = pictures_by_section("ru", game), pictures_by_section("en", game)
    assert ru == en
    files = {path.stem for path in rules_pictures.picture_path(game, "1.1").parent.glob("*.json")} - {"sections"}
    assert files == set(ru), f"picture files the rulebooks do not show: {sorted(files - set(ru))}"


def all_pictures() -> list[tuple[str, str]]:
    return [(game, section) for game in GAMES for section in pictures_by_section("en", game)]


@pytest.mark.parametrize(("game", "section"), all_pictures())
def test_a_picture_loads_and_its_marks_sit_on_their_places(game, section):
    picture = load_picture(game, section)
    made = get_entry(game).make_game(picture.position.get("variant"))
    made.from_document(picture.position)
    assert picture.caption.ru.strip() and picture.caption.en.strip() and picture.caption.ru != picture.caption.en
    assert picture.highlights or picture.arrows
    for mark in picture.highlights:
        (x, y), radius = place_fraction(game, mark.at, picture.frame)
        assert mark.xy == pytest.approx((x, y), abs=TOLERANCE), f"{game} {section}: highlight {mark.at}"
        assert mark.r == pytest.approx(radius, abs=TOLERANCE)
    for arrow in picture.arrows:
        expected = [place_fraction(game, place, picture.frame)[0] for place in arrow.through]
        for place, point, (x, y) in zip(arrow.through, arrow.points, expected, strict=True):
            assert point == pytest.approx((x, y), abs=TOLERANCE), f"{game} {section}: arrow at {place}"


def test_the_marks_are_drawn_over_the_renderers_board_in_their_colours():
    look = rules_pictures.style()
    rings = load_picture("armageddon", "3.6")
    drawn = rules_pictures.draw_picture("armageddon", "3.6", "en")
    bare = rules_pictures.render_position("armageddon", rings.position, rings.frame, "en")
    assert drawn.get_size() == bare.get_size() == rings.frame
    mark = next(mark for mark in rings.highlights if mark.at == "P")
    x, y = mark.xy[0] * rings.frame[0], mark.xy[1] * rings.frame[1]
    ring = mark.r * rings.frame[0] + 1  # the bright band covers the place's rim
    on_ring = [drawn.get_at((round(x + ring * dx), round(y + ring * dy)))[:3] for dx, dy in ((1, 0), (0, 1), (-1, 0))]
    assert all(pixel == tuple(look.colours[mark.colour]) for pixel in on_ring)
    far = (5, rings.frame[1] - 5)
    assert drawn.get_at(far) == bare.get_at(far)
    arrows = load_picture("armageddon", "4.1")
    drawn = rules_pictures.draw_picture("armageddon", "4.1", "en")
    arrow = arrows.arrows[0]
    mid = [(a + b) / 2 for a, b in zip(arrow.points[0], arrow.points[1], strict=True)]
    assert drawn.get_at((round(mid[0] * arrows.frame[0]), round(mid[1] * arrows.frame[1])))[:3] == \
        tuple(look.colours[arrow.colour])


def test_labels_follow_the_language():
    ru = rules_pictures.draw_picture("armageddon", "4.1", "ru")
    en = rules_pictures.draw_picture("armageddon", "4.1", "en")
    assert pygame.image.tobytes(ru, "RGB") != pygame.image.tobytes(en, "RGB")


def test_the_reader_shows_a_picture_with_its_caption_and_keeps_it_cached(app_factory):
    app = app_factory("en", (1280, 800))
    scene = RulesScene(app, section="3.5", game="armageddon")
    app.switch(scene)
    app.step([], 0.02)
    image_lines = [line for line in scene.doc.lines if line.kind == "image" and line.src == "picture:armageddon/3.5"]
    assert len(image_lines) == 1
    line = image_lines[0]
    caption = load_picture("armageddon", "3.5").caption.en
    block = scene.blocks[line.block]
    assert block.text == caption
    assert picture_size(line.src, 800) == rules_pictures.shown_size(line.src, 800)
    first = rules_pictures.picture_image(line.src, line.height, "en")
    assert first is not None and first.get_height() == line.height
    assert rules_pictures.picture_image(line.src, line.height, "en") is first
    scene.scroll_to(line.y - 40)
    app.step([], 0.02)
    left = scene.text_rect.left + PAD + line.x
    column = scene.text_rect.right - PAD - 20 - left
    left += (column - first.get_width()) // 2  # pictures stand in the middle of the column
    top = scene.text_rect.top + PAD + line.y - scene.scroll
    for dx, dy in ((6, 6), (first.get_width() // 2, first.get_height() // 2), (first.get_width() - 7, 6)):
        assert app.screen.get_at((left + dx, top + dy))[:3] == first.get_at((dx, dy))[:3]


def test_laying_out_the_rules_draws_no_picture(monkeypatch):
    drawn = []
    monkeypatch.setattr(rules_pictures, "draw_picture", lambda *args: drawn.append(args))
    rules_pictures.picture_image.cache_clear()
    layout = richtext.layout(markdown.parse(rules_source("ru")), 700, picture_size)
    assert sum(line.kind == "image" for line in layout.lines) >= 45
    assert drawn == []


def test_a_bad_picture_is_refused_with_its_file_named(tmp_path, monkeypatch):
    folder = tmp_path / "rules_pictures" / "armageddon"
    folder.mkdir(parents=True)
    good = json.loads(rules_pictures.picture_path("armageddon", "2.2").read_text(encoding="utf-8"))
    (folder / "9.1.json").write_text(json.dumps({**good, "caption": {"ru": "только русский"}}), encoding="utf-8")
    (folder / "9.2.json").write_text(json.dumps({**good, "arrows": [{**good["arrows"][0], "colour": "plaid"}]}),
                                     encoding="utf-8")
    (folder / "9.3.json").write_text(json.dumps({**good, "position": {"game": "armageddon"}}), encoding="utf-8")
    monkeypatch.setattr(rules_pictures, "asset", lambda *parts: tmp_path.joinpath(*parts))
    load_picture.cache_clear()
    try:
        with pytest.raises(PictureError, match=r"9\.1\.json.*caption"):
            load_picture("armageddon", "9.1")
        with pytest.raises(PictureError, match="plaid"):
            load_picture("armageddon", "9.2")
        with pytest.raises(PictureError):
            rules_pictures.draw_picture("armageddon", "9.3", "en")
        assert rules_pictures.picture_image("picture:armageddon/9.3", 300, "en") is None
        assert rules_pictures.shown_size("picture:armageddon/9.9", 600) == (0, 0)
    finally:
        load_picture.cache_clear()
        rules_pictures.picture_image.cache_clear()


@pytest.mark.parametrize("src", ["picture:armageddon/../x", "picture:/3.2", "picture:Armageddon/3.2", "img/a.png"])
def test_only_well_formed_picture_addresses_are_read(src):
    assert picture_address(src) is None


@pytest.mark.parametrize(("lang", "size", "game", "section", "query"), [
    ("ru", (960, 600), "armageddon", "4.1", "вытесн"),
    ("en", (960, 600), "airwar", "3.7", "launcher"),
    ("ru", (1280, 800), "airwar", "3.9", "атак"),
    ("en", (1280, 800), "armageddon", "6.6", "officer"),
])
def test_reader_screens_with_pictures_and_matches(app_factory, tmp_path, lang, size, game, section, query):
    """The reader as a learner sees it, saved to out/screens: a section's picture on screen, then a search."""
    app = app_factory(lang, size)
    scene = RulesScene(app, section=section, game=game)
    app.switch(scene)
    step(app)
    line = next(line for line in scene.doc.lines if line.src == f"picture:{game}/{section}")
    scene.scroll_to(line.y - 120)
    step(app)
    assert scene.scroll <= line.y <= scene.scroll + scene.page
    shot(app, f"reader_{game}_{section}_{lang}_{size[0]}", tmp_path)
    assert scene.search_for(query) > 0
    step(app)
    assert scene.listing_hits
    shot(app, f"reader_search_{lang}_{size[0]}", tmp_path)


def refresh(game: str, section: str) -> None:
    """Authoring help: fill a picture's points and radii from the places it names (its `at` and `through`)."""
    path = rules_pictures.picture_path(game, section)
    data = json.loads(path.read_text(encoding="utf-8"))
    frame = tuple(data["frame"])
    for mark in data.get("highlights", []):
        (x, y), radius = place_fraction(game, mark["at"], frame)
        mark["xy"], mark["r"] = [round(x, 4), round(y, 4)], round(radius, 4)
    for arrow in data.get("arrows", []):
        ends = (arrow["through"][0], arrow["through"][-1])
        arrow["points"] = [[round(v, 4) for v in place_fraction(game, place, frame)[0]] for place in arrow["through"]]
        arrow["r"] = round(max(place_fraction(game, place, frame)[1] for place in ends), 4)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":  # python tests/ui/test_reader_pictures.py GAME SECTION…
    import os
    import sys

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    for name in sys.argv[2:]:
        refresh(sys.argv[1], name)
