"""Models of the rules reference: the imported rules text and the references between rules."""
from .rules import Rule, RuleQuerySet, RuleReference, SourceFile

__all__ = ["Rule", "RuleQuerySet", "RuleReference", "SourceFile"]
