"""Tests of the AI players (a package: its helpers import as `tests.ai.<module>`)."""
