"""The rules reader's search (Ctrl+F, Enter/F3, the list of matches, the painted match) and its links
between sections (references and "see also" lines)."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.ui import markdown, richtext, rules_search
from tabletop.ui.rules import PAD, RulesScene, rules_source
from tabletop.ui.theme import colour
from tests.ui.input_support import click, key, letters, step


def open_reader(app_factory, lang="ru", size=(960, 600), section="3.5", game="armageddon"):
    app = app_factory(lang, size)
    scene = RulesScene(app, section=section, game=game)
    app.switch(scene)
    step(app)
    return app, scene


def type_text(app, words: str) -> None:
    """Type into the focused text entry, one letter at a time."""
    for letter in letters(words):
        step(app, [letter])


def test_ctrl_f_focuses_the_field_and_typing_finds_as_you_type(app_factory):
    app, scene = open_reader(app_factory)
    assert not scene.search.is_focused
    key(app, pygame.K_f, pygame.KMOD_CTRL)
    assert scene.search.is_focused and scene.wants_text_input()
    type_text(app, "лазер")
    assert scene.query == "лазер"
    folded = [rules_search.fold(scene.doc.lines[hit.line].text) for hit in scene.hits]
    assert len(scene.hits) >= 10 and all("лазер" in line for line in folded)
    expected = sum(rules_search.fold(line.text).count("лазер") for line in scene.doc.lines
                   if line.kind not in ("image", "hr"))
    assert len(scene.hits) == expected
    shown = scene.doc.lines[scene.hits[scene.hit].line]
    assert scene.scroll <= shown.y <= scene.scroll + scene.page
    assert scene.doc.lines[scene.hits[scene.hit].line].y >= scene.doc.find("#3.5", 1).y - 20
    assert scene.hit_words().startswith(f"{scene.hit + 1} из {len(scene.hits)} ")


def test_enter_and_f3_go_to_the_next_match_and_shift_f3_back(app_factory):
    app, scene = open_reader(app_factory, "en")
    scene.manager.set_focus_set(scene.search)
    scene.search_for("officer")
    first = scene.hit
    key(app, pygame.K_RETURN)
    assert scene.hit == first + 1 and scene.search.is_focused
    key(app, pygame.K_F3)
    assert scene.hit == first + 2
    key(app, pygame.K_F3, pygame.KMOD_SHIFT)
    assert scene.hit == first + 1
    line = scene.doc.lines[scene.hits[scene.hit].line]
    assert scene.scroll <= line.y <= scene.scroll + scene.page
    scene.go_to_hit(len(scene.hits) - 1)
    key(app, pygame.K_F3)
    assert scene.hit == 0


def test_the_match_is_painted_under_its_own_letters(app_factory):
    app, scene = open_reader(app_factory, "en", (1280, 800))
    scene.search_for("landing circle")
    step(app)
    hit = scene.hits[scene.hit]
    line = scene.doc.lines[hit.line]
    assert hit.x1 > hit.x0
    start = rules_search.fold(line.text).index("landing circle")
    fnt = richtext.measure_font(line.kind, "plain")
    assert hit.x1 - hit.x0 == pytest.approx(fnt.size(line.text[start:start + len("landing circle")])[0], abs=3)
    left = scene.text_rect.left + PAD + line.x
    top = scene.text_rect.top + PAD + line.y - scene.scroll
    painted = [app.screen.get_at((left + x, top + 2))[:3] for x in range(hit.x0 + 2, hit.x1 - 2, 3)]
    assert sum(pixel == tuple(colour("orange"))[:3] for pixel in painted) > len(painted) // 2
    before = app.screen.get_at((left + max(0, hit.x0 - 8), top + 2))[:3]
    assert before != tuple(colour("orange"))[:3]


def test_the_contents_become_the_list_of_matches_and_a_row_goes_there(app_factory):
    app, scene = open_reader(app_factory, "ru", (1280, 800), "1.1")
    scene.search_for("штурм")
    step(app)
    assert scene.listing_hits
    rows = scene.hit_list()
    assert rows and rows[0][1] and all("Армагеддон" in row[2] or "Воздушный бой" in row[2] for row in rows)
    assert all("штурм" in rules_search.fold(row[3]) for row in rows)
    rect, index = scene.hit_rows[min(2, len(scene.hit_rows) - 1)]
    click(app, rect.center)
    assert scene.hit == index
    line = scene.doc.lines[scene.hits[index].line]
    assert scene.scroll <= line.y <= scene.scroll + scene.page


def test_escape_clears_the_search_first_then_leaves(app_factory):
    app, scene = open_reader(app_factory)
    scene.search_for("ГК")
    assert scene.hits
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.query == "" and not scene.hits and scene.search.get_text() == ""
    assert not scene.listing_hits
    key(app, pygame.K_ESCAPE)
    assert app.scene is not scene


@pytest.mark.parametrize("query", ["", "к", "zzzzqqq"])
def test_short_or_absent_queries_find_nothing_and_say_so(app_factory, query):
    app, scene = open_reader(app_factory)
    scene.search_for(query)
    assert scene.hits == () and scene.hit == -1
    assert scene.hit_words() == ("Ничего не найдено" if len(query) > 1 else "")
    step(app)


def test_the_search_survives_a_new_layout(app_factory):
    app, scene = open_reader(app_factory, "en")
    scene.search_for("laser")
    count = len(scene.hits)
    scene.on_resize(app.size)  # the layout is built again, as after a resize
    step(app)
    assert scene.query == "laser" and len(scene.hits) == count and scene.search.get_text() == "laser"


def test_scrolling_keys_are_typed_not_obeyed_while_the_field_has_focus(app_factory):
    app, scene = open_reader(app_factory)
    where = scene.scroll
    scene.manager.set_focus_set(scene.search)
    key(app, pygame.K_SPACE, text=" ")
    key(app, pygame.K_END)
    assert scene.scroll == where


def test_references_link_and_see_also_lines_link_back():
    for lang in ("ru", "en"):
        blocks = markdown.with_see_also(markdown.parse(rules_source(lang)), "See also:")
        links = [(block.part, run.target) for block in blocks for run in block.runs if run.style == "link"]
        assert (1, "#3.8") in links and (1, "#4.3") in links and (2, "#3.7") in links
        see_also = [block for block in blocks if block.text.startswith("See also:")]
        assert len(see_also) >= 15
        for block in see_also:
            targets = [run.target for run in block.runs if run.style == "link"]
            assert targets and all(target.startswith("#") for target in targets)


def test_a_see_also_line_names_the_sections_that_mention_this_one():
    source = """## Game

