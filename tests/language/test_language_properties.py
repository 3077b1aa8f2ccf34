"""Property tests: formatting round-trips syntax trees, and no input escapes ``CardErrors``."""

from __future__ import annotations

import contextlib
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wingspan_rules.language import CardErrors, ast, compile_file, format_file, parse_text
from wingspan_rules.language._paths import bundled_cards_dir
from wingspan_rules.language.phrases import phrase_node
from wingspan_rules.state.enums import Food, Habitat, Nest

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# ------------------------------------------------------------------------------ syntax trees

VOCABULARY = [f.label for f in Food] + [h.label for h in Habitat] + [n.label for n in Nest]
VOCABULARY += ["wild", "die", "supply", "birdfeeder", "hand", "deck", "tray", "yes", "no"]
words = st.builds(
    ast.Word,
    st.one_of(st.sampled_from(VOCABULARY), st.from_regex(r"x[a-z0-9'-]{0,6}", fullmatch=True)),
)
word_lists = st.lists(words, min_size=1, max_size=3).map(tuple)
nums = st.builds(ast.Num, st.integers(-3, 400))
quoted = st.text(alphabet=string.ascii_letters + " '-.#", max_size=20)

THIS = ast.Target("this")
# A selector's conditions: bird conditions (``filters``, below) and places, in any order.
places = st.builds(
    ast.PlaceFilter,
    st.sampled_from(["this column", "this habitat", "another habitat", "next to this bird"]),
)
target_filters = st.deferred(lambda: st.lists(filters | places, max_size=3).map(tuple))
targets = st.builds(ast.Target, st.sampled_from(["any", "another", "different"]), target_filters)
any_target = st.just(THIS) | targets
each_target = st.builds(ast.Target, st.sampled_from(["each", "each-other"]), target_filters)


def phrase(kind, rule, *parts):
    """A phrase node from its parts: a string is a keyword, anything else an argument (its
    canonical text is the declared one, else the parts joined by spaces)."""
    args = tuple(p for p in parts if not isinstance(p, str))
    return phrase_node(kind, rule, args, " ".join(_text(p) for p in parts))


def _text(part):
    if isinstance(part, str):
        return part
    if isinstance(part, tuple):
        return " or ".join(w.text for w in part)
    if isinstance(part, ast.Target | ast.Phrase):
        return part.text()
    if part is True:
        return "at end of turn"
    return str(part)


def _counted(num, singular):
    return singular if num.value == 1 else singular + "s"


def act(rule, *parts):
    return phrase("action", rule, *parts)


