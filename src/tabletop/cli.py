"""The `tabletop` command line: play, moves, apply, simulate, render, learn, bench.

The sub-commands and their outputs are a contract (see README); errors print one
clear line on stderr and exit with status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tabletop.engine.documents import describe_validation_error, dump_json, excerpt, parse_json_text, read_json_file
from tabletop.engine.errors import DocumentError, IllegalMove
from tabletop.engine.protocol import Game, Roll
from tabletop.engine.seats import SeatError, parse_seat_args
from tabletop.registry import GameEntry, UnknownGame, game_names, get_entry
from tabletop.render import RenderError, render_to_file

EXIT_USAGE = 2
MAX_GAMES = 10_000_000
MAX_JOBS = 64
MAX_SEED = 2**62
MAX_MOVETIME = 3600.0  # seconds per move
MAX_VARIANT_CHARS = 10_000
MAX_MESSAGE = 1000  # characters of an error line


class CommandError(ValueError):
    """A problem the user can fix; printed as one line, exit status 2."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every sub-command of the contract."""
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="Армагеддон и Воздушный бой: настольные игры для 2–4 игроков за одним компьютером. "
        "Armageddon and Air War: board games for 2-4 players at one computer. "
        "Without a sub-command, opens the game window.",
    )
    parser.add_argument("--lang", choices=["ru", "en"], help="interface language (default: from the system)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the window straight at a game's table")
    play.add_argument("game", help="game name: " + ", ".join(game_names()))
    play.add_argument("--seat", action="append", default=[], metavar="SEAT=PLAYER",
                      help="SEAT=human[:NAME] or SEAT=ai:LEVEL (SEAT may be a group: earth, north, south)")
    play.add_argument("--load", type=Path, metavar="FILE", help="resume a saved game")
    play.add_argument("--variant", nargs="+", action="extend", default=None, metavar="KEY=VALUE",
                      help="variant options, the same keys as the setup screen, e.g. --variant mines=8 "
                      "rules=printed (or one JSON object); not with --load, a save has its own")

    moves = sub.add_parser("moves", help="list every legal move (Armageddon: complete turn) in a position")
    moves.add_argument("game")
    moves.add_argument("position", type=Path, help="position document (JSON)")

    apply = sub.add_parser("apply", help="apply one move/turn to a position and print the new position")
    apply.add_argument("game")
    apply.add_argument("position", type=Path, help="position document (JSON)")
    apply.add_argument("move", help="move or complete turn in notation ('roll N' applies a roll)")

    simulate = sub.add_parser("simulate", help="AI against AI; prints one JSON object")
    simulate.add_argument("game")
    simulate.add_argument("--games", type=_bounded_int(1, MAX_GAMES), required=True, metavar="N",
                          help=f"how many games (1..{MAX_GAMES})")
    simulate.add_argument("--seat", action="append", default=[], metavar="SEAT=ai:LEVEL")
    simulate.add_argument("--seed", type=_bounded_int(0, MAX_SEED), default=0, metavar="S",
                          help="seed of the first game (0..2^62); game k uses S+k")
    simulate.add_argument("--jobs", type=_bounded_int(1, MAX_JOBS), default=1, metavar="J",
                          help=f"worker processes (1..{MAX_JOBS})")
    simulate.add_argument("--movetime", type=_movetime, default=None, metavar="SEC",
                          help=f"per-move time budget for every AI seat (more than 0, at most {MAX_MOVETIME:g})")
    simulate.add_argument("--variant", nargs="+", action="extend", default=None, metavar="JSON|KEY=VALUE",
                          help="variant options as a JSON object, e.g. '{\"mines\": 8}', or as KEY=VALUE pairs "
                          "(default: the standard variant); the summary then names the full variant under "
                          "\"variant\"")
    simulate.add_argument("--per-game", type=Path, default=None, metavar="FILE",
                          help="also write one JSON line per game to FILE: seed, winner, plies (and rounds, "
                          "termination when the game has them)")

    render = sub.add_parser("render", help="draw a position to a PNG file, headless")
    render.add_argument("game")
    render.add_argument("position", type=Path, nargs="?", help="position document (default: the start)")
    render.add_argument("--out", type=Path, required=True, metavar="FILE.png")
    render.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH")
    render.add_argument("--lang", dest="render_lang", choices=["ru", "en"], default="ru")
    render.add_argument("--lesson", metavar="ID", help="draw the first step of a lesson (not with POSITION)")

    learn = sub.add_parser("learn", help="lessons: list them, check one headless, or open the window at one")
    learn.add_argument("game")
    learn.add_argument("lesson", nargs="?", metavar="ID", help="a lesson id (see --list)")
    learn.add_argument("--list", action="store_true", help="print one JSON line per lesson: id, title, sections")
    learn.add_argument("--check", action="store_true",
                       help="play the lesson headless with its own moves and every wrong move it lists")

    bench = sub.add_parser("bench", help="print performance figures as JSON lines")
    bench.add_argument("--quick", action="store_true", help="short runs (about a second each)")
    return parser


