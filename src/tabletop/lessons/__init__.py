"""Lessons: data files in assets/lessons/<game>/ (model), their loader, the runner that checks
a learner's moves (one implementation for the window and `tabletop learn --check`) and progress.

No pygame here: drawing a lesson is the game's renderer's job.
"""
