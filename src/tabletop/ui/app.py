"""The application: one window, one loop, the current scene, dialogs and global keys."""

from __future__ import annotations

import errno
import os
import re
import signal
import sys
import time
import warnings
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from tabletop import registry, warmup
from tabletop.engine.errors import DocumentError
from tabletop.engine.protocol import Outcome
from tabletop.engine.seats import Player, parse_seat_args
from tabletop.i18n import LANGUAGES, Words
from tabletop.ui import fonts, router
from tabletop.ui.dialogs import DialogLayer
from tabletop.ui.liveliness import soonest
from tabletop.ui.scene import Scene
from tabletop.ui.scene_ids import Request, ResultsRequest, SceneId
from tabletop.ui.session import GameSession, saves_dir
from tabletop.ui.settings import Settings, load_settings, save_settings
from tabletop.ui.sound import Sounds
from tabletop.ui.titles import title_of
from tabletop.ui.wake import WAKE
from tabletop.ui.widgets import Toast

MIN_SIZE = (960, 600)
DEFAULT_SIZE = (1280, 800)
FPS = 60
SETTLE_S = 0.25  # frames keep coming this long after input, so widgets finish a press or a hover
IDLE_POLL_S = 0.02  # while nothing moves the loop looks for events this often (about 0.5 % of a core)


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    """A window size no smaller than the minimum."""
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