def _bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from low to high."""

    def parse(text: str) -> int:
        try:
            value = int(text) if len(text) <= 40 else None
        except ValueError:
            value = None
        if value is None:
            raise argparse.ArgumentTypeError(f"'{excerpt(text, 24)}' is not a whole number")
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is out of range: must be {low}..{high}")
        return value

    return parse


def _movetime(text: str) -> float:
    try:
        value = float(text) if len(text) <= 40 else math.nan
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or not 0 < value <= MAX_MOVETIME:
        raise argparse.ArgumentTypeError(
            f"'{excerpt(text, 24)}' is not a time in seconds: more than 0, at most {MAX_MOVETIME:g}")
    return value


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not WIDTHxHEIGHT, e.g. 1280x800") from None
    if not sep or not (200 <= size[0] <= 8000 and 200 <= size[1] <= 8000):
        raise argparse.ArgumentTypeError(f"'{text}': width and height must be 200..8000")
    return size


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `tabletop` console script."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = COMMANDS[args.command or "window"]
    try:
        return handler(args)
    except (CommandError, DocumentError, UnknownGame, SeatError, RenderError) as error:
        print(f"tabletop: {excerpt(_message(error), MAX_MESSAGE)}", file=sys.stderr)
        return EXIT_USAGE
    except IllegalMove as error:
        line = f"illegal move: {error.reason_en} (rule {error.rule}); {error.reason}"
        print(f"tabletop: {excerpt(line, MAX_MESSAGE)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return _broken_pipe()


def _broken_pipe() -> int:
    """The reader of our output went away (`tabletop moves ... | head`): one line, exit 2."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # no second error when Python flushes stdout at exit
    except (OSError, ValueError):
        pass
    try:
        print("tabletop: the output was closed before everything was written (broken pipe)", file=sys.stderr)
    except OSError:
        pass
    return EXIT_USAGE


def _message(error: Exception) -> str:
    return str(error.args[0]) if isinstance(error, KeyError) and error.args else str(error)


def load_entry(name: str) -> GameEntry:
    """The game's registry entry, or a CommandError naming the known games."""
    try:
        return get_entry(name)
    except ImportError as error:
        raise CommandError(f"game '{name}' is not available: {error}") from None


def make_game(entry: GameEntry, variant: Any) -> Game[Any, Any]:
    """Build the game for a variant; a bad variant is a DocumentError naming the field."""
    if variant is not None and not isinstance(variant, dict):
        raise DocumentError("position: field 'variant' must be an object")
    try:
        return entry.make_game(variant)
    except ValidationError as error:
        raise DocumentError(f"position: variant: {describe_validation_error(error, variant)}") from None


def load_position(entry: GameEntry, path: Path) -> tuple[Game[Any, Any], Any]:
    """Read a position document for a game: the game built for its variant, and the state."""
    document = read_json_file(path, "position")
    if not isinstance(document, dict):
        raise DocumentError(f"position {path}: expected a JSON object")
    if document.get("game", entry.name) != entry.name:
        raise DocumentError(f"position {path}: field 'game' is {document.get('game')!r}, expected '{entry.name}'")
    game = make_game(entry, document.get("variant"))
    try:
        return game, game.from_document(document)
    except DocumentError as error:
        raise DocumentError(f"position {path}: {error}") from None
    except ValidationError as error:
        raise DocumentError(f"position {path}: {describe_validation_error(error, document)}") from None


