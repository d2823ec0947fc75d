"""Errors the engine raises: refused moves and unreadable documents."""

from __future__ import annotations

from tabletop import i18n


class IllegalMove(ValueError):
    """A move the rules refuse: a catalogue code with its parameters, and the rule it breaks.

    `code` is a key of the catalogues in `assets/i18n/<lang>/` (e.g. "airwar.refusal.own_plane"),
    whose text is a template of `params`; `rule` is a section number of the game's part of
    docs/rules_ru.md (e.g. "3.6"). The words are made for a language when asked: `words(lang)`.
    A parameter with a `words(lang)` method (another refusal, say) is put in as its words.
    """

    def __init__(self, code: str, rule: str, /, **params: object) -> None:
        self.code = code
        self.rule = rule
        self.params = params
        super().__init__(f"{self.words('en')} (rule {rule})")

    def words(self, lang: str) -> str:
        """The refusal in words, in a language."""
        return i18n.translate(lang, self.code, **{name: _in(lang, value) for name, value in self.params.items()})

    @property
    def reason(self) -> str:
        """The refusal in Russian."""
        return self.words("ru")

    @property
    def reason_en(self) -> str:
        """The refusal in English."""
        return self.words("en")


def _in(lang: str, value: object) -> object:
    words = getattr(value, "words", None)
    return words(lang) if callable(words) else value


class DocumentError(ValueError):
    """A save file, position document or data file that cannot be used, and why.

    The message (`str(error)`) is the English line the command line prints. Where the reason has a
    catalogue `code` (a key of `assets/i18n/<lang>/`, a template of `params`), `reason(lang)` gives it
    in a language, without the file's name in front — as the Load screen shows it.
    """

    def __init__(self, message: str, code: str = "", /, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params

    def reason(self, lang: str) -> str | None:
        """The reason in words in a language (None when it has no code)."""
        if not self.code:
            return None
        return i18n.translate(lang, self.code, **{name: _in(lang, value) for name, value in self.params.items()})
