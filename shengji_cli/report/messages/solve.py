"""Messages of the solve part (id → English, Chinese): ``shengji solve``'s text output and errors,
the analysis line of ``check --analyze`` (report/solve.py, cli/solve.py, solver/analysis.py)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # The heading and the value.
    "solve.head": (
        "{source} hand {hand} — variant {variant} {version} — from trick {trick}, every hand open",
        "{source} 第 {hand} 副 — 规则 {variant} {version} — 从第 {trick} 圈起，四家明牌",
    ),
    "solve.value": (
        "value with best play: {points} defenders' points ({side:long} +{levels})",
        "双方最佳出牌：闲家得分 {points}（{side} +{levels}）",
    ),
    "solve.recorded": (
        "as played: {points} defenders' points ({side:long} +{levels})",
        "实际打法：闲家得分 {points}（{side} +{levels}）",
    ),
    "solve.recorded.incomplete": (
        "as played: the record stops before the end",
        "实际打法：记录未到最后一圈",
    ),
    "solve.not-solved": (
        "not solved within {budget} steps per search (a step: a node searched or a play tried): "
        "no value is given (--budget raises it)",
        "每次搜索 {budget} 步内未能解出（一步：搜索一个节点或尝试一种出法）：不给出结果（可用 "
        "--budget 调高）",
    ),
    # The best line.
    "solve.line": ("a best line:", "一条最佳出牌路线："),
    "solve.line.trick": ("{trick}. {plays}", "{trick}. {plays}"),
    "solve.line.play": ("{seat} {cards}", "{seat} {cards}"),
    "solve.cards.failed": ("{attempted} -> {cards}", "{attempted} -> {cards}"),
    "solve.line.failed": ("{seat} {attempted} -> {cards}", "{seat} {attempted} -> {cards}"),
    # What each play cost.
    "solve.costs": (
        "plays that lost points (a play's cost: the points its side lost by it):",
        "丢分的出牌（一手牌的代价：该方因这手牌少得或多失的分）：",
    ),
    "solve.costs.none": (
        "every play made was a best play: no play lost points",
        "每手牌都是最佳出法：无丢分",
    ),
    "solve.cost": (
        "trick {trick}, {seat} {cards}: {cost} {cost|point|points} (best: {best})",
        "第 {trick} 圈，{seat} {cards}：{cost} 分（最佳：{best}）",
    ),
    "solve.cost.unknown": (
        "trick {trick}, {seat} {cards}: not solved within the budget",
        "第 {trick} 圈，{seat} {cards}：预算内未能解出",
    ),
    "solve.totals": (
        "total cost: {dealer:long} {dealer_cost}, {defenders:long} {defenders_cost}",
        "代价合计：{dealer} {dealer_cost}，{defenders} {defenders_cost}",
    ),
    "solve.total.unknown": ("?", "？"),
    # Was the bottom dig avoidable?
    "solve.dig.not-dug": (
        "bottom: not dug (the {side:long} won the last trick)",
        "底牌：未被抠底（{side}赢得最后一圈）",
    ),
    "solve.dig.avoidable": (
        "bottom: dug, avoidably — after {seat}'s play at trick {trick} no {side:long} line "
        "could stop the defenders winning the last trick",
        "底牌：被抠底，本可避免 — {seat} 第 {trick} 圈出牌后，{side}已无法阻止闲家赢得最后一圈",
    ),
    "solve.dig.unavoidable": (
        "bottom: dug, unavoidable from trick {trick} (the defenders could force the last "
        "trick whatever the {side:long} played)",
        "底牌：被抠底，从第 {trick} 圈起已无法避免（无论{side}怎么出，闲家都能赢得最后一圈）",
    ),
    "solve.dig.incomplete": (
        "bottom: the record stops before the last trick",
        "底牌：记录未到最后一圈",
    ),
    "solve.dig.unknown": (
        "bottom: whether the dig was avoidable was not answered within the budget",
        "底牌：预算内未能判断抠底能否避免",
    ),
    "solve.nodes": (
        "steps: {nodes} (nodes searched and plays tried; at most {budget} per search)",
        "步数：{nodes}（搜索的节点与尝试的出法；每次搜索至多 {budget}）",
    ),
    # --trick K --seat S: every legal play with its value.
    "solve.choices.head": (
        "trick {trick}, {seat} ({side:long}) to play: value {value} (the defenders' points "
        "with best play)",
        "第 {trick} 圈，轮到 {seat}（{side}）出牌：双方最佳出牌时闲家得分 {value}",
    ),
    "solve.choices.play": ("play", "出牌"),
    "solve.choices.value": ("defenders' points", "闲家得分"),
    "solve.choices.loses": ("loses", "丢分"),
    "solve.choices.mark": ("<- played", "<- 实际出牌"),
    "solve.choices.unknown": ("not solved", "未解出"),
    "solve.choices.equivalent": (
        "(plays equivalent among the cards still held are shown once)",
        "（在剩余牌中等价的出法只列一种）",
    ),
    # Errors.
    "solve.error.record": ("{path}: {reason}", "{path}：{reason}"),
    "solve.error.no-such-seat": (
        "--seat: {seat!r} is not a seat of the record ({seats})",
        "--seat：{seat!r} 不是记录中的座位（{seats}）",
    ),
    "solve.error.before-turn": (
        "--seat: the record stops before {seat}'s turn at trick {trick} ({n} plays made)",
        "--seat：记录在第 {trick} 圈 {seat} 出牌之前就结束了（已出 {n} 手）",
    ),
    "solve.error.no-such-hand": (
        "--hand: the file has {n} {n|hand|hands}, not {hand}",
        "--hand：文件只有 {n} 副牌，没有第 {hand} 副",
    ),
    "solve.error.trick-needs-seat": (
        "--trick and --seat go together",
        "--trick 与 --seat 须同时给出",
    ),
    "solve.error.trick-and-from": (
        "--trick and --from-trick cannot be given together",
        "--trick 与 --from-trick 不能同时给出",
    ),
    "solve.error.needs-analyze": (
        "--analyze-tricks and --budget go with --analyze",
        "--analyze-tricks 和 --budget 须与 --analyze 同时使用",
    ),
    # check --analyze (report/text.py's line for a hand).
    "solve.analysis": (
        "analysis from trick {trick}: {value} defenders' points with best play; total cost "
        "{dealer:long} {dealer_cost}, {defenders:long} {defenders_cost}",
        "从第 {trick} 圈起分析：双方最佳出牌时闲家得分 {value}；代价合计 {dealer} {dealer_cost}，"
        "{defenders} {defenders_cost}",
    ),
    "solve.analysis.grades": (
        "blunders {blunders}, mistakes {mistakes}, inaccuracies {inaccuracies}",
        "大错 {blunders}，失误 {mistakes}，欠佳 {inaccuracies}",
    ),
    "solve.analysis.not-solved": (
        "analysis from trick {trick}: not solved within {budget} steps per search",
        "从第 {trick} 圈起分析：每次搜索 {budget} 步内未能解出",
    ),
    "solve.faults": (
        "faults the table let stand, at trick {tricks}: replayed as played; the analysis starts at "
        "trick {start}",
        "牌桌放过的违规（第 {tricks} 圈）按实际打法重放；分析从第 {start} 圈开始",
    ),
    "solve.faults.nothing": (
        "the record has no play after trick {trick}: nothing to analyse",
        "第 {trick} 圈之后记录中没有出牌：无可分析",
    ),
    "solve.faults.unequal": (
        "the hands hold unequal numbers of cards at trick {trick} (a fault the table let "
        "stand): no position to search",
        "第 {trick} 圈时各家手牌张数不等（牌桌放过的违规所致）：无局面可搜索",
    ),
    "solve.analysis.not-analysed": (
        "analysis: not analysed ({reason})",
        "分析：未分析（{reason}）",
    ),
    "solve.analysis.incomplete": ("the record stops before the end", "记录未到最后一圈"),
    "solve.analysis.internal-error": (
        "a bug in the solver: {error}; please report it",
        "求解器出错：{error}；请报告此问题",
    ),
}
