"""Full-text search over the rules: Korean-aware analysis, a bilingual glossary, a Whoosh index."""
