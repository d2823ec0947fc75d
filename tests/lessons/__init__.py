"""Tests of the lessons (a package: its helpers import as `tests.lessons.<module>`)."""
