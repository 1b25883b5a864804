"""Card search benchmark: GET /api/cards over 35,000 generated cards, and the sandbox page's
weight with the card picker against the old datalist.

Usage: `.venv/bin/python bench/cards_api.py [--cards 35000] [--queries 200] [--seed 11]
[--baseline REV]`

1. A temporary SQLite database is migrated and filled with `--cards` OracleCard rows
   (bulk_create, as the importer leaves them): English names from word lists in the shapes
   real cards have ("Jace, the Mind Sculptor", "Lightning Bolt", "Fire // Ice"), Korean names
   for 80% of them built from common card-name words and random syllables, 3% split cards.
2. Through Django's test client: the first request (it loads the cards and builds the name
   index), then `--queries` mixed queries, each timed from request to JSON: English prefixes,
   English infixes, later words, Korean names typed without spaces (whole or their first
   syllables) and Korean names with one jamo changed. Reported: p50, p95 and the slowest
   (target p95 <= 30 ms), per kind too, whether the card the query was made from came back,
   and the resident memory the index added.
3. The sandbox page's weight: the HTML of the empty editor and of an example board, and the
   CSS and JavaScript they link, raw and gzip'd, for the working tree and for the last commit
   before the picker (found with `git log -S` on the datalist; `--baseline REV` to choose
   another), each measured in a fresh process on a `git archive` of its tree.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATALIST = '<datalist id="sb-cards">'
PAGES = ("/sandbox/", "/sandbox/?example=613.8-1")

# --- generated names ------------------------------------------------------------------------


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())



EN_ADJECTIVES = _words(
    "Ancient Arcane Blazing Bloodthirsty Bone Brazen Crimson Cursed Dauntless Dread Elder "
    "Emerald Ember Eternal Feral Fiery Frost Gilded Glimmering Grim Hallowed Hollow Iron "
    "Lightning Lost Mirror Molten Night Obsidian Primal Radiant Raging Restless Sacred Savage "
    "Serene Shadow Shattered Silent Silver Skyward Soul Spectral Storm Sun Thorn Thunder "
    "Twilight Verdant Vicious Vile Wandering Wild Withered")
EN_NOUNS = _words(
    "Angel Archon Bargain Beast Bolt Charm Colossus Command Courier Crusader Dragon Drake "
    "Elemental Familiar Gargoyle Gate Giant Golem Guardian Harbinger Helix Hydra Knight Lotus "
    "Mentor Mystic Oracle Phoenix Prophet Revenant Rite Sage Sculptor Seer Sentinel Serpent "
    "Shaman Skirmisher Sovereign Sphinx Spire Titan Tyrant Vault Visionary Wall Warden Wraith "
    "Wurm Zealot")
EN_PLACES = _words(
    "Kessig Ravnica Zendikar Dominaria Innistrad Theros Kaladesh Amonkhet Ixalan Tarkir "
    "Mirrodin Kamigawa Eldraine Alara Lorwyn")
EN_PEOPLE = _words(
    "Jace Chandra Liliana Nissa Gideon Ajani Teferi Karn Sorin Elspeth Ugin Nicol Urza Mishra "
    "Yawgmoth Akroma Sliver Niv Kiora Vraska")
KO_WORDS = _words(
    "번개 화살 천사 용 기사 폭풍 그림자 정신 조각가 숲 늪 수호자 마법사 군주 불꽃 "
    "얼음 거인 엘프 고블린 망령 사제 전사 비전 파멸 부활 의식 계약 저주 축복 "
    "예언자 성채 골렘 히드라 불사조 스핑크스 환영 선지자 망치 검 방패 왕관 심장 "
    "영혼 피 뼈 달 태양 별 바다 하늘 대지 돌 강철 황금 은빛 고대 야생 분노 침묵 "
    "영원 분쇄 사냥꾼 약탈자 수도승 마녀 흡혈귀 좀비 늑대 곰 뱀 독수리 정령 거미 "
    "괴물 군단 무리 전령")
KO_SYLLABLES = ("가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주"
                "추쿠투푸후기니디리미비시이지치키티피히개내대래매배새애재채번화살불꽃폭풍")


def english_name(rng: random.Random) -> str:
    """One made-up card name in a shape real cards have."""
    shape = rng.random()
    if shape < 0.45:
        return f"{rng.choice(EN_ADJECTIVES)} {rng.choice(EN_NOUNS)}"
    if shape < 0.6:
        return f"{rng.choice(EN_NOUNS)} of {rng.choice(EN_PLACES)}"
    if shape < 0.7:
        return f"{rng.choice(EN_PEOPLE)}, the {rng.choice(EN_ADJECTIVES)} {rng.choice(EN_NOUNS)}"
    if shape < 0.8:
        return f"{rng.choice(EN_PEOPLE)}'s {rng.choice(EN_NOUNS)}"
    if shape < 0.9:
        return f"{rng.choice(EN_ADJECTIVES)} {rng.choice(EN_ADJECTIVES)} {rng.choice(EN_NOUNS)}"
    return f"{rng.choice(EN_NOUNS)}{rng.choice(EN_NOUNS).lower()} {rng.choice(EN_NOUNS)}"


def korean_name(rng: random.Random) -> str:
    """One made-up Korean card name: one to three words, most of them common card words."""
    words = []
    for _ in range(rng.choice((1, 2, 2, 2, 3))):
        if rng.random() < 0.75:
            words.append(rng.choice(KO_WORDS))
        else:
            words.append("".join(rng.choice(KO_SYLLABLES) for _ in range(rng.choice((2, 3)))))
    return " ".join(words)


SIMPLE_VOWELS = (0, 1, 2, 4, 5, 6, 8, 12, 13, 17, 18, 20)  # medials that are one key each


def one_jamo_typo(text: str, rng: random.Random) -> str:
    """`text` with one syllable's vowel replaced by another simple vowel (one jamo off)."""
    positions = [i for i, char in enumerate(text)
                 if 0xAC00 <= ord(char) <= 0xD7A3 and (ord(char) - 0xAC00) % 588 // 28
                 in SIMPLE_VOWELS]
    if not positions:
        return text
    position = rng.choice(positions)
    offset = ord(text[position]) - 0xAC00
    medial = offset % 588 // 28
    other = rng.choice([vowel for vowel in SIMPLE_VOWELS if vowel != medial])
    changed = chr(0xAC00 + offset - medial * 28 + other * 28)
    return text[:position] + changed + text[position + 1:]