class App:
    """The running program. Build it after `pygame.init()`; drive it with `step`."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, settings: Settings | None = None,
                 audio: bool = True) -> None:
        fonts.clear_cache()
        self.settings = settings or load_settings()
        self.words = Words(self.settings.language)
        self.windowed_size = clamp_size(size)
        self.size = self.windowed_size
        self.screen = self._set_mode()
        self.clock = pygame.time.Clock()
        self.fonts = fonts
        self.sounds = Sounds(muted=self.settings.muted, enabled=audio)
        self.dialogs = DialogLayer(self)
        self.toast = Toast(3.0)
        self.running = True
        self.layout_pending = False
        self.settling = SETTLE_S
        self.scene: Scene = Scene(self)
        self._visited_from: Scene | None = None
        self.back_to_menu()

    # --- window -----------------------------------------------------------------
    def _set_mode(self) -> pygame.Surface:
        if self.settings.fullscreen:
            try:
                screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self._set_minimum_size()
        pygame.display.set_caption(self.words.tr("app.title"))
        self.size = screen.get_size()
        return screen

    @staticmethod
    def _set_minimum_size() -> None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error, ValueError):
            pass

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a window resize (never below the minimum) and lay the scene out again."""
        if self.settings.fullscreen:
            return
        self.windowed_size = clamp_size(size)
        if self.screen.get_size() != self.windowed_size:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self._relayout()

    def _relayout(self) -> None:
        """Note the new size; the scene is laid out once at the end of the frame."""
        self.size = self.screen.get_size()
        self.layout_pending = True

    def _apply_layout(self) -> None:
        if self.layout_pending:
            self.layout_pending = False
            self.scene.on_resize(self.size)
            self.dialogs.on_resize(self.size)

    def toggle_fullscreen(self) -> None:
        """Switch between a window and the full screen (F11)."""
        self.update_settings(fullscreen=not self.settings.fullscreen)
        self.screen = self._set_mode()
        self._relayout()

    def toggle_mute(self) -> None:
        """Sound on or off (M)."""
        self.update_settings(muted=self.sounds.toggle_mute())
        self.notify(self.words.tr("app.muted") if self.sounds.muted else self.words.tr("app.unmuted"))

    # --- settings and language ----------------------------------------------------
    @property
    def language(self) -> str:
        """The language of the interface."""
        return self.words.lang

    def set_language(self, lang: str) -> None:
        """Switch the language (the app's `words`), store it and re-label the current scene."""
        self.words = Words(lang)
        self.update_settings(language=self.words.lang)
        pygame.display.set_caption(self.words.tr("app.title"))
        self.dialogs.relabel()
        self.scene.relabel()

    def update_settings(self, **changes: Any) -> None:
        """Change settings (validated) and store them."""
        merged = {**self.settings.model_dump(), **changes}
        try:
            self.settings = Settings.model_validate(merged)
        except ValueError:
            return
        self.sounds.muted = self.settings.muted
        save_settings(self.settings)

    # --- scenes -------------------------------------------------------------------
    def switch(self, scene: Scene) -> None:
        """Make `scene` the current scene."""
        self.scene.leave()
        self.scene = scene
        scene.enter()

    def go(self, scene_id: SceneId, request: Request | None = None) -> None:
        """Show the screen `scene_id`, opened with `request` (see `tabletop.ui.router`)."""
        self._visited_from = None
        self.switch(router.build(self, scene_id, request))

    def visit(self, scene_id: SceneId, request: Request | None = None) -> None:
        """Show `scene_id` on top of this screen: its Back returns here (the rules reader from a table)."""
        here = self.scene
        self.switch(router.build(self, scene_id, request))
        self._visited_from = here

    @property
    def returns_to(self) -> Scene | None:
        """The screen Back returns to (the one this screen was visited from), if any."""
        return self._visited_from

    def back(self) -> None:
        """Return to the screen this one was visited from, else to the main menu."""
        here, self._visited_from = self._visited_from, None
        if here is None:
            self.back_to_menu()
            return
        self.switch(here)
        here.on_resize(self.size)

    def quit(self) -> None:
        """End the loop (the current game is autosaved)."""
        self.autosave_current()
        self.running = False

    def request_quit(self) -> None:
        """Quit, asking first when a game is in progress (closing the window at the table)."""
        session = self.scene.session
        watching = getattr(self.scene, "watching", False)  # a watched game (tabletop.ui.watch) has nothing to lose
        if session is None or session.game.is_terminal(session.match.state) or self.dialogs.active or watching:
            self.quit()
            return
        saved = self.autosave_current()
        text = self.words.tr("saves.quit_text_saved") if saved else self.words.tr("saves.quit_text_unsaved")
        self.dialogs.confirm(self.words.tr("saves.quit_title"), text, self.quit, yes=self.words.tr("saves.quit_yes"))

    def back_to_menu(self) -> None:
        """Show the main menu."""
        self.go(SceneId.MENU)

    def open_results(self, session: GameSession, outcome: Outcome) -> None:
        """The game is over: forget its autosave and show who won."""
        session.clear_autosave()
        self.sounds.play("victory")
        self.go(SceneId.RESULTS, ResultsRequest(session, outcome))

    def open_table(self, session: GameSession) -> bool:
        """Show a game's table; a game without one (or a broken one) gets a message instead."""
        words = self.words
        if session.entry.table_scene is None:
            self.message(words.tr("table.missing_title"),
                         words.tr("table.missing", game=title_of(words, session.entry)))
            return False
        try:
            scene = registry.load_object(session.entry.table_scene)(self, session)
        except Exception as error:  # a game's drawing code failed: say so, keep the app alive
            self.message(words.tr("table.error_title"), words.tr("table.error",
                                                                 error=f"{type(error).__name__}: {error}"))
            return False
        session.on_autosave_error = self._autosave_failed
        session.autosave()
        self.switch(scene)
        return True

    def autosave_current(self) -> bool:
        """Autosave the game being played (also behind a visited screen), if not over; False when that failed."""
        session = self.scene.session
        if session is None and self._visited_from is not None:
            session = self._visited_from.session
        if session is not None and not session.game.is_terminal(session.match.state):
            return session.autosave()
        return True

    def _autosave_failed(self, error: OSError) -> None:
        """Autosaving stopped working (full or read-only disk): say so once, in words; the game goes on."""
        key = f"saves.errno.{errno.errorcode.get(error.errno or 0, '')}"
        reason = self.words.tr(key) if self.words.has(key) else (error.strerror or str(error))
        self.message(self.words.tr("saves.autosave_failed_title"), self.words.tr("saves.autosave_failed", error=reason))

    # --- dialogs -------------------------------------------------------------------
    def message(self, title: str, text: str) -> None:
        """A modal message with OK."""
        self.dialogs.message(title, text)

    def confirm(self, title: str, text: str, on_yes: Any) -> None:
        """A modal yes/no question."""
        self.dialogs.confirm(title, text, on_yes)

    def notify(self, text: str) -> None:
        """A short note at the bottom of the window."""
        self.toast.show(text)

    def confirm_leave_game(self) -> None:
        """Ask before leaving a game for the menu (it is autosaved either way)."""
        self.confirm(self.words.tr("game.leave_title"), self.words.tr("game.leave_text"), self._leave_game)

    def _leave_game(self) -> None:
        self.autosave_current()
        self.back_to_menu()

    def open_save_dialog(self, session: GameSession) -> None:
        """Ask for a name and save the game into the saves folder (Ctrl+S)."""
        words = self.words
        stamp = datetime.now().strftime("%Y-%m-%d %H-%M")
        self.dialogs.ask_text(words.tr("save.title"), words.tr("save.prompt"),
                              f"{title_of(self.words, session.entry)} {stamp}",
                              lambda name: self._save_as(session, name))

    def _save_as(self, session: GameSession, name: str, replace: bool = False) -> None:
        words = self.words
        path = saves_dir() / f"{safe_file_name(name)}.json"
        if path.exists() and not replace:
            self.dialogs.confirm(words.tr("saves.overwrite_title"), words.tr("saves.overwrite_text", name=path.stem),
                                 lambda: self._save_as(session, name, replace=True),
                                 yes=words.tr("saves.overwrite_yes"))
            return
        try:
            session.save(path)
        except (OSError, DocumentError) as error:
            self.message(words.tr("save.error_title"), str(error))
            return
        self.notify(words.tr("save.done", name=path.stem))

    # --- the loop ------------------------------------------------------------------
    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """Process one frame: the given events, then the queue, update, draw, flip."""
        handled = len(events)
        for event in events:
            self.dispatch(event)
        for _ in range(3):
            queued = pygame.event.get()
            if not queued:
                break
            handled += len(queued)
            for event in queued:
                self.dispatch(event)
        self._apply_layout()
        dt = max(0.0, min(dt, 0.25))
        self.settling = SETTLE_S if handled else max(0.0, self.settling - dt)
        self.scene.update(dt)
        self.dialogs.update(dt)
        self.toast.update(dt)
        self.draw(self.screen)
        pygame.display.flip()

    def wake_in(self) -> float | None:
        """Seconds until the app needs its next frame: 0 while anything moves, None while everything rests.

        After input the app keeps drawing for SETTLE_S (widgets finish a press or a hover), then
        asks the scene, an open dialog and the toast.
        """
        if self.layout_pending or self.settling > 0:
            return 0.0
        return soonest(self.scene.wake_in(), self.dialogs.wake_in(), self.toast.wake_in())

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene, the dialogs and the toast."""
        self.scene.draw(surface)
        self.dialogs.draw(surface)
        self.toast.draw(surface, surface.get_rect())

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: global keys first, then an open dialog, then the scene."""
        if event.type == WAKE:
            return
        if event.type == pygame.QUIT:
            self.request_quit()
        elif event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
        elif event.type == pygame.KEYDOWN and self._global_key(event):
            return
        elif not self.dialogs.handle_event(event):
            self.scene.handle_event(event)

    def _global_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if self.dialogs.active:
            return False
        if event.key == pygame.K_ESCAPE:
            self.scene.on_escape()
            return True
        if event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            if self.scene.session is not None:
                self.open_save_dialog(self.scene.session)
            return True
        if event.key == pygame.K_m and not self.scene.wants_text_input() and not event.mod & pygame.KMOD_CTRL:
            self.toggle_mute()
            return True
        return False

    def run_loop(self) -> None:
        """Loop until quit: up to FPS frames a second while anything moves; asleep until an event while all rests."""
        self.clock.tick()
        while self.running:
            events, rested = self._await_frame()
            elapsed = self.clock.tick(FPS) / 1000.0
            self.step(events, 1.0 / FPS if rested else elapsed)

    def _await_frame(self) -> tuple[list[pygame.event.Event], bool]:
        """Wait until a frame is due; (the events that came, True if the app rested meanwhile).

        While something moves the frame is due at once (`run_loop` caps the rate); while a timer
        runs (a tooltip, a blinking cursor, a thinking computer) it is due when the timer is;
        while all rests only an event makes it due. The wait sleeps in IDLE_POLL_S slices and
        looks at the queue between them: pygame's `event.wait` polls SDL every millisecond,
        which alone costs 2-3 % of a core.
        """
        wake = self.wake_in()
        if wake is not None and wake <= 0:
            return [], False
        deadline = None if wake is None else time.monotonic() + wake
        while True:
            left = IDLE_POLL_S if deadline is None else deadline - time.monotonic()
            if left <= 0:
                return [], False
            time.sleep(min(IDLE_POLL_S, left))
            events = pygame.event.get()
            if events:
                return events, wake is None