actions = st.one_of(
    st.builds(lambda n, f, w: act("gain", "gain", n, f, "from", w), nums, word_lists, words),
    st.builds(lambda f, w: act("gain_all", "gain all", f, "from", w), words, words),
    # "cache 1 rodent from birdfeeder on this bird" is the feeder's own phrase
    # (``cache_from_feeder``: the die's food straight onto the bird), not a plain cache
    st.builds(
        lambda n, f, w: act("cache", "cache", n, f, "from", w, "on", THIS),
        nums,
        words,
        words.filter(lambda w: w.text != "birdfeeder"),
    ),
    st.just(act("cache_it", "cache it on", THIS)),
    # "tuck 1 card from tray behind this bird" is the tray's own phrase (``tuck_from_tray``)
    st.builds(
        lambda n, w: act("tuck", "tuck", n, _counted(n, "card"), "from", w, "behind", THIS),
        nums,
        words.filter(lambda w: w.text != "tray"),
    ),
    st.just(act("tuck_it", "tuck it behind", THIS)),
    st.builds(lambda n: act("draw", "draw", n, _counted(n, "card")), nums),
    st.builds(lambda n, w: act("draw", "draw", n, _counted(n, "card"), "from", w), nums, words),
    st.builds(lambda w: act("draw_all", "draw all cards from", w), words),
    st.builds(
        lambda n, k: act("draw_bonus", "draw", n, "bonus", _counted(n, "card"), "keep", k),
        nums,
        nums,
    ),
    st.builds(lambda n, t: act("lay", "lay", n, _counted(n, "egg"), "on", t), nums, any_target),
    st.builds(
        lambda n, t: act("lay_each", "lay", n, _counted(n, "egg"), "on", t), nums, each_target
    ),
    st.builds(lambda n, f: act("discard_food", "discard", n, f), nums, word_lists),
    st.builds(lambda n: act("discard_eggs", "discard", n, _counted(n, "egg")), nums),
    st.builds(
        lambda n, t: act("discard_eggs", "discard", n, _counted(n, "egg"), "from", t),
        nums,
        any_target,
    ),
    st.builds(lambda n: act("discard_cards", "discard", n, _counted(n, "card"), "from hand"), nums),
    st.builds(
        lambda n: act("discard_cards", "discard", n, _counted(n, "card"), "from hand", True), nums
    ),
    st.just(act("discard_it", "discard it")),
    st.just(act("roll", "roll dice outside birdfeeder")),
    st.builds(lambda n: act("reveal", "reveal", n, _counted(n, "card"), "from deck"), nums),
    st.just(act("move", "move", THIS, "to another habitat")),
    st.builds(
        lambda w: act("repeat", "repeat a", w, "power of another bird in this habitat"), words
    ),
    st.builds(
        lambda n, f, m: act("trade", "trade", n, f, "for", m, "other food from supply"),
        nums,
        words,
        nums,
    ),
    st.builds(lambda w: act("play_in", "play a bird in", w), words),
    st.just(act("play_here", "play a bird in this habitat")),
    st.builds(lambda n: act("draft", "draft players +", n, "cards"), nums),
)
clauses = st.builds(ast.Clause, actions, st.none() | actions, st.booleans())
conditions = st.one_of(
    st.builds(
        lambda f: ast.Phrase("condition", "rolled", f, "rolled " + " or ".join(w.text for w in f)),
        word_lists,
    ),
    st.builds(lambda n: phrase("condition", "revealed_below", "revealed wingspan <", n), nums),
    st.just(phrase("condition", "rightmost", THIS, "is rightmost in its habitat")),
)
scopes = st.one_of(
    st.just(phrase("scope", "all_players", "all players")),
    st.just(phrase("scope", "each_from_chosen", "each player starting with player of your choice")),
    st.builds(
        lambda w: phrase(
            "scope",
            "fewest",
            "players with fewest",
            phrase("measure", "count_birds", phrase("bird_filter", "in_habitat", "in", w)),
        ),
        words,
    ),
    st.builds(
        lambda m: phrase("scope", "most", "players with most", m),
        st.just(phrase("measure", "count_hand", "cards in hand")),
    ),
)
plain_statements = st.builds(ast.Plain, clauses)
counted = st.one_of(
    st.just(phrase("measure", "count_hand", "cards in hand")),
    st.just(phrase("measure", "count_eggs", "eggs")),
    st.builds(
        lambda f: phrase("measure", "count_eggs", "eggs", f), st.builds(ast.EggsInHabitat, words)
    ),
    each_target,
)


def _ends_open(body) -> bool:
    """Whether ``body`` ends with a one-line ``if`` with no ``otherwise``: an ``otherwise``
    after it belongs to that ``if`` (as a card author reads it), so a tree giving it to an
    outer one has no text of its own."""
    last = body[-1]
    if getattr(last, "block", True):
        return False  # a block's indentation closes it
    if isinstance(last, ast.IfThen):
        return last.otherwise is None or _ends_open(last.otherwise.body)
    return isinstance(last, ast.IfYouDo | ast.ForPlayers | ast.ForEach) and _ends_open(last.body)


def _if_then(condition, body, otherwise, hunt, block):
    if otherwise is not None and not block and _ends_open(body):
        otherwise = None
    return ast.IfThen(condition, body, otherwise, hunt, block)


def _compound(inner):
    bodies = st.lists(inner, min_size=1, max_size=3).map(tuple)
    otherwise = st.none() | st.builds(ast.Otherwise, bodies, st.booleans())
    return st.one_of(
        st.builds(ast.IfYouDo, bodies, st.booleans()),
        st.builds(_if_then, conditions, bodies, otherwise, st.booleans(), st.booleans()),
        st.builds(ast.ForPlayers, scopes, bodies, st.booleans()),
        st.builds(ast.ForEach, counted, bodies, st.booleans()),
    )