def generate_cards(count: int, rng: random.Random) -> list[dict[str, object]]:
    """`count` cards with unique English names (and, for 80%, Korean names)."""
    seen: set[str] = set()
    cards = []
    while len(cards) < count:
        split = rng.random() < 0.03
        name = (f"{rng.choice(EN_NOUNS)} // {rng.choice(EN_NOUNS)}" if split
                else english_name(rng))
        if name in seen:
            continue
        seen.add(name)
        name_ko = korean_name(rng) if rng.random() < 0.8 else ""
        cards.append({"name": name, "name_ko": name_ko, "split": split})
    return cards


def oracle_rows(cards: list[dict[str, object]]) -> list[object]:
    """OracleCard instances for the generated cards, as the importer fills them."""
    from rulings.cards.models import OracleCard, name_key

    rows = []
    for card in cards:
        name, name_ko = str(card["name"]), str(card["name_ko"])
        names = name.split(" // ")
        faces = [{"name": face, "name_ko": "", "mana_cost": "{2}{R}", "mana_value": 3.0,
                  "colors": ["R"], "color_indicator": [], "types": ["Instant"], "subtypes": [],
                  "supertypes": [], "power": "", "toughness": "", "loyalty": "",
                  "defense": "", "text": f"{face} deals 3 damage to any target.",
                  "keywords": []} for face in names]
        faces[0]["name_ko"] = name_ko if len(names) == 1 else ""
        keys = {name_key(face) for face in names} | ({name_key(name_ko)} if name_ko else set())
        rows.append(OracleCard(
            oracle_id=str(uuid.uuid4()), name=name, name_ko=name_ko, name_key=name_key(name),
            name_ko_key=name_key(name_ko) if name_ko else "",
            face_keys="|" + "|".join(sorted(keys)) + "|",
            layout="split" if len(names) > 1 else "normal", mana_cost="{2}{R}",
            mana_value=3.0, colors=["R"], types=["Instant"],
            text="\n//\n".join(str(face["text"]) for face in faces), faces=faces,
            abilities=[[] for _ in faces], not_modelled=[[face["text"]] for face in faces]))
    return rows


