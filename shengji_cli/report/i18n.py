"""Chinese messages for ``--lang zh``.

The replay, the declaration checks and the match checks write their findings from a fixed
set of English templates; each has a pattern here and its Chinese form.  A message no
pattern matches is shown in English.

>>> zh("recorded 85 points; the replay gives 90")
'记录得分 85，复盘得分 90'
>>> zh("held the pair ♥7 ♥7 and had to play a pair; a legal play: ♥7 ♥7")
'手中有对子 ♥7 ♥7，须跟一对；合法出法：♥7 ♥7'
>>> zh("N showed ♥A: ♥A is not a level card (level 2) or joker")
'N 亮出 ♥A：♥A 不是级牌（打 2）也不是王'
>>> zh("N showed ♥2: something new")  # a reason with no pattern: the whole message stays English
'N showed ♥2: something new'
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SIDE = {"dealer": "庄家方", "defenders": "闲家"}
_PHASE = {"deal": "抓牌时", "before-bottom": "拿底牌前", "before-bury": "扣底前", "after-bury": "扣底后"}
"""The phases of a bid (``record.PHASES``)."""
_FAULT = {"hidden-card": "藏张", "card-count": "多牌少牌", "bury": "扣错底牌"}
_WHICH = {"top": "第一张", "third": "第三张"}
_UNIT = re.compile(r"(\S+) holds (.+?) over the (single|pair|tractor of (\d+)) (.+?)(?=; |$)")


def _unit(m: re.Match[str]) -> str:
    kind = {"single": "单张", "pair": "对子"}.get(m.group(3), f"{m.group(4)}连对")
    return f"{m.group(1)} 有 {m.group(2)} 可管{kind} {m.group(5)}"


def _pairs(n: str) -> str:
    return "一对" if n == "a pair" else n.replace(" pairs", " 对")


_Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str | None]]


def _rules(table: list[tuple[str, Callable[[re.Match[str]], str | None]]]) -> list[_Rule]:
    return [(re.compile(p), f) for p, f in table]


def _first(rules: list[_Rule], text: str) -> str | None:
    """The Chinese of ``text`` by the first pattern that matches it; ``None`` if none does
    (or if a part of it has no Chinese)."""
    for pattern, render in rules:
        m = pattern.match(text)
        if m is not None:
            return render(m)
    return None


def _joined(*parts: str | None) -> str | None:
    return None if any(p is None for p in parts) else "".join(p for p in parts if p is not None)


def _phase(name: str) -> str | None:
    return _PHASE.get(name)


_REASONS = _rules([
    # Why a bid's cards cannot declare (declarations.shape_of) or cannot overcall (overcalls).
    (r"^(.+) (?:is not a level card|are not level cards) \(level (.+)\) or jokers?$",
     lambda m: f"{m[1]} 不是级牌（打 {m[2]}）也不是王"),
    (r"^a big and a small joker are not a pair$", lambda m: "大王和小王不成对"),
    (r"^a single joker cannot declare: it goes with a level card$", lambda m: "单张王不能亮主：须与级牌一起亮"),
    (r"^a level card declares with one joker of its colour \(big: ♥ ♦, small: ♠ ♣\)$",
     lambda m: "级牌须与一张相应颜色的王一起亮（大王：♥ ♦，小王：♠ ♣）"),
    (r"^level cards and jokers do not declare together$", lambda m: "级牌与王不能一起亮"),
    (r"^a single joker cannot declare$", lambda m: "单张王不能亮主"),
    (r"^(\d+) level cards: a bid shows one or a pair$", lambda m: f"{m[1]} 张级牌：只能亮一张或一对"),
    (r"^two level cards of different suits are not a pair$", lambda m: "两张不同花色的级牌不成对"),
    (r"^(\S+) declares with the (big|small) joker \(big: ♥ ♦, small: ♠ ♣\)$",
     lambda m: f"{m[1]} 须与{'大王' if m[2] == 'big' else '小王'}一起亮（大王：♥ ♦，小王：♠ ♣）"),
    (r"^a smaller bid cannot overcall$", lambda m: "较小的亮主不能反主"),
    (r"^a joker pair overcalls only a smaller joker pair$", lambda m: "对王只能反较小的对王"),
    (r"^pairs overcall pairs only in the order (.+)$", lambda m: f"对子反对子只能按 {m[1]} 的顺序"),
    (r"^pairs do not overcall pairs \(no suit order\)$", lambda m: "对子不能反对子（花色不分大小）"),
    (r"^a single cannot overcall a single$", lambda m: "单张不能反单张"),
])

_SHAPES = _rules([
    # What a bid shows (declarations.Shape.describe).
    (r"^a pair of (big|small) jokers$", lambda m: "对大王" if m[1] == "big" else "对小王"),
    (r"^a single joker$", lambda m: "单张王"),
    (r"^a single of (\S+)$", lambda m: f"单张 {m[1]}"),
    (r"^a pair of (\S+)$", lambda m: f"一对 {m[1]}"),
])

_WHY_DEALER = _rules([
    # Why the match gives a dealer (match.replay_match).
    (r"^the standing bid's seat deals the first hand$", lambda m: "首副由亮主成立的一家坐庄"),
    (r"^(\S+) takes the deal \(see the notes\)$", lambda m: f"换 {m[1]} 坐庄（见备注）"),
    (r"^(\S+) stepped down \(nobody declared in hand (\d+)\)$", lambda m: f"{m[1]} 下台（第 {m[2]} 副无人亮主）"),
    (r"^hand (\d+) was redealt$", lambda m: f"第 {m[1]} 副重洗重抓"),
    (r"^after hand (\d+)$", lambda m: f"第 {m[1]} 副之后"),
    (r"^(\S+) deals again after hand (\d+)$", lambda m: f"第 {m[2]} 副之后 {m[1]} 继续坐庄"),
    (r"^the dealer side went up in hand (\d+)$", lambda m: f"第 {m[1]} 副庄家方升级"),
    (r"^the defenders took over in hand (\d+)$", lambda m: f"第 {m[1]} 副闲家上台"),
])

_RULES: list[_Rule] = [(re.compile(p), f) for p, f in [
    (r"^(\S+) led but (\S+) won the previous trick$", lambda m: f"{m[1]} 领出，但上一圈大牌是 {m[2]}"),
    (r"^(\S+) led the first trick but the dealer (\S+) leads it$", lambda m: f"{m[1]} 首引，但首引应由庄家 {m[2]}"),
    (r"^(\S+) played where (\S+) was to play \(order (.+)\)$", lambda m: f"{m[1]} 越序出牌，此时应由 {m[2]} 出（顺序 {m[3]}）"),
    (r"^a lead must be cards of one suit \(or all trumps\)$", lambda m: "领出须为同一门花色（或全为主牌）"),
    (r"^marked as a failed throw, but no other seat could beat any unit of it$",
     lambda m: "记为甩错，但其他三家都管不住其中任何组合"),
    (r"^after the failed throw the allowed forced plays? (?:is|are): (.+)$", lambda m: f"甩错后只能出：{m[1]}"),
    (r"^the throw could be beaten: (.+); allowed forced play: (.+); penalty (\d+)$",
     lambda m: f"甩牌可被管住：{_UNIT.sub(_unit, m[1]).replace('; ', '；')}；须出：{m[2].replace(' or ', ' 或 ')}；罚 {m[3]} 分"),
    (r"^(\S+) played (\d+) cards to a lead of (\d+)$", lambda m: f"{m[1]} 出了 {m[2]} 张，领出为 {m[3]} 张"),
    (r"^(\S+) was dealt (\d+) cards, not (\d+)$", lambda m: f"{m[1]} 抓了 {m[2]} 张牌，应为 {m[3]} 张"),
    (r"^the kitty holds (\d+) cards, not (\d+)$", lambda m: f"底牌 {m[1]} 张，应为 {m[2]} 张"),
    (r"^(\S+) played (\d+) cards in the hand, not (\d+)$", lambda m: f"{m[1]} 本副共出 {m[2]} 张，应为 {m[3]} 张"),
    (r"^held (\d+) trumps and played (\d+); had to play (\d+); a legal play: (.+)$",
     lambda m: f"手中有 {m[1]} 张主牌，只出了 {m[2]} 张，须出 {m[3]} 张；合法出法：{m[4]}"),
    (r"^held (\d+) cards of the led suit and played (\d+); had to play (\d+); a legal play: (.+)$",
     lambda m: f"手中有 {m[1]} 张该门花色，只出了 {m[2]} 张，须出 {m[3]} 张；合法出法：{m[4]}"),
    (r"^held the tractor (.+) and had to play a tractor of (\d+); a legal play: (.+)$",
     lambda m: f"手中有拖拉机 {m[1]}，须跟{m[2]}连对；合法出法：{m[3]}"),
    (r"^held the pairs? (.+) and had to play (a pair|\d+ pairs); a legal play: (.+)$",
     lambda m: f"手中有对子 {m[1]}，须跟{_pairs(m[2])}；合法出法：{m[3]}"),
    (r"^(\S+) played (.+) not in its hand$", lambda m: f"{m[1]} 出了手中没有的 {m[2]}"),
    (r"^(\S+) is played a (\d+)th time; the deck has (\d+)$", lambda m: f"{m[1]} 出现第 {m[2]} 次，牌中只有 {m[3]} 张"),
    (r"^dealt more than (\d+) of (.+)$", lambda m: f"{m[2]} 发出超过 {m[1]} 张"),
    (r"^the dealer buried (.+), which were not in the dealer's hand and the kitty$",
     lambda m: f"庄家扣了 {m[1]}，这些牌不在庄家手牌和底牌中"),
    (r"^(\d+) cards buried, not (\d+)$", lambda m: f"扣底 {m[1]} 张，应为 {m[2]} 张"),
    (r"^(\S+) buried again: this variant has no re-bury after an overcall$",
     lambda m: f"{m[1]} 重新扣底：本规则反主后不能重新扣底"),
    (r"^(\S+) buried (\d+) cards again, not (\d+)$", lambda m: f"{m[1]} 重新扣底 {m[2]} 张，应为 {m[3]} 张"),
    (r"^(\S+) buried (.+) again, which were not in its hand and the bottom it took up$",
     lambda m: f"{m[1]} 重新扣了 {m[2]}，这些牌不在其手牌和拿起的底牌中"),
    (r"^(\S+) buried again, but not right after an overcall of its own after the bury \(反主炒底\)$",
     lambda m: f"{m[1]} 重新扣底，但并非紧随其本人在扣底后的反主（反主炒底）"),
    (r"^recorded (-?\d+) points; the replay gives (-?\d+)$", lambda m: f"记录得分 {m[1]}，复盘得分 {m[2]}"),
    (r"^recorded bottom (.+); the replay gives (\d+) x(\d+)( \(the dealer side kept the bottom\))?$",
     lambda m: f"记录底分 {m[1]}，复盘为 {m[2]} x{m[3]}" + ("（庄家方保底）" if m[4] else "")),
    (r"^recorded (dealer|defenders) \+(\d+); the replay gives (dealer|defenders) \+(\d+)$",
     lambda m: f"记录{_SIDE[m[1]]}升 {m[2]} 级，复盘为{_SIDE[m[3]]}升 {m[4]} 级"),
    (r"^recorded penalty (-?\d+) for (\S+); the replay gives (-?\d+)$",
     lambda m: f"记录 {m[2]} 罚 {m[1]} 分，复盘为 {m[3]} 分"),
    (r"^the failed throw cannot be checked: another seat's holding is unknown$", lambda m: "无法核对甩错：其他家手牌未知"),
    (r"^the throw cannot be checked: another seat's holding is unknown$", lambda m: "无法核对甩牌：其他家手牌未知"),
    (r"^the follow cannot be checked: the seat's holding is unknown$", lambda m: "无法核对跟牌：该家手牌未知"),
    (r"^the record stops before the end of the hand: no bottom, total or result$",
     lambda m: "记录未到本副结束：无底分、总分与结果"),
    (r"^the bottom is not recorded: its points are unknown$", lambda m: "未记录扣底：底分未知"),
    # The hand cannot be replayed (the report's error line).
    (r"^(.+?:\d+): the hand has no (\S+) line; the rules need it$",
     lambda m: f"{m[1]}：本副没有 {m[2]} 行，规则需要此行"),
    (r"^(.+?:\d+): cannot tell the four seats \(give a seats: line\)$",
     lambda m: f"{m[1]}：无法确定四家座位（请给出 seats: 行）"),
    (r"^(.+?:\d+): the hand names no dealer \(give a dealer: line or a trick\)$",
     lambda m: f"{m[1]}：本副未写明庄家（请给出 dealer: 行或出牌记录）"),
    (r"^(.+?:\d+): dealer (.+) is not one of the seats (.+)$", lambda m: f"{m[1]}：庄家 {m[2]} 不在座位 {m[3]} 之中"),
    # Declarations (declarations.judge_bids).
    (r"^(\S+)'s bid is marked (\S+), after a bid made (\S+)$",
     lambda m: _joined(f"{m[1]} 的亮主标为", _phase(m[2]), "，却记在", _phase(m[3]), "的亮主之后")),
    (r"^(\S+) showed (.+), which it was not dealt$", lambda m: f"{m[1]} 亮出 {m[2]}，但未抓到这些牌"),
    (r"^(\S+) showed (.+), which it did not hold \((\S+)\)$",
     lambda m: _joined(f"{m[1]} 亮出 {m[2]}，但", _phase(m[3]), "手中没有这些牌")),
    (r"^(\S+) reinforced (\S+): too late \(by (\S+)\)$",
     lambda m: _joined(f"{m[1]} 于", _phase(m[2]), "加亮：太晚（须在", _phase(m[3]), "）")),
    (r"^(\S+) showed ([^:]+): (.+)$", lambda m: _joined(f"{m[1]} 亮出 {m[2]}：", _first(_REASONS, m[3]))),
    (r"^(\S+) declared (\S+): a first declaration is made by (\S+)$",
     lambda m: _joined(f"{m[1]} 于", _phase(m[2]), "首次亮主：首次亮主须在", _phase(m[3]))),
    (r"^(\S+) declared first, but (\S+) of the dealer side could declare: the other side declares only "
     r"when neither dealer-side seat can$",
     lambda m: f"{m[1]} 先亮主，但庄家方的 {m[2]} 能亮主：只有当庄家双方都叫不起主牌时，对家才可以叫主牌"),
    (r"^(\S+) may not overcall its own bid \((.+)\)$", lambda m: f"{m[1]} 不能反自己的亮主（{m[2]}）"),
    (r"^(\S+) may not overcall ([^(]+) \(([^)]+)\) with ([^(]+) \(([^)]+)\): (.+)$",
     lambda m: _joined(f"{m[1]} 不能用 {m[4]}（", _first(_SHAPES, m[5]), f"）反 {m[2]}（", _first(_SHAPES, m[3]),
                       "）：", _first(_REASONS, m[6]))),
    (r"^(\S+) overcalled (\S+): too late \(by (\S+)\)$",
     lambda m: _joined(f"{m[1]} 于", _phase(m[2]), "反主：太晚（须在", _phase(m[3]), "）")),
    (r"^a bottom card \((.+)\) was turned though (\S+)'s bid stood$",
     lambda m: f"{m[2]} 的亮主已成立，却翻了底牌（{m[1]}）"),
    (r"^the turned card (.+) is not in the bottom$", lambda m: f"翻出的 {m[1]} 不在底牌中"),
    (r"^the turned card (.+) is not the bottom's (top|third) card \((.+); the kitty is written top card first\)$",
     lambda m: f"翻出的 {m[1]} 不是底牌{_WHICH[m[2]]}（应为 {m[3]}；kitty 行自第一张记起）"),
    (r"^nobody declared: the hand is void and redealt(, the dealer stepping down)?$",
     lambda m: "无人亮主：本副作废，重洗重抓" + ("，庄家下台" if m[1] else "")),
    # Matches (match.replay_match).
    (r"^the match ended after hand (\d+): (\S+) won it$", lambda m: f"比赛已在第 {m[1]} 副结束：{m[2]} 获胜"),
    (r"^recorded dealer (\S+); the match gives (\S+) \((.+)\)$",
     lambda m: _joined(f"记录庄家 {m[1]}，按比赛进程应为 {m[2]}（", _first(_WHY_DEALER, m[3]), "）")),
    (r"^recorded level (.+?); the match gives (.+?) \((\S+) on (.+)\)$",
     lambda m: f"记录级数 {m[1]}，按比赛进程应为 {m[2]}（{m[3]} 打 {m[4]}）"),
    (r"^recorded (\S+) on (.+?); the match gives (.+)$", lambda m: f"记录 {m[1]} 打 {m[2]}，按比赛进程应为 {m[3]}"),
    (r"^recorded trump (\S+); the bids give (\S+)$", lambda m: f"记录的主为 {m[1]}，亮主定为 {m[2]}"),
    (r"^the (\S+) ruling against (\S+) gives (-?\d+) points; the variant allows (\d+)–(\d+): not applied$",
     lambda m: _joined(f"对 {m[2]} 的", _FAULT.get(m[1]), f"判罚为 {m[3]} 分，本规则只允许 {m[4]}–{m[5]} 分：未计入")),
]]


def zh(message: str) -> str:
    """The Chinese form of a finding's message (English if no template matches)."""
    text = _first(_RULES, message)
    return message if text is None else text
