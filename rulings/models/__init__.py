"""Models of the rules reference: the imported rules text, the references between rules, the
bilingual glossary, the project's summaries of rules this edition lacks, the official editions
imported beside it, and what search learns from use (the log of searches that missed, the
curated mappings)."""
from .editions import Edition, EditionGlossaryTerm, EditionRule, EditionRuleQuerySet
from .glossary import GlossaryTerm, GlossaryTermQuerySet
from .rules import ImportStamp, Rule, RuleQuerySet, RuleReference, SourceFile
from .searchlog import CuratedMapping, SearchLogEntry, unknown_rules
from .summaries import RuleSummary, RuleSummaryQuerySet

__all__ = ["CuratedMapping", "Edition", "EditionGlossaryTerm", "EditionRule",
           "EditionRuleQuerySet", "GlossaryTerm", "GlossaryTermQuerySet", "ImportStamp", "Rule",
           "RuleQuerySet", "RuleReference", "RuleSummary", "RuleSummaryQuerySet",
           "SearchLogEntry", "SourceFile", "unknown_rules"]
