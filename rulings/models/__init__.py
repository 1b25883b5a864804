"""Models of the rules reference: the imported rules text, the references between rules and
the bilingual glossary."""
from .glossary import GlossaryTerm, GlossaryTermQuerySet
from .rules import ImportStamp, Rule, RuleQuerySet, RuleReference, SourceFile

__all__ = ["GlossaryTerm", "GlossaryTermQuerySet", "ImportStamp", "Rule", "RuleQuerySet",
           "RuleReference", "SourceFile"]
