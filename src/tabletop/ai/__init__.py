"""Game-independent computer players. No pygame."""
