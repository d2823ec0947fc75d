"""The lessons in the window (pygame): the list of lessons with stars, and the lesson scene on a game's table."""
