"""The rules reader: Markdown parsed by mistune into styled runs, wrapped, drawn, linked and opened at a section."""

from __future__ import annotations

import re
from collections import Counter

import pygame
import pytest

from tabletop.ui import markdown, richtext, rules, rules_draw
from tabletop.ui.app import App
from tabletop.ui.rules import RulesScene, rules_source
from tabletop.ui.settings import Settings
from tabletop.ui.theme import colour
from tests.ui.input_support import click, motion, step
from tests.ui.ui_helpers import colours, shot

SMALL = """# Правила

Вступление **жирным** и *курсивом*, `K2r>r3 R6>R4` и [сайт](https://example.org)
продолжается здесь.

## Армагеддон

### 1. Стороны

> Оригинал: цитата
> в две строки.

- первый пункт, см. [раздел 1.1](#1.1)
- второй пункт (пункт 1.1)
1. нумерованный

### 1.1. Силы

Текст раздела.

---
"""


def runs_of(blocks: list[markdown.Block]) -> list[markdown.Run]:
    """Every run of every block, in order."""
    return [run for block in blocks for run in block.runs]


def test_markdown_blocks():
    blocks = markdown.parse(SMALL)
    kinds = [(block.kind, block.text) for block in blocks]
    assert kinds[0] == ("h1", "Правила")
    assert kinds[1] == ("p", "Вступление жирным и курсивом, K2r>r3 R6>R4 и сайт продолжается здесь.")
    assert kinds[2:4] == [("h2", "Армагеддон"), ("h3", "1. Стороны")]
    assert kinds[4] == ("quote", "Оригинал: цитата в две строки.")
    assert [kind for kind, _ in kinds[5:]] == ["item", "item", "item", "h3", "p", "hr"]
    assert [block.marker for block in blocks[5:8]] == ["•", "•", "1."]
    assert [(block.part, block.key) for block in blocks if block.key] == [(1, "1"), (1, "1.1")]


def test_inline_marks_survive_as_runs():
    styled = {(run.style, run.text, run.target) for run in runs_of(markdown.parse(SMALL))}
    assert {("bold", "жирным", ""), ("italic", "курсивом", ""), ("code", "K2r>r3 R6>R4", ""),
            ("link", "сайт", "https://example.org"), ("link", "раздел 1.1", "#1.1"),
            ("link", "пункт 1.1", "#1.1")} <= styled
    code = markdown.parse("```\nK2r>r3  R6>R4\n-\n```")
    assert [(block.kind, block.runs) for block in code] == [
        ("p", (markdown.Run("K2r>r3  R6>R4", "code"),)), ("p", (markdown.Run("-", "code"),))]


def test_references_become_links_only_to_sections_of_the_same_game():
    blocks = markdown.parse("Вступление, пункт 1.1.\n\n## Игра\n\n### 1.1. Силы\n\nСм. пункт 1.1, пункт 9.9 и (1.1).")
    assert all(run.style == "plain" for run in blocks[0].runs), "no game yet: the number is ambiguous"
    assert [(run.text, run.target) for run in blocks[-1].runs if run.style == "link"] == [
        ("пункт 1.1", "#1.1"), ("1.1", "#1.1")]


def test_reference_forms_of_both_languages():
    found = [key for _, _, key in markdown.references(
        "пункт 3.8, Разделы 2.5–2.8, (3.6), (Р39), item 4.4, Sections 1.2 and 1.3, D14, раздел 4. Rule 10")]
    assert found == ["3.8", "2.5", "2.8", "3.6", "Р39", "4.4", "1.2", "1.3", "D14", "4"]


@pytest.mark.parametrize(("lang", "bold", "code"), [("ru", "Как играет программа.", "positions.md"),
                                                    ("en", "How the program plays.", "positions.md")])
def test_the_rulebooks_keep_bold_code_and_links(lang, bold, code):
    found = runs_of(markdown.parse(rules_source(lang)))
    assert sum(run.style == "bold" and run.text.strip() == bold for run in found) > 20
    assert any(run.style == "code" and run.text == code for run in found)
    links = [run for run in found if run.style == "link"]
    assert len(links) > 100, "section references are links"
    assert {run.target for run in links} >= {"#3.8", "#4.3"}