def make_queries(cards: list[dict[str, object]], count: int, rng: random.Random
                 ) -> list[tuple[str, str, str]]:
    """(kind, query, the name it was made from): a quarter English prefixes, English infixes
    and later words, a quarter each Korean without spaces and Korean with one jamo typo."""
    korean = [card for card in cards if card["name_ko"]]
    queries: list[tuple[str, str, str]] = []
    for number in range(count):
        kind = ("en-prefix", "en-infix", "en-word", "ko-nospace", "ko-typo",
                "ko-nospace", "ko-typo", "en-prefix")[number % 8]
        card = rng.choice(korean if kind.startswith("ko") else cards)
        name, name_ko = str(card["name"]), str(card["name_ko"]).replace(" ", "")
        if kind == "en-prefix":
            query = name[:rng.randint(3, 9)].lower()
        elif kind == "en-infix":
            start = rng.randint(1, max(1, len(name) - 6))
            query = name[start:start + rng.randint(4, 6)]
        elif kind == "en-word":
            words = name.replace(",", "")
            query = words[-1][:rng.randint(3, 6)] if len(words) > 1 else name[:4]
        elif kind == "ko-nospace":
            query = name_ko if rng.random() < 0.5 else name_ko[:max(2, len(name_ko) - 1)]
        else:
            query = one_jamo_typo(name_ko, rng)
        queries.append((kind, query, name))
    return queries


# --- page weight ------------------------------------------------------------------------------

MEASURE = r"""
import gzip, json, os, re, sys
import django
django.setup()
from django.conf import settings
from django.core.management import call_command
from django.test import Client
call_command("migrate", verbosity=0)
client = Client()
out = {}
for path in sys.argv[1:]:
    response = client.get(path)
    html = response.content
    assets = {}
    for name in re.findall(rb'(?:href|src)="/static/([^"]+[.](?:css|js))"', html):
        data = (settings.BASE_DIR / "static" / name.decode()).read_bytes()
        assets[name.decode()] = [len(data), len(gzip.compress(data, 9))]
    out[path] = {"status": response.status_code,
                 "html": [len(html), len(gzip.compress(html, 9))], "assets": assets}
print(json.dumps(out))
"""


