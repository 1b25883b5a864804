"""abilities."""
