"""What a person, a frontend or a bot sees of a game: observations, the JSON view, text."""
