"""The child process of the UI benchmarks: opens the app on a scene and measures one thing.

Run as `python -m tabletop.ui_probe KIND ARGS…` (see `tabletop.ui_bench`); prints one JSON
object. The parent sets the user data folder (and, for a cold start, NUMBA_CACHE_DIR) to
fresh temporary folders, and the video driver (dummy, or a real display under Xvfb).
"""

from __future__ import annotations

import json
import os
import random
import resource
import statistics
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, Literal

SCENES = ("menu", "setup", "load", "settings", "rules", "results", "armageddon", "airwar")
SCREENS = ("setup", "load", "settings", "rules")  # opened by their scene id
MID_GAME_STEPS = 40


def cpu_seconds() -> float:
    """User plus system CPU time of this process (every thread) so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def peak_rss_mb() -> float:
    """The process's peak resident memory in MB: VmHWM where Linux gives it, else ru_maxrss.

    Linux carries the parent's peak over a fork and exec into the child's ru_maxrss, so a probe
    started by a grown bench process would report the bench's own peak; VmHWM belongs to
    this program's memory alone.
    """
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for text in status:
                if text.startswith("VmHWM:"):
                    return int(text.split()[1]) / 1024.0
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # kB on Linux


def make_app(speed: float = 1.0) -> Any:
    """pygame up and the app at 1280×800 in Russian, without sound."""
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    pygame.init()
    return App((1280, 800), Settings(language="ru", animation_speed=speed), audio=False)


def session_of(game: str, ai_seats: int = 0, steps: int = MID_GAME_STEPS,
               level: Literal["random", "easy", "normal", "hard"] = "normal", to_end: bool = False) -> Any:
    """A session of `game` after `steps` random steps (or played to its end); the first seats are computers."""
    from tabletop.engine.seats import Player
    from tabletop.registry import get_entry
    from tabletop.ui.session import GameSession

    entry = get_entry(game)
    seats = entry.make_game(None).seats
    players = {seat: Player(name=f"AI {level}", kind="ai", level=level) if index < ai_seats
               else Player(name=f"P{index + 1}") for index, seat in enumerate(seats)}
    session = GameSession.new(entry, {}, players, seed=11)
    rng, match, played = random.Random(5), session.match, 0
    while not session.game.is_terminal(match.state) and (to_end or played < steps):
        if match.needs_roll():
            match.roll()
        else:
            match.play(rng.choice(list(session.game.legal_moves(match.state))))
        played += 1
    return session


def open_scene(app: Any, name: str) -> None:
    """Make `name` (one of SCENES) the app's current scene (the app starts in the menu)."""
    if name in ("armageddon", "airwar"):
        app.open_table(session_of(name))
    elif name == "results":
        from tabletop.ui.scene_ids import ResultsRequest, SceneId

        session = session_of("airwar", to_end=True)
        app.go(SceneId.RESULTS, ResultsRequest(session, session.game.outcome(session.match.state)))
    elif name in SCREENS:
        from tabletop.ui.scene_ids import SceneId

        app.go(SceneId(name))


def quit_after(seconds: float, report: Callable[[], dict[str, Any]]) -> None:
    """After `seconds`, print report() as JSON and end the process (from a helper thread: a QUIT
    event would only ask the players whether to leave the game in progress)."""

    def later() -> None:
        time.sleep(seconds)
        print(json.dumps(report()), flush=True)
        os._exit(0)

    threading.Thread(target=later, daemon=True).start()


def probe_idle(scene: str, seconds: float, settle: float = 3.0) -> None:
    """CPU percent of one core while `scene` sits untouched in the real loop for `seconds`."""
    import pygame

    app = make_app()
    open_scene(app, scene)
    marks: dict[str, float] = {}

    def start() -> None:
        time.sleep(settle)
        marks["cpu"], marks["wall"] = cpu_seconds(), time.perf_counter()

    def report() -> dict[str, Any]:
        cpu, wall = cpu_seconds() - marks["cpu"], time.perf_counter() - marks["wall"]
        return {"scene": scene, "cpu_percent": 100.0 * cpu / wall, "seconds": wall,
                "driver": pygame.display.get_driver()}

    threading.Thread(target=start, daemon=True).start()
    quit_after(settle + seconds, report)
    app.run_loop()