def cmd_moves(args: argparse.Namespace) -> int:
    """Print every legal move or complete turn, one per line."""
    game, state = load_position(load_entry(args.game), args.position)
    if game.is_terminal(state):
        print("tabletop: the game in this position is over", file=sys.stderr)
        return 0
    if game.chance_outcomes(state):
        print("tabletop: a roll is due in this position; apply 'roll N' first", file=sys.stderr)
        return 0
    for turn in game.legal_turns(state):
        print(turn)
    return 0


def cmd_apply(args: argparse.Namespace) -> int:
    """Apply one move (or 'roll N') and print the new position document."""
    game, state = load_position(load_entry(args.game), args.position)
    if game.is_terminal(state):
        raise CommandError("the game in this position is over; no move can be applied")
    text = args.move.strip()
    if text.startswith("roll "):
        transition = game.apply(state, _parse_roll(game, state, text))
    else:
        transition = game.apply_turn(state, text)
    sys.stdout.write(dump_json(game.to_document(transition.state)))
    return 0


def _parse_roll(game: Game[Any, Any], state: Any, text: str) -> Roll:
    try:
        value = int(text[5:])
    except ValueError:
        raise CommandError(f"cannot read the roll '{text}' (expected 'roll N')") from None
    outcomes = game.chance_outcomes(state)
    if value not in outcomes:
        allowed = ", ".join(map(str, outcomes)) or "none: no roll is due"
        raise CommandError(f"a roll of {value} is not possible here (possible: {allowed})")
    return Roll(value)


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play AI-only games and print the summary as one JSON object."""
    from tabletop.simulate import SimulationError, SimulationRequest, run_simulation

    entry = load_entry(args.game)
    variant = _simulate_variant(entry, args.variant)
    game = make_game(entry, variant)
    seats = parse_seat_args(args.seat, game.seats, game.seat_groups)
    if not args.seat:
        seats = parse_seat_args([f"{seat}=ai:random" for seat in game.seats], game.seats, game.seat_groups)
    humans = [seat for seat, player in seats.items() if player.kind != "ai"]
    if humans:
        raise CommandError(f"simulate needs an AI on every seat; give --seat for: {', '.join(humans)}")
    request = SimulationRequest(args.game, args.games, seats, args.seed, args.jobs, args.movetime, variant,
                                args.per_game)
    try:
        summary = run_simulation(request)
    except SimulationError as error:
        raise CommandError(str(error)) from None
    print(json.dumps(summary, ensure_ascii=False))
    return 0


def variant_options(texts: Sequence[str]) -> dict[str, Any]:
    """The --variant words as options: one JSON object, or KEY=VALUE pairs (a VALUE that reads as
    JSON — a number, true/false — is taken as such, any other as text)."""
    length = sum(len(text) for text in texts)
    if length > MAX_VARIANT_CHARS:
        raise CommandError(f"--variant is too long ({length} characters, at most {MAX_VARIANT_CHARS})")
    if len(texts) == 1 and texts[0].lstrip().startswith("{"):
        try:
            options = parse_json_text(texts[0], "--variant")
        except DocumentError as error:
            raise CommandError(str(error)) from None
        if not isinstance(options, dict):
            raise CommandError("--variant must be a JSON object of variant options, e.g. '{\"mines\": 8}'")
        return options
    options = {}
    for text in texts:
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise CommandError(f"--variant: '{text[:40]}' is not KEY=VALUE (e.g. mines=8) nor a JSON object")
        options[key.strip()] = _option_value(value.strip())
    return options


def _option_value(text: str) -> Any:
    """A KEY=VALUE option's value: a JSON number or true/false/null, else the text itself."""
    try:
        value = parse_json_text(text, "--variant")
    except DocumentError:
        return text
    return value if isinstance(value, int | float | bool) or value is None else text


