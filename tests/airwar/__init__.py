"""Tests of Air War (a package: its helpers import as `tests.airwar.<module>`)."""
