"""wingspan-rules: a complete, exact and fast rules engine for the board game Wingspan."""
