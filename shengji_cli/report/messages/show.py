"""Messages of ``shengji show`` and the HTML pages of ``check --format html`` (id → English,
Chinese)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "show.title": ("{source} — hand {hand}", "{source} — 第 {hand} 副"),
    "show.h.file": ("file", "文件"),
    "show.h.hand": ("hand", "副"),
    "show.h.preset": ("preset", "规则"),
    "show.h.rulebook": ("rulebook", "规则文本"),
    "show.h.dealer": ("dealer", "庄家"),
    "show.h.level": ("level", "级"),
    "show.h.trump": ("trump", "主"),
    "show.h.seats": ("seats", "座位"),
    "show.h.sides": ("sides", "双方"),
    "show.h.status": ("status", "结论"),
    "show.sides": (
        "dealer's side {dealers}; defenders {defenders}",
        "庄家方 {dealers}；闲家 {defenders}",
    ),
    "show.joker.big": ("BJ", "大王"),
    "show.joker.little": ("LJ", "小王"),
    "show.deal": ("The deal", "发牌"),
    "show.deal.proven": (
        "no deal recorded: the cards {seat} played, {unknown} {unknown|card|cards} not shown",
        "记录无发牌：{seat} 打出的牌，另有 {unknown} 张未知",
    ),
    "show.deal.unknown": ("{n} unknown", "{n} 张未知"),
    "show.kitty": ("kitty", "底牌"),
    "show.buried": ("buried", "扣底"),
    "show.tricks": ("Tricks", "出牌"),
    "show.trick": ("Trick {trick}", "第 {trick} 圈"),
    "show.trick.of": ("trick {trick} of {count}", "第 {trick} 圈，共 {count} 圈"),
    "show.trick.points": ("{points} points to the {side:long}", "{points} 分，{side}得"),
    "show.trick.head": (
        "{title} — {leader} leads, {winner} wins · {points}",
        "{title} — {leader} 领出，{winner} 大 · {points}",
    ),
    "show.winner": ("wins the trick", "本圈最大"),
    "show.colon": (": ", "："),
    "show.attempted": ("attempted", "甩出"),
    "show.played": ("played", "实出"),
    "show.prev": ("◀ previous", "◀ 上一圈"),
    "show.next": ("next ▶", "下一圈 ▶"),
    "show.keys": ("← → step through the tricks", "← → 逐圈查看"),
    "show.all-tricks": ("All tricks", "全部出牌"),
    "show.findings": ("Findings", "违例与说明"),
    "show.no-findings": ("no violations", "无违例"),
    "show.violation": ("violation", "违例"),
    "show.note": ("not verifiable", "无法核对"),
    "show.result": ("Result", "结果"),
    "show.played-result": ("As played", "实际结果"),
    "show.ruled-result": ("As ruled", "判罚后结果"),
    "show.no-ruling": (
        "the ruling does not change the result as played",
        "判罚不改变实际结果",
    ),
    "show.comments": ("Comments in the record", "记录中的注释"),
    "show.error": ("The hand could not be read", "无法读取本副牌"),
    "show.generated": ("made by shengji {version}", "由 shengji {version} 生成"),
    # --analyze: what each play cost
    "show.analysis": ("Analysis", "分析"),
    "show.analysis.horizon": (
        "analysed from trick {trick} on; the tricks before it are not analysed",
        "从第 {trick} 圈起分析；此前各圈未分析",
    ),
    "show.analysis.key": (
        "a play's cost: the points its side lost by it (0: a best play); "
        "{costly} marks a costly play, {best} a best play, {unknown} a play not solved",
        "一手牌的代价：该方因这手牌损失的分（0：最佳出法）；"
        "{costly} 标出有代价的出牌，{best} 最佳出牌，{unknown} 未解出的出牌",
    ),
    "show.cost.costly": (
        "cost the {side:long} {cost} {cost|point|points} (best: {best})",
        "{side}代价 {cost} 分（最佳：{best}）",
    ),
    "show.cost.best": ("cost 0: a best play", "代价 0：最佳出法"),
    "show.cost.unknown": ("not solved within the budget", "预算内未能解出"),
    # --review: the review, its value graph and each play's grade
    "show.review": ("Review", "复盘"),
    "show.review.from": (
        "reviewed from trick {trick} of {tricks} ({limit})",
        "从第 {trick} 圈起复盘（共 {tricks} 圈；{limit}）",
    ),
    "show.review.not-reviewed": ("not reviewed: {reason}", "未复盘：{reason}"),
    "show.review.none": (
        "not reviewed: not even the last trick was solved ({limit})",
        "未复盘：连最后一圈也未解出（{limit}）",
    ),
    "show.grade.key": (
        "a play's grade is what its cost changed, on the level scale: {blunder} blunder (the "
        "level result, or who deals next), {mistake} mistake (the bottom dug, or its multiplier, "
        "against its side), {inaccuracy} inaccuracy (points inside one level bracket), {best} "
        "best (cost 0); {ungraded} not graded (not solved within the budget)",
        "一手牌的评级看其代价在升级上改变了什么：{blunder} 大错（升级结果或下一庄家），"
        "{mistake} 失误（抠底或其倍数对本方不利），{inaccuracy} 欠佳（同一级档内失分），"
        "{best} 最佳（代价 0）；{ungraded} 未评级（预算内未能解出）",
    ),
    "show.grade.costly": (
        "{grade}: cost the {side:long} {cost} {cost|point|points} (best: {best})",
        "{grade}：{side}代价 {cost} 分（最佳：{best}）",
    ),
    "show.grade.best": ("{grade}: cost 0", "{grade}：代价 0"),
    "show.grade.cost-only": (
        "not graded: cost the {side:long} {cost} {cost|point|points} (best: {best}); the "
        "bottom with best play not solved",
        "未评级：{side}代价 {cost} 分（最佳：{best}）；最佳出牌下的抠底未能解出",
    ),
    "show.grade.unknown": ("not graded: not solved within the budget", "未评级：预算内未能解出"),
    "show.grade.ungraded": ("not graded", "未评级"),
    "show.grade.short": ("{grade}: cost {cost}", "{grade}：代价 {cost}"),
    "show.graph.title": ("Value graph", "局势图"),
    "show.graph.desc": (
        "The defenders' final points with best play before each trick, from trick {first} to "
        "the end of the {tricks} tricks: {values}; {played} as played. The bands are the level "
        "changes the points give.",
        "从第 {first} 圈到终局（共 {tricks} 圈），每圈之前双方最佳出牌时闲家的最终得分："
        "{values}；实际得分 {played}。各色带为得分对应的升级结果。",
    ),
    "show.graph.x": ("trick", "圈"),
    "show.graph.y": ("defenders' points", "闲家得分"),
    "show.graph.end": ("end", "终局"),
    "show.graph.point": (
        "before trick {trick}: {points} points with best play",
        "第 {trick} 圈之前：最佳出牌时 {points} 分",
    ),
    "show.graph.at-end": ("the end: {points} points as played", "终局：实际 {points} 分"),
    "show.graph.played": ("as played: {points}", "实际：{points}"),
    "show.graph.legend": ("with best play", "最佳出牌"),
    "show.graph.change": ("{side:long} +{levels}", "{side} +{levels}"),
    "show.graph.band": ("{low} to {high} points: {change}", "{low} 至 {high} 分：{change}"),
    "show.graph.band.one": ("{low} points: {change}", "{low} 分：{change}"),
    "show.graph.band.from": ("{low} points and more: {change}", "{low} 分及以上：{change}"),
    "show.graph.table": ("The graph's numbers", "图中数值"),
    "show.graph.col.trick": ("before trick", "圈前"),
    "show.graph.col.value": ("defenders' points with best play", "最佳出牌时闲家得分"),
    "show.graph.col.change": ("level change", "升级结果"),
    "show.graph.bands": ("level bands", "升级分档"),
    # the batch index
    "show.index.title": ("Hands checked", "检查结果"),
    "show.index.file": ("file", "文件"),
    "show.index.hand": ("hand", "副"),
    "show.index.status": ("status", "结论"),
    "show.index.kinds": ("violations", "违例"),
    "show.index.points": ("defenders' points", "闲家得分"),
    "show.index.ruled": ("ruled result", "判罚后结果"),
    "show.index.count": ("{n} {n|hand|hands}", "{n} 副"),
    # the command's help
    "show.help.example": (
        "A disputed hand as a page:\nshengji show examples/dispute_failed_throw.sj -o d.html\n"
        "The second hand of a match, in Chinese, at trick 3:\n"
        "shengji show match.sj --hand 2 --trick 3 --lang zh -o h2.html\n"
        "One trick as SVG:\nshengji show examples/bury.sj --format svg --trick 1 -o t1.svg\n"
        "What each play of the last tricks cost:\n"
        "shengji show examples/solve/late_errors.sj --analyze -o a.html\n"
        "The last 3 tricks reviewed, with the value graph:\n"
        "shengji show examples/solve/late_errors.sj --review --last 3 -o r.html",
        "把有争议的一副牌输出为网页：\nshengji show examples/dispute_failed_throw.sj -o d.html\n"
        "一场比赛的第 2 副，中文，停在第 3 圈：\n"
        "shengji show match.sj --hand 2 --trick 3 --lang zh -o h2.html\n"
        "一圈牌的矢量图：\nshengji show examples/bury.sj --format svg --trick 1 -o t1.svg\n"
        "最后几圈每手牌的代价：\n"
        "shengji show examples/solve/late_errors.sj --analyze -o a.html\n"
        "复盘最后 3 圈，附局势图：\n"
        "shengji show examples/solve/late_errors.sj --review --last 3 -o r.html",
    ),
    "show.help": (
        "Show one hand as a self-contained HTML page (the deal, the tricks to step through, "
        "the findings at their trick and seat, the result as played and as ruled), or with "
        "--format svg a trick or the deal as SVG.",
        "将一副牌输出为独立的网页（发牌、可逐圈查看的出牌、标在所在圈与座位的违例、"
        "实际结果与判罚后结果），或用 --format svg 输出一圈或发牌的矢量图。",
    ),
    "show.help.opt.hand": ("The hand of the file to show.", "要显示文件中的第几副牌。"),
    "show.help.opt.trick": (
        "The trick the page opens at; with --format svg, the trick to draw.",
        "网页打开时显示的圈；与 --format svg 一起用时，要画的圈。",
    ),
    "show.help.opt.variant": (
        "Preset name or variant file (default: the record's variant: line).",
        "规则预设名或规则文件（默认取记录的 variant: 行）。",
    ),
    "show.help.opt.format": (
        "html: the whole page; svg: the trick --trick, else (--review) the value graph, else the "
        "deal.",
        "html：整个网页；svg：--trick 指定的圈的矢量图，否则（--review）为局势图，否则为发牌的。",
    ),
    "show.help.opt.analyze": (
        "Analyse the end of the hand with every hand open (as check --analyze) and show what "
        "each play cost its side, at its trick. Slow: the hand is searched.",
        "明牌分析本副牌的最后几圈（同 check --analyze），并在各圈标出每手牌给本方造成的代价。"
        "较慢：需搜索本副牌。",
    ),
    "show.help.opt.review": (
        "Review the hand as shengji review does (--from-trick, --last, --budget SECONDS, "
        "--steps): the value graph, and each play's grade and cost at its trick. Slow: the "
        "hand is searched. Not with --analyze.",
        "同 shengji review 复盘本副牌（--from-trick、--last、--budget 秒数、--steps）："
        "局势图，并在各圈标出每手牌的评级与代价。较慢：需搜索本副牌。不能与 --analyze 同用。",
    ),
    "show.help.opt.budget": (
        "With --analyze: the steps each search may take (default: solve's --budget). With "
        "--review: the CPU seconds the hand may spend reaching back from its end (default 3).",
        "配合 --analyze：每次搜索最多走的步数（默认同 solve 的 --budget）。"
        "配合 --review：本副牌从最后一圈往前推进可用的处理器秒数（默认 3）。",
    ),
    "show.help.opt.output": (
        "The file to write (default: standard output).",
        "输出文件（默认：标准输出）。",
    ),
    # the command's own lines
    "show.error.no-hand": (
        "{source} has no hand {hand} (it has {count})",
        "{source} 没有第 {hand} 副（共 {count} 副）",
    ),
    "show.error.no-trick": (
        "hand {hand} has no trick {trick} (it has {count})",
        "第 {hand} 副没有第 {trick} 圈（共 {count} 圈）",
    ),
    "show.error.svg-deal": (
        "--format svg draws a trick (--trick K) or the deal: this hand records no cards",
        "--format svg 画一圈（--trick K）或发牌：本副牌没有记录任何牌",
    ),
    "show.error.out-dir": (
        "check --format html writes a folder of pages: give it with -o DIR",
        "check --format html 输出一个网页文件夹：请用 -o 指定文件夹",
    ),
    "show.error.review-analyze": (
        "--review and --analyze exclude each other (--review grades each play, its cost "
        "included): give one",
        "--review 与 --analyze 不能同时给出（--review 已给出每手牌的评级及代价）：请只给一个",
    ),
    "show.error.needs-review": ("{option} goes with --review", "{option} 须与 --review 同时使用"),
    "show.error.svg-graph": (
        "--format svg --review draws the value graph: hand {hand} has none ({reason})",
        "--format svg --review 画局势图：第 {hand} 副没有局势图（{reason}）",
    ),
    "show.wrote": ("wrote {path}", "已写入 {path}"),
    "show.wrote-dir": (
        "wrote {n} {n|page|pages} and {index}",
        "已写入 {n} 个网页和 {index}",
    ),
}
