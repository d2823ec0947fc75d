"""Tests of Armageddon (a package: its helpers import as `tests.armageddon.<module>`)."""
