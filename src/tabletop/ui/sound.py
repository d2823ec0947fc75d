"""Short sound effects synthesised at start-up (no files), silent when there is no audio."""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable
from typing import Any

import pygame

Wave = Callable[[float, float], float]  # (time s, progress 0..1) -> sample -1..1


def _tone(freq: float, freq_end: float | None = None) -> Wave:
    end = freq if freq_end is None else freq_end

    def wave(t: float, p: float) -> float:
        f = freq + (end - freq) * p
        return math.sin(2 * math.pi * f * t) * (1 - p) ** 1.5

    return wave


def _noise(seed: int, decay: float = 2.0) -> Wave:
    rng = random.Random(seed)
    return lambda t, p: (rng.random() * 2 - 1) * (1 - p) ** decay


def _clicks(count: int, seed: int) -> Wave:
    rng = random.Random(seed)
    return lambda t, p: (rng.random() * 2 - 1) * max(0.0, 1 - ((p * count) % 1) * 6)


def _chord(*freqs: float) -> Wave:
    return lambda t, p: sum(math.sin(2 * math.pi * f * t * (1 + 0.5 * (p > i / len(freqs))))
                            for i, f in enumerate(freqs)) / len(freqs) * (1 - p)


# name -> (duration in seconds, volume 0..1, waveform)
SOUND_TABLE: dict[str, tuple[float, float, Wave]] = {
    "roll": (0.35, 0.5, _clicks(7, 1)),
    "step": (0.07, 0.4, _tone(660, 440)),
    "laser": (0.45, 0.35, _tone(1800, 300)),
    "explosion": (0.8, 0.7, _noise(2, 1.5)),
    "displace": (0.18, 0.5, _tone(220, 110)),
    "click": (0.04, 0.3, _tone(1000, 800)),
    "victory": (0.9, 0.4, _chord(523.25, 659.25, 783.99)),
}


def synthesise(duration: float, volume: float, wave: Wave, rate: int, channels: int) -> array:
    """Signed 16-bit samples of a waveform, interleaved for the mixer's channels."""
    count = max(1, int(duration * rate))
    samples = array("h")
    for index in range(count):
        value = int(max(-1.0, min(1.0, wave(index / rate, index / count))) * volume * 32000)
        samples.extend([value] * channels)
    return samples


class Sounds:
    """The game's sound effects; `play(name)` does nothing when muted or without audio."""

    def __init__(self, muted: bool = False, enabled: bool = True) -> None:
        self.muted = muted
        self._sounds: dict[str, Any] = {}
        if enabled:
            self._load()

    def _load(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(22050, -16, 1, 512)
            mixer = pygame.mixer.get_init()
            if mixer is None:
                return
            rate, size, channels = mixer
            if abs(size) != 16:
                return
            for name, (duration, volume, wave) in SOUND_TABLE.items():
                buffer = synthesise(duration, volume, wave, rate, channels)
                self._sounds[name] = pygame.mixer.Sound(buffer=buffer.tobytes())
        except (pygame.error, TypeError, ValueError):
            self._sounds = {}

    @property
    def available(self) -> bool:
        """True when sounds could be made."""
        return bool(self._sounds)

    def toggle_mute(self) -> bool:
        """Mute or unmute; returns the new state."""
        self.muted = not self.muted
        return self.muted

    def play(self, name: str) -> None:
        """Play a named effect (unknown names and missing audio are ignored)."""
        sound = self._sounds.get(name)
        if sound is None or self.muted:
            return
        try:
            sound.play()
        except pygame.error:
            pass