def _simulate_variant(entry: GameEntry, texts: Sequence[str] | None) -> dict[str, Any] | None:
    """The --variant options checked by the game's variant model, as the full JSON-ready variant."""
    if texts is None:
        return None
    options = variant_options(texts)
    if entry.variant_model is None:
        raise CommandError(f"game '{entry.name}' has no variant options")
    try:
        model = entry.variant_model.model_validate(options)
        entry.make_game(options)
    except ValidationError as error:
        raise CommandError(f"--variant: {describe_validation_error(error, options)}") from None
    dumped: dict[str, Any] = model.model_dump(mode="json")
    return dumped


def cmd_render(args: argparse.Namespace) -> int:
    """Draw a position (or a lesson's first step) to a PNG file with the game's renderer, headless."""
    entry = load_entry(args.game)
    if args.lesson is not None:
        if args.position is not None:
            raise CommandError("give either a position document or --lesson, not both")
        from tabletop.lessons.render import render_lesson_to_file

        render_lesson_to_file(entry, args.lesson, args.out, args.size, args.render_lang)
        return 0
    if args.position is not None:
        game, state = load_position(entry, args.position)
    else:
        game = make_game(entry, None)
        state = game.initial_state()
    render_to_file(entry, game, state, args.out, args.size, args.render_lang)
    return 0


def cmd_learn(args: argparse.Namespace) -> int:
    """List a game's lessons, check one headless, or open the window at one (or at the list)."""
    from tabletop.lessons.check import check_lesson_play
    from tabletop.lessons.loader import find_lesson, load_lessons

    entry = load_entry(args.game)
    if args.list and (args.check or args.lesson):
        raise CommandError("--list takes no lesson id and no --check")
    if args.list:
        for lesson in load_lessons(entry):
            line = {"id": lesson.id, "title": lesson.title.model_dump(), "sections": list(lesson.sections)}
            print(json.dumps(line, ensure_ascii=False))
        return 0
    if args.lesson is None:
        if args.check:
            raise CommandError("--check needs a lesson id (see tabletop learn GAME --list)")
        return _open_lessons(args, None)
    lesson = find_lesson(entry, args.lesson)
    if not args.check:
        return _open_lessons(args, lesson.id)
    report = check_lesson_play(entry, lesson)
    for problem in report.problems:
        print(f"tabletop: lesson {lesson.id}: {excerpt(problem, MAX_MESSAGE)}", file=sys.stderr)
    summary = {"id": lesson.id, "ok": report.ok, "steps": report.steps, "moves": report.moves,
               "wrong_moves": report.wrong_moves}
    print(json.dumps(summary))
    return 0 if report.ok else 1


def _open_lessons(args: argparse.Namespace, lesson: str | None) -> int:
    from tabletop.ui.app import run

    return run(language=args.lang, lessons=(args.game, lesson))


def cmd_bench(args: argparse.Namespace) -> int:
    """Print the performance figures as JSON lines."""
    from tabletop.bench import run_benchmarks

    for line in run_benchmarks(quick=args.quick):
        print(json.dumps(line), flush=True)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """Open the window at a game's table."""
    entry = load_entry(args.game)
    if args.load is not None and args.variant is not None:
        raise CommandError("--variant cannot be given with --load: a saved game keeps its own variant")
    variant = _simulate_variant(entry, args.variant)
    game = make_game(entry, variant)
    seats = parse_seat_args(args.seat, game.seats, game.seat_groups)
    if args.load is not None and not args.load.is_file():
        raise CommandError(f"save file {args.load} does not exist")
    from tabletop.ui.app import run

    return run(game=args.game, seats=seats, load=args.load, language=args.lang, variant=variant)


def cmd_window(args: argparse.Namespace) -> int:
    """Open the window at the menu."""
    from tabletop.ui.app import run

    return run(language=args.lang)


COMMANDS = {
    "window": cmd_window,
    "play": cmd_play,
    "moves": cmd_moves,
    "apply": cmd_apply,
    "simulate": cmd_simulate,
    "render": cmd_render,
    "learn": cmd_learn,
    "bench": cmd_bench,
}


if __name__ == "__main__":
    sys.exit(main())
