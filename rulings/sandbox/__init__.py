"""The scenario sandbox: build a board, run the engine, answer choices, share permalinks."""