def display_problem() -> str | None:
    """Why no window can open here, else None: Linux without a display (and no SDL driver chosen), or SDL refuses.

    An explicit SDL_VIDEODRIVER (the tests' `dummy`) is always respected.
    """
    chosen = os.environ.get("SDL_VIDEODRIVER")
    if sys.platform.startswith("linux") and not chosen and not (os.environ.get("DISPLAY")
                                                                 or os.environ.get("WAYLAND_DISPLAY")):
        return "no display found (DISPLAY and WAYLAND_DISPLAY are not set)"
    try:
        pygame.display.init()
    except pygame.error as error:
        return f"no display found ({error})"
    if not chosen and pygame.display.get_driver() in ("offscreen", "dummy"):
        return "no display found (only an invisible video driver is available)"
    return None


def safe_file_name(name: str) -> str:
    """A file name from what the player typed (letters, digits, spaces, dashes)."""
    cleaned = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip()[:60]
    return cleaned or "save"


def default_seats(game: Any) -> dict[str, Player]:
    """One human per seat, named after the seat."""
    return parse_seat_args([], game.seats, getattr(game, "seat_groups", {}))


def run(game: str | None = None, seats: dict[str, Player] | None = None, load: Path | None = None,
        size: tuple[int, int] = DEFAULT_SIZE, language: str | None = None,
        variant: dict[str, Any] | None = None, lessons: tuple[str, str | None] | None = None) -> int:
    """Open the window and play until it is closed; with `game` (or `load`) start at the table.

    `language` ("ru"/"en") overrides the saved setting for this run; `variant` holds the
    options of a new game (the standard variant when None); `lessons` = (game, lesson id or
    None) starts at the Learn screen. At the menu, the first launch offers the first lesson.

    SIGTERM (a desktop closing the program) ends it at any moment with exit 0: our handler is set
    before anything else, and SDL is told to leave signals alone (it would turn SIGTERM into a quit
    event the window may answer with a question, and later drop our handler).
    """
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        return _run(game, seats, load, size, language, variant, lessons)
    except Terminated:  # ended from outside before the window was up: nothing to keep yet
        return 0
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL if previous is None else previous)