def source_words(source: str) -> Counter[str]:
    """The words of Markdown text with link and picture addresses left out."""
    return Counter(re.findall(r"\w+", re.sub(r"\]\([^)]*\)", "]", source)))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_rulebooks_parse_without_losing_words(lang):
    source = rules_source(lang)
    blocks = markdown.parse(source)
    parsed = Counter(re.findall(r"\w+", " ".join(f"{block.marker} {block.text}" for block in blocks)))
    missing = source_words(source) - parsed
    assert not missing, f"words lost by the parse: {list(missing)[:20]}"
    text = re.sub(r"\s+", " ", " ".join(block.text for block in blocks))
    for paragraph in re.split(r"\n\s*\n", source):
        if not re.match(r"\s*(#|>|-|\d+\.|!\[)", paragraph) and "`" not in paragraph and "*" not in paragraph:
            assert re.sub(r"\s+", " ", paragraph.strip()) in text


@pytest.mark.parametrize("width", [90, 160, 240, 333, 480, 700])
def test_wrapping_never_splits_a_word_and_keeps_styles(pygame_up, width):
    blocks = markdown.parse(rules_source("ru"))
    for block in blocks:
        lines = richtext.wrap(block.runs, block.kind, width)
        pieces = [(fragment.run, word) for line in lines for fragment in line for word in fragment.text.split()]
        expected = [(index, word) for index, run in enumerate(block.runs) for word in run.text.split()]
        assert pieces == expected, block.text
        for line in lines:
            for fragment in line:
                assert fragment.style == block.runs[fragment.run].style
            alone = len(richtext.Line(0, block.kind, 0, line).text.split()) == 1
            assert not line or richtext._end(line[-1]) <= width or alone, (width, [f.text for f in line])


def test_a_word_made_of_several_runs_stays_on_one_line(pygame_up):
    runs = (markdown.Run("слово "), markdown.Run("жирное", "bold"), markdown.Run(", дальше " * 30))
    lines = richtext.wrap(runs, "p", 200)
    first_with_bold = next(line for line in lines if any(f.style == "bold" for f in line))
    bold = next(index for index, f in enumerate(first_with_bold) if f.style == "bold")
    assert first_with_bold[bold + 1].text.startswith(","), "the comma went to another line"


def test_layout_wraps_to_the_width(pygame_up):
    blocks = markdown.parse("слово " * 200)
    narrow, wide = richtext.layout(blocks, 300), richtext.layout(blocks, 900)
    assert len(narrow.lines) > len(wide.lines) > 1
    assert narrow.height > wide.height


def anchor_of(scene: RulesScene, key: str, game: str) -> richtext.Anchor:
    """The anchor of a section of a game in the scene's layout."""
    anchor = scene.doc.find(f"#{key}", rules.game_part(scene.blocks, game))
    assert anchor is not None
    return anchor


def expected_scroll(scene: RulesScene, anchor: richtext.Anchor) -> int:
    """Where scrolling to an anchor ends (clamped to the document)."""
    return min(anchor.y - 10, max(0, scene.doc.height - scene.page))


