"""The shared game table: what every game's table scene has in common (pygame).

- `scene.TableScene`: the base scene — the phase enum and one update state machine, input
  routing, animation playback with sound cues, computer and hint workers, the move log, undo,
  refusals, announcements and the hand-off to results. A game's table subclasses it and only
  hit-tests its board, turns a click into a command, builds its timeline and draws board and panel.
- `commands`: command objects, with key and button bindings as tables.
- `timeline`: generic animation primitives (overlays, sound cues, interpolation).
- `panel`: the side panel's chrome (paper, title, the hint slip) and the buttons.
- `render`: headless rendering of a position (for `tabletop render` and previews).
- `guide`: the lesson hook — a `Guide` object (or a subclass overriding the same methods) that
  marks circles, squares and arrows over the board, reviews each human move before it is
  applied, fixes die rolls and hears when animations finish. See `guide.Guide`.
"""
