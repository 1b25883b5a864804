"""Models of the rules reference: the imported rules text, the references between rules, the
bilingual glossary and the project's summaries of rules this edition lacks."""
from .editions import Edition, EditionGlossaryTerm, EditionRule, EditionRuleQuerySet
from .glossary import GlossaryTerm, GlossaryTermQuerySet
from .rules import ImportStamp, Rule, RuleQuerySet, RuleReference, SourceFile
from .summaries import RuleSummary, RuleSummaryQuerySet

__all__ = ["Edition", "EditionGlossaryTerm", "EditionRule", "EditionRuleQuerySet",
           "GlossaryTerm", "GlossaryTermQuerySet", "ImportStamp", "Rule", "RuleQuerySet",
           "RuleReference", "RuleSummary", "RuleSummaryQuerySet", "SourceFile"]
