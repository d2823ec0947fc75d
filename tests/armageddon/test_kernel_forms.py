"""The turn search's two forms: compiled by numba, and the same source as plain Python, which
serves the window until the compiled form is ready (nobody waits for numba's compilation)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from armageddon import kernels, played, turntable, warm
from armageddon.game import make_game
from tabletop import compiled_cache
from tabletop.engine import Roll
from tests.armageddon.positions import sample_positions


def table_facts(tables, rules, state) -> tuple:
    """Everything a turn table says of a position: each turn's sub-moves, reason and state after it."""
    table = tables.table(state, rules.own_tokens(state))
    turns = tuple((tuple(map(tuple, table.moves(i))), table.reason(i)) for i in range(table.count))
    ends = tuple(sorted(end.cells for end, _ in table.ends())) if table.count else ()
    return turns, tuple(table.afters()), ends


@pytest.mark.parametrize("variant", [None, {"gk_capture": "literal", "storm_tokens_per_colour": 3},
                                     {"displaced_home": "last", "colour_short_loses": "always"}])
def test_plain_and_compiled_forms_give_the_same_turns(variant):
    game = make_game(variant)
    compiled = turntable.TurnTables(game.rules.context, kernels.compiled())
    plain = turntable.TurnTables(game.rules.context, kernels.plain())
    for state in sample_positions(120, seed=5, variant=variant):
        assert table_facts(plain, game.rules, state) == table_facts(compiled, game.rules, state)


def test_random_turns_agree_in_both_forms():
    game = make_game()
    forms = [turntable.TurnTables(game.rules.context, kernels.compiled()),
             turntable.TurnTables(game.rules.context, kernels.plain())]
    for state in sample_positions(60, seed=8):
        if not state.moved:
            drawn = [form.random_turn(state, random.Random(3)) for form in forms]
            assert drawn[0] == drawn[1]


@pytest.mark.parametrize("variant", [None, {"rules": "printed"}])
def test_both_forms_of_the_search_play_alike(variant):
    """The plain form (serving until the compiled one is ready) plays every sub-move as the compiled form."""
    game = make_game(variant)
    rules = game.rules
    forms = [turntable.TurnTables(rules.context, form) for form in (kernels.compiled(), kernels.plain())]
    rng = random.Random(4)
    checked = 0
    state = game.initial_state()
    while checked < 300:
        if state.winner is not None:
            state = game.initial_state()
        if game.chance_outcomes(state):
            state = game.apply(state, Roll(rng.randint(1, 6))).state
            continue
        for step in rules.maximal(state):
            plays = [played.play(form, state, step.frm, step.to, step.k, step.spared) for form in forms]
            assert plays[0] == plays[1] and plays[0] is not None
            checked += 1
        state = game.apply(state, rng.choice(game.legal_moves(state))).state


def test_the_plain_form_is_not_compiled():
    assert not hasattr(kernels.plain()._turns, "py_func")
    assert hasattr(kernels.compiled()._turns, "py_func")


@pytest.fixture
def deferred(monkeypatch):
    """Compilation deferred and not yet done (restored after the test)."""
    monkeypatch.setitem(kernels._state, "deferred", True)
    monkeypatch.setitem(kernels._state, "ready", False)


def test_while_deferred_the_rules_never_touch_the_compiled_form(deferred, monkeypatch):
    def refuse():
        raise AssertionError("the compiled form was used before it was ready")

    monkeypatch.setattr(kernels, "compiled", refuse)
    game = make_game()
    state = game.apply(game.initial_state(), Roll(6)).state
    assert not kernels.is_ready() and kernels.current() is kernels.plain()
    assert game.rules.turn_ends(state) and game.legal_turns(state)
    assert game.apply(state, game.legal_moves(state)[0]).events  # a sub-move played, by the plain form


def test_the_warm_up_switches_to_the_compiled_form(deferred):
    assert kernels.current() is kernels.plain()
    warm.warm_up()
    assert kernels.is_ready() and kernels.current() is kernels.compiled()


def test_the_window_defers_then_loads_on_a_background_thread(deferred, monkeypatch):
    from tabletop import warmup

    monkeypatch.setitem(kernels._state, "deferred", False)
    monkeypatch.setattr(warmup, "start_in_background", lambda: None)  # the cache is warm in the test session
    started = warmup.start_for_window()
    assert kernels._state["deferred"] and started.process is None
    started.thread.join(timeout=120)
    assert not started.thread.is_alive() and kernels.is_ready() and kernels.current() is kernels.compiled()


def test_a_cold_process_moves_at_once_without_compiling(tmp_path):
    """With an empty numba cache and compilation deferred, the hard computer's first move imports no numba."""
    script = (
        "import sys, time\n"
        "from armageddon import kernels\n"
        "kernels.defer()\n"
        "from armageddon.game import make_game\n"
        "from tabletop.ai.agents import make_agent\n"
        "from tabletop.engine import Roll\n"
        "game = make_game()\n"
        "state = game.apply(game.initial_state(), Roll(5)).state\n"
        "move = make_agent('hard', 1).choose(game, state)\n"
        "assert move in game.legal_moves(state), move\n"
        "print('numba' in sys.modules)\n"
    )
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False"]
    assert not (tmp_path / "cache").exists() or not any((tmp_path / "cache").rglob("*.nbi"))


def test_the_cache_goes_to_the_user_folder_when_the_package_is_read_only(monkeypatch, tmp_path):
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    source = Path(kernels.compiled().__file__)
    monkeypatch.setattr(compiled_cache.os, "access", lambda path, mode: False)
    folder = compiled_cache.cache_folder_for(source)
    assert folder == tmp_path / "user-cache" / "tabletop" / "numba"


def test_a_writable_package_keeps_numbas_own_cache(monkeypatch, tmp_path):
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    assert compiled_cache.cache_folder_for(tmp_path / "kernel.py") is None
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(compiled_cache.os, "access", lambda path, mode: False)
    assert compiled_cache.cache_folder_for(tmp_path / "kernel.py") is None


def test_a_read_only_install_compiles_into_the_user_folder(tmp_path):
    """A copy of the kernel whose folder the process may not write: its compiled code lands in the user folder."""
    script = (
        "import os\n"
        "from tabletop import compiled_cache\n"
        "compiled_cache.os.access = lambda path, mode: False\n"
        "from armageddon import kernels, warm\n"
        "warm.exercise(kernels.compiled())\n"
        "print(os.environ['NUMBA_CACHE_DIR'])\n"
    )
    env = {key: value for key, value in os.environ.items() if key != "NUMBA_CACHE_DIR"}
    env["XDG_CACHE_HOME"] = str(tmp_path)
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    folder = Path(result.stdout.strip())
    assert folder == tmp_path / "tabletop" / "numba"
    assert any(folder.rglob("*.nbi")), "nothing was cached in the user folder"


def test_hard_plays_fewer_rounds_until_the_compiled_search_is_ready(deferred):
    from armageddon.ai_eval import ARMAGEDDON_LEVELS, UNCOMPILED_LEVELS, make_hooks

    hooks = make_hooks(make_game())
    assert hooks.levels()["hard"] == UNCOMPILED_LEVELS["hard"]
    assert UNCOMPILED_LEVELS["hard"].work < ARMAGEDDON_LEVELS["hard"].work
    assert hooks.levels()["normal"] == ARMAGEDDON_LEVELS["normal"]
    kernels._state["ready"] = True
    assert hooks.levels()["hard"] == ARMAGEDDON_LEVELS["hard"]
