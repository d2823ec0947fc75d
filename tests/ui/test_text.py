"""Text: Cyrillic renders as real glyphs, catalogues match, language switching re-labels."""

from __future__ import annotations

import json
import re

import pygame
import pygame_gui

from tabletop import i18n
from tabletop.i18n import Words
from tabletop.paths import asset
from tabletop.ui.fonts import font
from tabletop.ui.settings_scene import SettingsScene
from tests.ui.input_support import step
from tests.ui.ui_helpers import buttons

TOFU = "\ue000"  # a private-use code point: no font draws it, so it shows the "missing glyph" box


def glyph(text: str) -> bytes:
    """The pixels of a rendered string."""
    return pygame.image.tobytes(font(40).render(text, True, (0, 0, 0), (255, 255, 255)), "RGB")


def test_cyrillic_letters_are_real_glyphs(pygame_up):
    missing = glyph(TOFU)
    letters = "ЖЩЯЁжщяё"
    assert all(glyph(letter) != missing for letter in letters)
    assert len({glyph(letter) for letter in letters}) == len(letters)
    assert all(font(40).metrics(letter)[0] is not None for letter in letters)


def test_russian_title_has_a_sane_width(pygame_up):
    width = font(40, True).size("Настольные игры")[0]
    tofu_width = font(40, True).size(TOFU * len("Настольные игры"))[0]
    latin_width = font(40, True).size("Nastolnye igry")[0]
    assert 0.7 * latin_width < width < 1.6 * latin_width
    assert width != tofu_width


def test_gui_theme_uses_the_bundled_dejavu_fonts(app):
    theme = app.scene.manager.get_theme()
    paths = json.dumps(theme.ui_element_fonts_info["button"])
    assert "DejaVuSans" in paths
    label = next(iter(buttons(app)))
    assert label.text == "Новая игра"


def test_catalogues_of_both_languages_have_the_same_keys():
    """The same keys in both languages, but for plural forms (CLDR: Russian one/few/many, English one/other)."""
    for path in asset("i18n", "ru").glob("*.json"):
        ru = json.loads(path.read_text(encoding="utf-8"))
        en = json.loads(asset("i18n", "en", path.name).read_text(encoding="utf-8"))
        assert _families(set(ru)) == _families(set(en)), path.name
        assert all(isinstance(value, str) and value for value in [*ru.values(), *en.values()])
    assert _families(set(i18n.catalogue("ru"))) == _families(set(i18n.catalogue("en")))


def _families(keys: set[str]) -> set[str]:
    return {re.sub(r"\.(one|few|many|other)\Z", "", key) for key in keys}


def test_missing_key_falls_back_to_english_then_the_key(monkeypatch):
    words = Words("ru")
    monkeypatch.setitem(i18n.catalogue("en"), "test.only_en", "English only")
    assert words.tr("test.only_en") == "English only"
    assert words.tr("no.such.key") == "no.such.key"
    assert words.tr("setup.player_default", n=3) == "Игрок 3"


def test_switching_language_relabels_the_menu(app):
    assert {b.text for b in buttons(app)} >= {"Новая игра", "Правила", "Выход"}
    app.set_language("en")
    step(app)
    assert {b.text for b in buttons(app)} >= {"New game", "Rules", "Quit"}
    assert app.settings.language == "en"
    assert pygame.display.get_caption()[0] == "Tabletop"


def test_language_drop_down_in_settings_switches_live(app):
    app.switch(SettingsScene(app))
    scene = app.scene
    event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="English", ui_element=scene.language_menu)
    step(app, [event])
    assert app.language == "en"
    assert "← Back" in {b.text for b in buttons(app)}
