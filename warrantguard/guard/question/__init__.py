"""question."""