def on_screen(scene: RulesScene, hit: tuple[richtext.Line, richtext.Fragment]) -> tuple[int, int]:
    """The window point over a laid-out fragment."""
    line, fragment = hit
    return (scene.text_rect.left + rules.PAD + line.x + fragment.x + fragment.width // 2,
            scene.text_rect.top + rules.PAD + line.y - scene.scroll + line.height // 2)


def find_link(scene: RulesScene, text: str) -> tuple[richtext.Line, richtext.Fragment]:
    """The first laid-out fragment of a link with that text."""
    return next((line, fragment) for line in scene.doc.lines for fragment in line.fragments
                if fragment.style == "link" and fragment.text == text)


@pytest.mark.parametrize(("lang", "words"), [("ru", "пункт 6.6"), ("en", "item 6.6")])
def test_clicking_a_section_link_scrolls_to_its_heading(app, lang, words):
    app.set_language(lang)
    app.switch(RulesScene(app))
    step(app)
    scene = app.scene
    hit = find_link(scene, words)
    scene.scroll_to(hit[0].y - 100)
    step(app)
    pos = on_screen(scene, hit)
    step(app, [motion(pos)])
    assert scene.hover is not None and scene.hover[1].text == words and scene.hand
    click(app, pos)
    target = anchor_of(scene, "6.6", "armageddon")
    assert target.title.startswith("6.6.")
    assert scene.scroll == expected_scroll(scene, target)
    assert scene.marked == target


@pytest.mark.parametrize(("section", "game", "title"), [("3.2", "airwar", "3.2. Операции бомбардировщика"),
                                                        ("3.2", "armageddon", "3.2. Продвижения"),
                                                        ("Р39", "armageddon", "Р39.")])
def test_the_reader_opens_at_a_section(app, section, game, title):
    app.switch(RulesScene(app, section=section, game=game))
    step(app)
    scene = app.scene
    anchor = anchor_of(scene, section, game)
    assert anchor.title.startswith(title)
    assert scene.scroll == expected_scroll(scene, anchor) > 0
    current = scene.current_entry()
    chapter = anchor_of(scene, section.split(".")[0], game) if "." in section else None
    assert current is not None and (chapter is None or current.target == chapter.y)
    assert current.target in {target for _, target in scene.entries}, "its contents entry is in view"
    assert scene.show_section("1.1", "airwar")
    assert scene.scroll == expected_scroll(scene, anchor_of(scene, "1.1", "airwar"))
    assert not scene.show_section("9.9", "airwar")


def test_the_section_stays_when_the_language_changes(app):
    app.switch(RulesScene(app, section="4.3", game="armageddon"))
    step(app)
    app.set_language("en")
    step(app, frames=2)
    scene = app.scene
    assert scene.top_anchor() is not None and scene.top_anchor().title.startswith("4.3. Where displaced")


def test_a_resize_keeps_the_section_and_its_mark(app):
    app.switch(RulesScene(app, section="5.4", game="armageddon"))
    step(app)
    app.resize((960, 600))
    step(app, frames=2)
    scene = app.scene
    assert scene.text_rect.right < 960
    assert scene.top_anchor().title.startswith("5.4. Штурм")
    assert scene.marked == anchor_of(scene, "5.4", "armageddon")


def test_an_outside_link_is_drawn_but_not_followed(app, monkeypatch, tmp_path):
    monkeypatch.setattr(rules, "rules_source", lambda lang: SMALL + "\nСм. [сайт](https://example.org). " * 80)
    app.switch(RulesScene(app))
    step(app)
    scene = app.scene
    outside, inside = find_link(scene, "сайт"), find_link(scene, "раздел 1.1")
    assert not scene.follow(outside) and scene.scroll == 0
    scene.scroll_to(outside[0].y)
    assert scene.follow(inside) and scene.scroll == expected_scroll(scene, scene.doc.find("#1.1", 1))
    scene.scroll_to(outside[0].y - 100)
    step(app, [motion(on_screen(scene, outside))])
    assert scene.hover == outside and not scene.hand, "no hand: the link is not followed"
    assert "https://example.org" in app.words.tr("reader.outside_link", address=scene.target_of(outside))
    image = pygame.image.load(str(shot(app, "rules_reader_outside_link", tmp_path)))
    note = pygame.Rect(scene.pointer[0] + 14, scene.pointer[1] + 22, 200, 20)
    assert colours(image, note, every=1).get(tuple(colour("paper"))[:3], 0) > 100, "the address note is drawn"


def test_a_redraw_renders_no_line_again(app):
    app.switch(RulesScene(app, section="3.6", game="armageddon"))
    step(app, frames=2)
    before = rules_draw.line_image.cache_info()
    step(app, frames=5)
    after = rules_draw.line_image.cache_info()
    assert after.misses == before.misses and after.hits > before.hits


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_rules_screens_show_bold_code_and_links(pygame_up, tmp_path, lang, size):
    app = App(size, Settings(language=lang), audio=False)
    app.switch(RulesScene(app, section="3.6", game="armageddon"))
    step(app, frames=2)
    scene = app.scene
    hit = next((line, fragment) for line in scene.doc.lines for fragment in line.fragments
               if fragment.style == "link" and line.y > scene.scroll + 40)
    step(app, [motion(on_screen(scene, hit))])
    path = shot(app, f"rules_reader_{lang}_{size[0]}x{size[1]}", tmp_path)
    image = pygame.image.load(str(path))
    assert image.get_size() == app.screen.get_size()
    counts = colours(image, scene.text_rect, every=1)
    for name in ("blue", "white", "yellow", "red"):
        assert counts.get(tuple(colour(name))[:3], 0) > 40, f"no {name}: links, code labels, hover or mark missing"
