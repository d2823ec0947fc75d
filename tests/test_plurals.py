"""Plurals by CLDR rules: every plural key of the catalogues, rendered for many numbers in both languages.

A plural key is a family `<key>.one`, `<key>.few`, `<key>.many`, `<key>.other`. Russian needs one, few
and many (whole numbers never fall in "other"); English has one and other only. The expected form of
each number is written out here by hand, not asked of Babel, so a wrong rule or a wrong key fails.
"""

from __future__ import annotations

import json
import re
import string

import pytest

from tabletop import i18n
from tabletop.paths import asset

FORMS = ("one", "few", "many", "other")
NEEDED = {"ru": {"one", "few", "many"}, "en": {"one", "other"}}
ALLOWED = {"ru": set(FORMS), "en": {"one", "other"}}
NUMBERS = (0, 1, 2, 5, 11, 21, 22, 25, 101, 111)
EXPECTED = {
    "ru": {0: "many", 1: "one", 2: "few", 5: "many", 11: "many", 21: "one", 22: "few", 25: "many", 101: "one",
           111: "many"},
    "en": {n: "one" if n == 1 else "other" for n in NUMBERS},
}
# Forms still picked by hand in files of another helper of this wave (issue 14): strict xfail, so the
# test fails as soon as they are mended and this list must shrink.
HAND_PICKED: dict[str, str] = {}
SUFFIX = re.compile(r"\.(one|few|many|other)\Z")


def families(lang: str) -> dict[str, set[str]]:
    """Plural key → the forms a language's catalogue gives it."""
    found: dict[str, set[str]] = {}
    for key in i18n.catalogue(lang):
        match = SUFFIX.search(key)
        if match:
            found.setdefault(key[: match.start()], set()).add(match.group(1))
    return found


def without_forms(keys: set[str]) -> set[str]:
    """Keys with the plural forms folded into their family (what both languages must share)."""
    return {SUFFIX.sub("", key) for key in keys}


def _family_params(lang: str, key: str) -> set[str]:
    texts = [i18n.catalogue(lang)[f"{key}.{form}"] for form in families(lang)[key]]
    return {name for text in texts for _, name, _, _ in string.Formatter().parse(text) if name}


def _marked(keys: list[str]) -> list[object]:
    return [pytest.param(key, marks=pytest.mark.xfail(strict=True, reason=HAND_PICKED[key]))
            if key in HAND_PICKED else key for key in keys]


ALL = sorted(set(families("ru")) | set(families("en")))


def test_both_languages_have_the_same_plural_keys():
    """A key plural in one language is plural in the other."""
    assert set(families("ru")) == set(families("en"))
    assert len(ALL) >= 15


@pytest.mark.parametrize("key", _marked(ALL))
def test_each_plural_key_has_exactly_its_languages_forms(key):
    """Russian: one, few, many (other allowed); English: one and other, no few/many."""
    for lang in ("ru", "en"):
        forms = families(lang).get(key, set())
        assert NEEDED[lang] <= forms <= ALLOWED[lang], (lang, key, sorted(forms))


@pytest.mark.parametrize("key", _marked(ALL))
def test_each_plural_key_agrees_with_the_number(key):
    """0, 1, 2, 5, 11, 21, 22, 25, 101, 111: the form the language's rule gives, with the number in it."""
    for lang in ("ru", "en"):
        params = {name: "X" for name in _family_params(lang, key) - {"count"}}
        for n in NUMBERS:
            text = i18n.count_text(lang, key, n, **params)
            assert text == i18n.translate(lang, f"{key}.{EXPECTED[lang][n]}", count=n, **params), (lang, key, n)
            if "count" in _family_params(lang, key):
                assert re.search(rf"(?<!\d){n}(?!\d)", text), (lang, key, n, text)


@pytest.mark.parametrize("key", ALL)
def test_a_counted_noun_changes_with_its_form(key):
    """Where the number is in the text, each form's words differ (no "1 ходов" copied into `.one`)."""
    for lang in ("ru", "en"):
        if "count" in _family_params(lang, key):
            texts = [i18n.catalogue(lang)[f"{key}.{form}"] for form in sorted(NEEDED[lang])]
            assert len(set(texts)) == len(texts), (lang, key, texts)


@pytest.mark.parametrize(("lang", "key", "n", "text"), [
    ("ru", "results.turns", 1, "1 ход"), ("ru", "results.turns", 21, "21 ход"), ("ru", "results.turns", 32, "32 хода"),
    ("ru", "results.turns", 111, "111 ходов"), ("en", "results.turns", 1, "1 turn"),
    ("en", "results.turns", 21, "21 turns"), ("en", "results.turns", 0, "0 turns"),
    ("ru", "airwar.ending.bombers", 22, "22 бомбардировщика"), ("en", "saves.count", 101, "101 saves"),
    ("ru", "airwar.count.plies", 5, "5 ходов"), ("en", "airwar.count.plies", 1, "1 ply"),
])
def test_known_words(lang, key, n, text):
    """A few renderings spelled out."""
    assert i18n.count_text(lang, key, n) == text


def test_catalogue_files_of_both_languages_have_the_same_keys_but_plural_forms():
    """Every file exists in both languages with the same keys (plural families compared by name)."""
    for lang, other in (("ru", "en"), ("en", "ru")):
        for path in asset("i18n", lang).glob("*.json"):
            mine = set(json.loads(path.read_text(encoding="utf-8")))
            theirs = set(json.loads(asset("i18n", other, path.name).read_text(encoding="utf-8")))
            assert without_forms(mine) == without_forms(theirs), path.name
