"""Playing many games: whole-game runners, simulation, statistics."""
