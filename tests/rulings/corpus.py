"""The official English rules files of ../shared/corpus/, read where they are (never copied
into the project): MagicCompRules_20211115.txt and MagicCompRules_20220429.txt."""
from __future__ import annotations

from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"
OLDER = "MagicCompRules_20211115.txt"
NEWER = "MagicCompRules_20220429.txt"


def corpus_file(name: str) -> Path:
    """The path of one corpus file; the test is skipped where the corpus is not beside the
    project."""
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"{path} is not there (the real rules files live in ../shared/corpus/)")
    return path
