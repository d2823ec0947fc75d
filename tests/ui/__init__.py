"""Tests of the window (a package: its helpers import as `tests.ui.<module>`)."""
