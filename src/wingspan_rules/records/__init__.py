"""Moves as text and whole games as records that replay exactly."""