def _run(game: str | None, seats: dict[str, Player] | None, load: Path | None, size: tuple[int, int],
         language: str | None, variant: dict[str, Any] | None, lessons: tuple[str, str | None] | None) -> int:
    """`run` once SIGTERM is ours."""
    problem = display_problem()
    if problem is not None:
        print(f"tabletop: {problem}", file=sys.stderr)
        return 2
    try:
        session = _first_session(game, seats, load, variant)
    except (DocumentError, KeyError, ImportError) as error:
        print(f"tabletop: {error}", file=sys.stderr)
        return 2
    warmup.start_for_window()
    pygame.init()
    try:
        settings = load_settings()
        if language in LANGUAGES:
            settings = settings.model_copy(update={"language": language})
        app = App(size, settings)
        if session is not None:
            app.open_table(session)
        else:
            _start_lessons(app, lessons)
        try:
            app.run_loop()
        except KeyboardInterrupt:  # Ctrl+C in the terminal: keep the game, as closing the window does
            app.quit()
            return 130
        except Terminated:  # the system ends the program (log-out, shutdown): keep the game, ask nothing
            app.quit()
    finally:
        pygame.quit()
    return 0


def _start_lessons(app: App, lessons: tuple[str, str | None] | None) -> None:
    """Open the Learn screen when asked; at the menu, offer the first lesson on the first launch."""
    from tabletop.lessons.ui.offer import offer_first_lesson
    from tabletop.ui.scene_ids import LessonsRequest

    if lessons is not None:
        app.go(SceneId.LESSONS, LessonsRequest(*lessons))
    else:
        offer_first_lesson(app)


class Terminated(BaseException):
    """SIGTERM arrived: the program is being ended from outside (a BaseException, as KeyboardInterrupt is, so
    that no `except Exception` that keeps the window alive after a fault swallows it)."""


def _terminate(signum: int, frame: Any) -> None:
    """SIGTERM handler: end the loop where it stands (the game is autosaved, no question asked)."""
    raise Terminated


def _first_session(game: str | None, seats: dict[str, Player] | None, load: Path | None,
                   variant: dict[str, Any] | None = None) -> GameSession | None:
    """The game to open at start: the loaded save, a new game of `game`, or None for the menu."""
    if load is not None:
        session = GameSession.load(Path(load))
        if game is not None and session.entry.name != game:
            raise DocumentError(f"save file {load} is a game of '{session.entry.name}', not '{game}'")
        return session
    if game is None:
        return None
    entry = registry.get_entry(game)
    return GameSession.new(entry, dict(variant or {}), seats or default_seats(entry.make_game(variant)))
