"""The language as a value: `Words(lang)` is frozen, hashable and pure."""

from __future__ import annotations

import pytest

from tabletop.i18n import Words, count_text, translate


def test_words_translate_in_their_own_language():
    assert Words("ru").tr("app.title") == translate("ru", "app.title")
    assert Words("en").tr("app.title") == translate("en", "app.title")
    assert Words("ru").tr("app.title") != Words("en").tr("app.title")


def test_unknown_language_falls_back_to_english():
    assert Words("xx").lang == "en"
    assert Words("xx") == Words("en")


def test_words_are_frozen_and_hashable():
    words = Words("ru")
    assert hash(words) == hash(Words("ru"))
    assert len({Words("ru"), Words("ru"), Words("en")}) == 2
    with pytest.raises(AttributeError):
        words.lang = "en"  # type: ignore[misc]


def test_tr_or_has_and_count():
    words = Words("ru")
    assert words.has("app.title")
    assert not words.has("no.such.key")
    assert words.tr_or("no.such.key", "fallback") == "fallback"
    assert words.tr_or("app.title", "fallback") == words.tr("app.title")
    assert words.count("airwar.count.plies", 3) == count_text("ru", "airwar.count.plies", 3) == "3 хода"
    assert Words("en").count("airwar.count.plies", 1) != Words("ru").count("airwar.count.plies", 1)
