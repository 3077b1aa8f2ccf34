"""Saved games: any state to JSON and back."""