statements = st.recursive(plain_statements, _compound, max_leaves=6)
triggers = st.one_of(
    st.just(phrase("trigger", "bird_played", "when another player plays a bird")),
    st.builds(  # the habitat is a bird condition of the played bird ("in forest")
        lambda w: phrase(
            "trigger",
            "bird_played",
            "when another player plays a bird",
            phrase("bird_filter", "in_habitat", "in", w),
        ),
        words,
    ),
    st.builds(
        lambda w: phrase("trigger", "action", "when another player takes the", w, "action"), words
    ),
    st.builds(
        lambda w, g: phrase(
            "trigger", "action", "when another player takes the", w, "action and gains", g
        ),
        words,
        words,
    ),
    st.just(phrase("trigger", "predator", "when another player's predator succeeds")),
)
timings = st.builds(
    ast.TimingWords,
    st.sampled_from(
        ["when_played", "when_activated", "once_between_turns", "round_end", "game_end"]
    ),
)
flags = st.lists(st.sampled_from(["predator", "flocking", "bonus-cards", "xflag"]), max_size=2)
powers = st.builds(
    ast.PowerBlock,
    timings,
    st.lists(statements, max_size=4).map(tuple),
    flags.map(lambda fs: tuple(ast.Word(f) for f in fs)),
    st.none() | triggers,
)

BIRD_LINES = {
    "scientific": st.builds(ast.Scientific, quoted),
    "set": st.builds(ast.SetName, words),
    "swift-start": st.builds(lambda w: ast.FactLine("swift-start", w), words),
    "habitat": st.builds(ast.Habitats, word_lists),
    "food": st.builds(ast.FoodCostLine, word_lists, st.booleans()).map(
        lambda line: line if len(line.foods) > 1 else ast.FoodCostLine(line.foods)
    ),
    "points": st.builds(ast.Points, nums),
    "nest": st.builds(ast.NestLine, words),
    "eggs": st.builds(ast.Eggs, nums),
    "wingspan": st.builds(ast.WingspanLine, nums | words),
    "beak": st.builds(ast.Beak, words),
    "tags": st.builds(ast.Tags, st.lists(words, max_size=3).map(tuple)),
    "power": powers,
}


@st.composite
def birds(draw):
    keys = draw(st.lists(st.sampled_from(list(BIRD_LINES)), unique=True))
    keys.sort(key=list(BIRD_LINES).index)
    lines = tuple(draw(BIRD_LINES[key]) for key in keys)
    return ast.BirdDecl(draw(quoted), lines)


def bird_filter(rule, *parts):
    return phrase("bird_filter", rule, *parts)


def _nests(ws):
    return ast.Phrase("bird_filter", "with_nest", ws, f"with {' or '.join(map(str, ws))} nest")


filters = st.one_of(
    st.builds(lambda w: bird_filter("tagged", "tagged", w), words),
    st.builds(lambda n: bird_filter("worth_at_most", "worth", n, "points or less"), nums),
    # "no" is a keyword after "with" ("with no eggs"), not a power colour
    st.builds(
        lambda w: bird_filter("with_power", "with", w, "power"),
        words.filter(lambda w: w.text != "no"),
    ),
    st.builds(lambda w: bird_filter("eating", "eating", w), words),
    st.builds(lambda w: bird_filter("eating_only", "eating only", w), words),
    st.builds(lambda w: bird_filter("only_habitat", "whose only habitat is", w), words),
    st.builds(lambda n: bird_filter("wingspan_above", "with wingspan above", n), nums),
    st.builds(lambda n: bird_filter("wingspan_at_most", "with wingspan at most", n), nums),
    # "no" is a keyword after "with" ("with no eggs"), not a nest
    st.builds(_nests, word_lists.filter(lambda ws: all(w.text != "no" for w in ws))),
    st.builds(lambda n: bird_filter("eggs_at_least", "with at least", n, _counted(n, "egg")), nums),
    st.builds(lambda w: bird_filter("in_habitat", "in", w), words),
)
filter_lists = st.lists(filters, min_size=1, max_size=3).map(tuple)
egg_filters = (
    st.builds(ast.EggsInHabitat, words)
    | st.builds(ast.EggsInNests, words)
    | st.builds(ast.EggsOnBirds, filter_lists)
)
measures = st.one_of(
    st.builds(lambda fs: phrase("measure", "count_birds", *fs), st.just(()) | filter_lists),
    st.just(phrase("measure", "fewest_habitat", "birds in the habitat with fewest birds")),
    st.builds(lambda f: phrase("measure", "count_eggs", "eggs", f), egg_filters),
    st.just(phrase("measure", "count_eggs", "eggs")),
    st.just(phrase("measure", "count_hand", "cards in hand")),
    st.just(phrase("measure", "egg_sets", "sets of eggs")),
)
tiers = st.one_of(
    st.builds(ast.TierRange, nums, st.none() | nums, nums),
    nums.flatmap(lambda n: st.builds(ast.TierRange, st.just(n), st.just(n), nums, st.just(True))),
)
scores = st.builds(ast.TierScore, st.lists(tiers, min_size=1, max_size=3).map(tuple)) | st.builds(
    ast.PerItemScore, nums, words
)


