"""Reliability tests (a package: its helpers import as `tests.reliability.<module>`)."""
