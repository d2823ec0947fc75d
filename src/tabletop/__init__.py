"""tabletop: two old Russian paper board games for 2-4 players at one computer."""

__version__ = "0.1.0"