@st.composite
def bonus_cards(draw):
    lines = [
        draw(st.builds(ast.SetName, words)),
        draw(st.builds(lambda w: ast.FactLine("automa", w), words)),
        draw(st.builds(ast.Counts, measures)),
        draw(scores),
    ]
    return ast.BonusDecl(draw(quoted), tuple(lines))


goals = st.builds(
    ast.GoalDecl,
    st.tuples(
        st.builds(ast.SetName, words),
        st.builds(ast.Side, quoted, measures),
        st.builds(ast.Side, quoted, measures),
    ),
)
card_files = st.builds(
    ast.CardFile,
    st.just("gen.wsp"),
    st.lists(birds() | bonus_cards() | goals, max_size=3).map(tuple),
)


@FAST
@given(card_files)
def test_format_then_parse_gives_the_same_tree(card_file):
    text = format_file(card_file)
    assert parse_text(text, "gen.wsp") == card_file
    assert format_file(parse_text(text, "gen.wsp")) == text


# ------------------------------------------------------------------------------ robustness

CORE_TEXT = (bundled_cards_dir() / "core" / "birds-predators.wsp").read_text()[:3000]
TOKENS = [
    "bird",
    "end",
    "power",
    "when",
    "activated",
    "once",
    "between",
    "turns",
    "gain",
    "1",
    "-2",
    "seed",
    "from",
    "supply",
    "birdfeeder",
    "cache",
    "it",
    "on",
    "this",
    "hunt",
    "succeeds",
    "if",
    "rolled",
    ":",
    "otherwise",
    "all",
    "players",
    "bonus",
    "counts",
    "birds",
    "score",
    "2..3",
    "4+",
    ",",
    "goal",
    "tile",
    "side",
    '"X"',
    "\n",
    "\n",
    "#c",
    "+",
    "/",
    "<",
    "tags",
    "you",
    "may",
    "do",
    "to",
    "eggs",
    "nest",
    "star",
    "[",
    "\t",
    "lay",
    "egg",
    "each",
]


def _compile_or_card_errors(text: str) -> None:
    """Compile ``text``; a ``CardErrors`` is fine, any other exception fails the test."""
    with contextlib.suppress(CardErrors):
        compile_file(parse_text(text, "fuzz.wsp"))


@FAST
@given(st.lists(st.sampled_from(TOKENS), max_size=40))
def test_random_token_soup_only_raises_card_errors(tokens):
    _compile_or_card_errors(" ".join(tokens))


@FAST
@given(
    st.lists(
        st.tuples(st.integers(0, len(CORE_TEXT)), st.integers(0, 8), st.text(max_size=6)),
        max_size=5,
    )
)
def test_mutated_card_files_only_raise_card_errors(edits):
    text = CORE_TEXT
    for at, cut, insert in edits:
        text = text[:at] + insert + text[at + cut :]
    _compile_or_card_errors(text)


@FAST
@given(st.text(max_size=200))
def test_arbitrary_text_only_raises_card_errors(text):
    _compile_or_card_errors(text)
