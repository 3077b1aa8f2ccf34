"""The game's state as plain data: the configuration, the state tree, moves, events, and the
frames' base classes. The bottom layer: it imports nothing else of the package."""
