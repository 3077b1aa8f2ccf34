"""The Wingspan card language: card files (``*.wsp``) → compiled ``CardSet``.

Three layers in one direction: ``parser`` (Lark grammar → typed syntax tree, the only module
that imports Lark), ``compiler`` (syntax tree → ``wingspan_rules.effects`` objects, with every
check of meaning), and the helpers built on them: ``describe`` (plain English from compiled
cards), ``formatter`` (canonical text) and ``commands`` (``wingspan check/fmt/explain/cards``).
The language reference is ``docs/language.md``.
"""

from ._paths import bundled_cards_dir, grammar_path
from .compiler import compile_file
from .describe import describe_bonus, describe_effect, describe_goal, describe_power
from .errors import CardError, CardErrors
from .formatter import format_file, format_text
from .loader import bundled_sets, card_files, compile_files, load_cards
from .parser import ParsedFile, parse_recovering, parse_text
from .to_json import card_set_to_json, card_to_json

__all__ = [
    "CardError",
    "CardErrors",
    "ParsedFile",
    "bundled_cards_dir",
    "bundled_sets",
    "card_files",
    "card_set_to_json",
    "card_to_json",
    "compile_file",
    "compile_files",
    "describe_bonus",
    "describe_effect",
    "describe_goal",
    "describe_power",
    "format_file",
    "format_text",
    "grammar_path",
    "load_cards",
    "parse_recovering",
    "parse_text",
]
