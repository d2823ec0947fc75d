"""Armageddon: rules engine, board loader, position documents and notation (no pygame here)."""