### 1. One

### 1.1. First

Plain words.

### 1.2. Second

As item 1.1 says, and see item 1.3.

### 1.3. Third

Back to item 1.2.
"""
    blocks = markdown.with_see_also(markdown.parse(source), "See also:")
    texts = [block.text for block in blocks]
    first = texts.index("1.1. First")
    assert texts[first + 2] == "See also: 1.2. Second"
    second = texts[texts.index("1.2. Second"):texts.index("1.3. Third")]
    assert not any(text.startswith("See also") for text in second), "1.2 already links to 1.3, which mentions it"
    assert texts[-1] != "See also: 1.2. Second"
    link = next(run for run in blocks[first + 2].runs if run.style == "link")
    assert link.target == "#1.2"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_section_number_in_the_rules_text_is_a_link(lang):
    blocks = markdown.parse(rules_source(lang))
    keys = {(block.part, block.key) for block in blocks if block.key}
    left = []
    for block in blocks:
        if block.part == 0 or block.kind in markdown.HEADINGS:
            continue
        for run in block.runs:
            if run.style not in ("plain", "italic"):
                continue
            for found in re.finditer(r"(?<![\w.])(\d+\.\d+)(?![\w.]*\d)(?!\s*%)", run.text):
                if (block.part, found.group(1)) in keys:
                    left.append(run.text[max(0, found.start() - 30):found.end() + 5])
    assert not left, f"section numbers not linked: {left}"
    text = "by the rules of 3.7 and 3.9. So"
    assert [key for _, _, key in markdown.references(text)] == ["3.7", "3.9"]
    assert [key for _, _, key in markdown.references("(4.4, D19) and (one token, 3.5)")] == ["4.4", "D19", "3.5"]


def test_the_count_of_matches_agrees_with_its_number():
    from tabletop.i18n import count_text

    assert [count_text("ru", "reader.found", n).split(" —")[0] for n in (1, 3, 5, 21, 12)] == [
        "Найдено 1 место", "Найдено 3 места", "Найдено 5 мест", "Найдено 21 место", "Найдено 12 мест"]
    assert [count_text("en", "reader.found", n).split(" —")[0] for n in (1, 2)] == ["1 match", "2 matches"]