def measure_pages(tree: Path, paths: tuple[str, ...], extra: tuple[str, ...] = ()) -> dict:
    """Page and asset sizes of `paths` served by the project in `tree`, in a fresh process."""
    with tempfile.TemporaryDirectory() as work:
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "rulesite.settings.test",
               "RULESITE_DB": str(Path(work) / "db.sqlite3"), "PYTHONPATH": str(tree)}
        done = subprocess.run([sys.executable, "-c", MEASURE, *paths, *extra], cwd=tree,
                              env=env, check=True, capture_output=True, text=True)
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def baseline_revision(requested: str | None) -> str:
    """The commit to compare with: `requested`, or the last one whose sandbox had the
    datalist of scripted cards (HEAD while the working tree still has it)."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True,
                              text=True).stdout.strip()
    if requested:
        return git("rev-parse", requested)
    if DATALIST in (ROOT / "templates/sandbox/editor.html").read_text(encoding="utf-8"):
        return git("rev-parse", "HEAD")
    removal = git("log", "-1", "--format=%H", "-S", DATALIST, "--",
                  "templates/sandbox/editor.html")
    return git("rev-parse", f"{removal}^")


def checkout(revision: str, into: Path) -> Path:
    """The tree of `revision` extracted into `into` (git archive, no worktree)."""
    archive = into / "tree.tar"
    subprocess.run(["git", "archive", "-o", str(archive), revision], cwd=ROOT, check=True)
    tree = into / "tree"
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    return tree


def page_total(page: dict) -> tuple[int, int]:
    """HTML plus its CSS and JS: (raw bytes, gzip'd bytes)."""
    raw = page["html"][0] + sum(size[0] for size in page["assets"].values())
    packed = page["html"][1] + sum(size[1] for size in page["assets"].values())
    return raw, packed


def kib(size: int) -> str:
    return f"{size / 1024:.1f} KiB"


# --- main -------------------------------------------------------------------------------------


def rss_kib() -> int:
    """This process's resident memory (Linux /proc)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def run_api(args: argparse.Namespace) -> None:
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    from rulings.cards import catalog
    from rulings.cards.models import CardImport, OracleCard

    rng = random.Random(args.seed)
    call_command("migrate", verbosity=0)
    cards = generate_cards(args.cards, rng)
    started = time.perf_counter()
    OracleCard.objects.bulk_create(oracle_rows(cards), batch_size=1000)
    CardImport.objects.create(kind=CardImport.Kind.MTGJSON_ATOMIC, file_name="bench.json")
    print(f"cards: {len(cards):,} generated, {sum(1 for c in cards if c['name_ko']):,} with "
          f"Korean names, {sum(1 for c in cards if c['split']):,} split; bulk_create "
          f"{time.perf_counter() - started:.1f} s")

    client = Client()
    queries = make_queries(cards, args.queries, rng)
    before = rss_kib()
    started = time.perf_counter()
    first = client.get("/api/cards", {"q": queries[0][1]})
    build = time.perf_counter() - started
    assert first.status_code == 200, first.content
    print(f"first request (loads {len(catalog.current().entries):,} cards and builds the "
          f"index): {build * 1000:.0f} ms; resident memory +{(rss_kib() - before) / 1024:.0f} "
          "MiB")

    timings: dict[str, list[float]] = {}
    found: dict[str, int] = {}
    for kind, query, name in queries:
        started = time.perf_counter()
        response = client.get("/api/cards", {"q": query})
        elapsed = (time.perf_counter() - started) * 1000
        assert response.status_code == 200, (query, response.content)
        timings.setdefault(kind, []).append(elapsed)
        names = [card["name"] for card in response.json()["results"]]
        found[kind] = found.get(kind, 0) + (name in names)
    every = [value for values in timings.values() for value in values]
    print(f"/api/cards, {len(every)} queries through the test client: p50 "
          f"{statistics.median(every):.1f} ms, p95 {percentile(every, 0.95):.1f} ms, slowest "
          f"{max(every):.1f} ms (target p95 <= 30 ms)")
    for kind, values in timings.items():
        print(f"  {kind:<11} {len(values):>3} queries  p50 {statistics.median(values):5.1f} ms"
              f"  p95 {percentile(values, 0.95):5.1f} ms  its card in the top 10: "
              f"{found[kind]}/{len(values)}")
    print("  (an English query of a few letters of a common word matches hundreds of cards, so"
          " the card it was\n  made from is seldom in the top 10, shorter names first; the "
          "Korean queries are whole names)")
    in_process = []
    for _, query, _ in queries:
        started = time.perf_counter()
        catalog.current().index.search(query, 10)
        in_process.append((time.perf_counter() - started) * 1000)
    print(f"the index alone (CardIndex.search, same queries): p50 "
          f"{statistics.median(in_process):.2f} ms, p95 {percentile(in_process, 0.95):.2f} ms")
    picker = client.get("/cards/", {"q": "번개", "picker": "1", "for": "f-objects-0-card-picks"},
                        HTTP_HX_REQUEST="true").content
    print(f"one picker response ('번개', 8 cards): {len(picker):,} bytes, "
          f"{len(gzip.compress(picker, 9)):,} gzip'd")


def run_weight(args: argparse.Namespace) -> None:
    revision = baseline_revision(args.baseline)
    now = measure_pages(ROOT, PAGES)
    with tempfile.TemporaryDirectory() as work:
        before = measure_pages(checkout(revision, Path(work)), PAGES)
    print(f"sandbox page weight (HTML + linked CSS and JS; raw / gzip -9), working tree vs "
          f"{revision[:10]} (the datalist of scripted cards):")
    for path in PAGES:
        old_raw, old_gz = page_total(before[path])
        new_raw, new_gz = page_total(now[path])
        print(f"  {path:<26} before {kib(old_raw)} / {kib(old_gz)}   now {kib(new_raw)} / "
              f"{kib(new_gz)}   (HTML {kib(before[path]['html'][0])} -> "
              f"{kib(now[path]['html'][0])})")
    changed = sorted(name for name in now[PAGES[0]]["assets"]
                     if now[PAGES[0]]["assets"][name] != before[PAGES[0]]["assets"].get(name))
    for name in changed:
        old = before[PAGES[0]]["assets"].get(name, [0, 0])
        new = now[PAGES[0]]["assets"][name]
        print(f"  {name:<26} before {old[0]:,} / {old[1]:,} B   now {new[0]:,} / {new[1]:,} B")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", type=int, default=35_000, help="cards to generate")
    parser.add_argument("--queries", type=int, default=200, help="queries to time")
    parser.add_argument("--seed", type=int, default=11, help="random seed for names/queries")
    parser.add_argument("--baseline", help="the commit to weigh the sandbox page against "
                        "(default: the last one with the datalist)")
    args = parser.parse_args()

    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as work:
        os.environ["DJANGO_SETTINGS_MODULE"] = "rulesite.settings.test"
        os.environ["RULESITE_DB"] = str(Path(work) / "cards.sqlite3")
        run_api(args)
    run_weight(args)


if __name__ == "__main__":
    main()
