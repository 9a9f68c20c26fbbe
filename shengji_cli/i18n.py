"""Chinese messages for ``--lang zh``.

The replay writes its findings from a fixed set of English templates; each has a pattern
here and its Chinese form.  A message no pattern matches is shown in English.

>>> zh("recorded 85 points; the replay gives 90")
'记录得分 85，复盘得分 90'
>>> zh("held the pair ♥7 ♥7 and had to play a pair; a legal play: ♥7 ♥7")
'手中有对子 ♥7 ♥7，须跟一对；合法出法：♥7 ♥7'
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SIDE = {"dealer": "庄家方", "defenders": "闲家"}
_UNIT = re.compile(r"(\S+) holds (.+?) over the (single|pair|tractor of (\d+)) (.+?)(?=; |$)")


def _unit(m: re.Match[str]) -> str:
    kind = {"single": "单张", "pair": "对子"}.get(m.group(3), f"{m.group(4)}连对")
    return f"{m.group(1)} 有 {m.group(2)} 可管{kind} {m.group(5)}"


def _pairs(n: str) -> str:
    return "一对" if n == "a pair" else n.replace(" pairs", " 对")


_Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str]]
_RULES: list[_Rule] = [(re.compile(p), f) for p, f in [
    (r"^(\S+) led but (\S+) won the previous trick$", lambda m: f"{m[1]} 领出，但上一圈大牌是 {m[2]}"),
    (r"^(\S+) led the first trick but the dealer (\S+) leads it$", lambda m: f"{m[1]} 首引，但首引应由庄家 {m[2]}"),
    (r"^(\S+) played where (\S+) was to play \(order (.+)\)$", lambda m: f"{m[1]} 越序出牌，此时应由 {m[2]} 出（顺序 {m[3]}）"),
    (r"^a lead must be cards of one suit \(or all trumps\)$", lambda m: "领出须为同一门花色（或全为主牌）"),
    (r"^marked as a failed throw, but no other seat could beat any unit of it$",
     lambda m: "记为甩错，但其他三家都管不住其中任何组合"),
    (r"^after the failed throw the allowed forced plays? (?:is|are): (.+)$", lambda m: f"甩错后只能出：{m[1]}"),
    (r"^the throw could be beaten: (.+); allowed forced play: (.+); penalty (\d+)$",
     lambda m: f"甩牌可被管住：{_UNIT.sub(_unit, m[1])}；须出：{m[2].replace(' or ', ' 或 ')}；罚 {m[3]} 分"),
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
    (r"^recorded (-?\d+) points; the replay gives (-?\d+)$", lambda m: f"记录得分 {m[1]}，复盘得分 {m[2]}"),
    (r"^recorded bottom (.+); the replay gives (\d+) x(\d+)( \(the dealer side kept the bottom\))?$",
     lambda m: f"记录底分 {m[1]}，复盘为 {m[2]} ×{m[3]}" + ("（庄家方保底）" if m[4] else "")),
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
]]


def zh(message: str) -> str:
    """The Chinese form of a finding's message (English if no template matches)."""
    for pattern, render in _RULES:
        m = pattern.match(message)
        if m is not None:
            return render(m)
    return message
