"""characteristics."""