def probe_frames(game: str, frames: int) -> None:
    """Median ms of a frame at 1280×800 mid-game (the mouse moving over the board), and of a frame after a resize."""
    import pygame

    app = make_app()
    app.open_table(session_of(game))
    for _ in range(40):
        app.step([], 0.25)
    steady, full = [], []
    for index in range(frames):
        pos = (300 + 7 * (index % 20), 300 + 5 * (index % 10))
        started = time.perf_counter()
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
        steady.append(time.perf_counter() - started)
    for index in range(max(3, frames // 5)):
        size = (1284 + 4 * index, 800)  # a new size each time: no cache built for an earlier size helps
        started = time.perf_counter()
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 1 / 60)
        full.append(time.perf_counter() - started)
    print(json.dumps({"frame_ms": 1000 * statistics.median(steady), "full_redraw_ms": 1000 * statistics.median(full)}))


def probe_first_frame(spawned: float) -> None:
    """Seconds from `spawned` (the parent's wall clock just before starting this process) to the menu's first frame.

    Follows `tabletop`'s own start: the command-line module, the background warm-up, pygame, the app.
    """
    import tabletop.cli  # noqa: F401  (the import cost of the real command)
    from tabletop import warmup

    started = warmup.start_for_window()  # as `tabletop` does before its first frame
    app = make_app()
    app.step([], 0.0)
    done = time.time()
    started.stop()
    print(json.dumps({"first_frame_s": done - spawned}))


def probe_computer(game: str, seconds: float, spawned: float) -> None:
    """A game between computer seats: seconds from table open to its first move, and peak memory.

    Runs the table frame by frame (60 per second) for up to `seconds`; the computer's pauses
    (THINK_PAUSE before rolling and before moving, the die's tumble) are included.
    """
    import pygame

    from tabletop import warmup

    started = warmup.start_for_window()  # as the window does: plain-Python search until the compiled one is ready
    app = make_app()
    session = session_of(game, ai_seats=99, steps=0)
    opened = time.perf_counter()
    wall_opened = time.time()
    app.open_table(session)
    clock, moved = pygame.time.Clock(), None
    while moved is None and time.perf_counter() - opened < seconds:
        app.step(pygame.event.get(), clock.tick(60) / 1000.0)
        if any(not step.is_roll for step in session.match.steps):
            moved = time.perf_counter() - opened
    started.stop()
    print(json.dumps({"from_table_open_s": moved, "from_process_start_s": None if moved is None
                      else wall_opened - spawned + moved, "peak_rss_mb": peak_rss_mb()}))


def probe_memory(game: str, seconds: float) -> None:
    """Peak memory of a game between computer seats played in the real loop for `seconds`."""
    app = make_app(speed=4.0)
    session = session_of(game, ai_seats=99, steps=0)
    app.open_table(session)
    quit_after(seconds, lambda: {"peak_rss_mb": peak_rss_mb(), "steps": len(session.match.steps)})
    app.run_loop()


def main(argv: list[str]) -> None:
    """Dispatch on the probe kind."""
    kind, args = argv[0], argv[1:]
    if kind == "idle":
        probe_idle(args[0], float(args[1]), float(args[2]) if len(args) > 2 else 3.0)
    elif kind == "frames":
        probe_frames(args[0], int(args[1]))
    elif kind == "first_frame":
        probe_first_frame(float(args[0]))
    elif kind == "computer":
        probe_computer(args[0], float(args[1]), float(args[2]))
    elif kind == "memory":
        probe_memory(args[0], float(args[1]))
    else:
        raise SystemExit(f"tabletop: unknown probe {kind!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
    sys.stdout.flush()
    os._exit(0)  # do not wait for a computer seat still thinking on its worker thread
