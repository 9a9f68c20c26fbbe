"""Messages of the cli part (id → English, Chinese): the commands' errors, the queries' and
``variants``' and ``gen``'s text output, click's usage errors in Chinese, and ``--help``."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # Option values (cli/common.py).
    "cli.bad-cards": (
        "{what}: {message} at column {column}",
        "{what}：{message}（第 {column} 列）",
    ),
    "cli.bad-trump": (
        "--trump: expected a suit (S H C D, ♠ ♥ ♣ ♦) or NT, got {text!r}",
        "--trump：应为花色（S H C D，♠ ♥ ♣ ♦）或 NT，而不是 {text!r}",
    ),
    "cli.bad-level": (
        "--level: expected a rank 2..10, J, Q, K or A, got {text!r}",
        "--level：应为 2..10、J、Q、K 或 A，而不是 {text!r}",
    ),
    # A point in a record (--record FILE --trick N --seat S).
    "cli.record.needs-trick-and-seat": (
        "--record needs --trick N and --seat S",
        "--record 需要同时给出 --trick N 和 --seat S",
    ),
    "cli.record.too-few-tricks": (
        "{path}: the record has {n} tricks, not {trick}",
        "{path}：记录只有 {n} 圈，没有第 {trick} 圈",
    ),
    "cli.record.no-level-or-trump": (
        "{path}: the record has no level: or trump: line",
        "{path}：记录没有 level: 或 trump: 行",
    ),
    "cli.record.no-such-seat": (
        "--seat: {seat!r} is not a seat of the record ({seats})",
        "--seat：{seat!r} 不是记录中的座位（{seats}）",
    ),
    "cli.record.hand-unknown": (
        "{path}: {seat}'s hand at trick {trick} is not known from the record",
        "{path}：无法从记录得知 {seat} 在第 {trick} 圈时的手牌",
    ),
    # trick
    "cli.trick.play": ("play {n}", "第 {n} 手"),
    "cli.trick.sizes": (
        "play {n} has {cards} cards; the lead has {led}",
        "第 {n} 手出了 {cards} 张，领出为 {led} 张",
    ),
    "cli.trick.number": ("#", "序号"),
    "cli.trick.play.column": ("play", "出牌"),
    "cli.trick.standing": ("standing", "判定"),
    "cli.trick.winner": (
        "winner: play {n} ({cards}); points {points}",
        "大牌：序号 {n}（{cards}）；得分 {points}",
    ),
    "cli.trick.seat": ("seat", "座位"),
    "cli.trick.winner.seat": (
        "winner: play {n}, {seat} ({cards}); points {points}",
        "大牌：序号 {n}，{seat}（{cards}）；得分 {points}",
    ),
    "cli.trick.count": (
        "PLAYS: four plays (CARDS or SEAT CARDS each) or one trick line, not {n}",
        "出牌：应为四手牌（每手为“牌”或“座位 牌”）或一行出牌记录，而不是 {n} 项",
    ),
    "cli.trick.one-line": (
        "PLAYS: expected one trick line such as '1. N ♠A | E ♠3 | S ♠5 | W ♠K', found {n} tricks",
        "出牌：应为一行出牌记录，如 '1. N ♠A | E ♠3 | S ♠5 | W ♠K'，实际有 {n} 圈",
    ),
    "cli.trick.seat-twice": (
        "play {n}: {seat} has already played in this trick",
        "第 {n} 手：{seat} 在这一圈已出过牌",
    ),
    # follow
    "cli.follow.give-options": (
        "give --lead, --hand, --trump and --level (or --record FILE --trick N --seat S)",
        "请给出 --lead、--hand、--trump 和 --level（或 --record 文件 --trick N --seat S）",
    ),
    "cli.follow.lead-one-suit": (
        "--lead: a lead must be cards of one suit (or all trumps)",
        "--lead：领出须为同一门花色（或全为主牌）",
    ),
    "cli.follow.hand-too-small": (
        "--hand holds {held} cards, fewer than the {led} led",
        "--hand 只有 {held} 张牌，少于领出的 {led} 张",
    ),
    "cli.follow.not-following": (
        "--seat: {seat!r} does not follow in trick {trick}",
        "--seat：{seat!r} 在第 {trick} 圈不是跟牌的一家",
    ),
    "cli.follow.legal": ("legal", "合法"),
    "cli.follow.wrong-size": (
        "played {played} cards to a lead of {led}",
        "出了 {played} 张，领出为 {led} 张",
    ),
    "cli.follow.not-held": ("the play holds cards the hand does not", "所出的牌中有手中没有的牌"),
    "cli.follow.obligations": ("obligations:", "跟牌要求："),
    "cli.follow.count": ("legal plays: {n}", "合法出法：{n} 种"),
    "cli.follow.count.at-least": (
        "legal plays: {n} (at least: stopped counting)",
        "合法出法：至少 {n} 种（已停止计数）",
    ),
    "cli.follow.example": ("e.g. {cards}", "例如 {cards}"),
    "cli.follow.play.legal": ("play {cards}: legal", "出牌 {cards}：合法"),
    "cli.follow.play.illegal": (
        "play {cards}: ILLEGAL — {reason}",
        "出牌 {cards}：不合法 — {reason}",
    ),
    # score
    "cli.score.bottom": (
        "bottom: {points} x{multiplier} = {awarded}",
        "底牌：{points} x{multiplier} = {awarded}",
    ),
    "cli.score.result": (
        "result: {side:long} +{levels} ({variant} {version})",
        "结果：{side} +{levels}（{variant} {version}）",
    ),
    "cli.score.levels": (
        "levels: {dealer:long} {dealer_before} → {dealer_after}, "
        "{defenders:long} {defenders_before} → {defenders_after}",
        "级：{dealer} {dealer_before} → {dealer_after}，{defenders} {defenders_before} → "
        "{defenders_after}",
    ),
    "cli.score.stopped": ("stopped on the must-play level {level}", "停在必打级 {level}"),
    "cli.score.stopped.deducted": (
        "stopped on the must-play level {level}; {n} level(s) deducted from the other side",
        "停在必打级 {level}；另一方扣 {n} 级",
    ),
    "cli.score.dug": (
        "the bottom was dug with a {level}: the {side:long} restarts from {restart}",
        "被用 {level} 抠底：{side}从 {restart} 重新打起",
    ),
    "cli.score.won": (
        "the {side:long} pass {level} and win the match",
        "{side}打过 {level}，赢得比赛",
    ),
    "cli.score.next-dealer": ("next dealer: dealer's {seat}", "下一庄家：庄家的{seat}"),
    "cli.score.bad-levels": (
        "--levels: expected DEALER_RANK:DEFENDERS_RANK such as 6:10, got {text!r}",
        "--levels：应为“庄家方级:闲家级”，如 6:10，而不是 {text!r}",
    ),
    "cli.score.bad-tractor": (
        "--last: expected tractor:N, got {text!r}",
        "--last：应为 tractor:N，而不是 {text!r}",
    ),
    "cli.score.short-tractor": (
        "--last: a tractor has at least 2 pairs",
        "--last：拖拉机至少有 2 对",
    ),
    "cli.score.last-one-suit": (
        "--last: the last lead must be cards of one suit",
        "--last：最后一圈的领出须为同一门花色",
    ),
    "cli.score.last-needs": (
        "--last CARDS needs {options}: the cards' multiplier depends on the trump and the level",
        "--last 给出牌时还需要 {options}：牌的倍数取决于主牌和级",
    ),
    "cli.score.bottom-size": (
        "--bottom: {n} {n|card|cards}, but the {variant} bottom has {size}: give all of them",
        "--bottom：{n} 张牌，但 {variant} 的底牌有 {size} 张：请全部给出",
    ),
    # throw
    "cli.throw.unit": ("unit", "组合"),
    "cli.throw.cards": ("cards", "牌"),
    "cli.throw.beaten": ("could be beaten by", "可管的牌"),
    "cli.throw.beater": ("{seat}: {cards}", "{seat}：{cards}"),
    "cli.throw.more": ("… ({n})", "…（共 {n} 种）"),
    "cli.throw.unseen": ("unseen", "未见"),
    "cli.throw.safe": ("safe for certain", "必然安全"),
    "cli.throw.unsafe": ("could be beaten", "可能被管"),
    "cli.throw.not-a-throw": (
        "a single, a pair or a tractor is an ordinary lead, not a throw: it cannot fail",
        "单张、对子或拖拉机是普通的领出，不是甩牌，不会失败",
    ),
    "cli.throw.void": ("void in: {seats}", "已知缺门：{seats}"),
    "cli.throw.void.trumps": ("void in trumps: {seats}", "已知缺门 主牌：{seats}"),
    "cli.throw.void.suit": ("void in {suit}: {seats}", "已知缺门 {suit}：{seats}"),
    "cli.throw.void.given": ("{seat} (given)", "{seat}（指定）"),
    "cli.throw.void.shown-out": (
        "{seat} ({name}, showed out in trick {trick})",
        "{seat}（{name}，第 {trick} 圈已缺门）",
    ),
    "cli.throw.stands": ("the throw stands", "甩牌成立"),
    "cli.throw.fails": ("the throw fails", "甩牌失败"),
    "cli.throw.unknown": ("depends on unseen cards", "视未见的牌而定"),
    "cli.throw.probability": ("failure probability: {p}{how}", "失败概率：{p}{how}"),
    "cli.throw.how.sampled": (
        " ± {stderr} (method: monte-carlo, {n} deals)",
        " ± {stderr}（方法：蒙特卡洛，{n} 副牌局）",
    ),
    "cli.throw.how.every-sample": (
        " (in every sampled deal; not exact: monte-carlo, {n} deals)",
        "（每副抽样牌局皆然，并非精确值：蒙特卡洛，{n} 副牌局）",
    ),
    "cli.throw.how.exact": (" (method: exact)", "（方法：精确计算）"),
    "cli.throw.forced": (
        "forced play: {cards}  (penalty {penalty})",
        "须出：{cards}（罚 {penalty} 分）",
    ),
    "cli.throw.bad-other": (
        "--other: expected SEAT=CARDS with SEAT one of {seats} (下家, 对家, 上家), got {text!r}",
        "--other：应为“座位=牌”，座位为 {seats}（下家、对家、上家）之一，而不是 {text!r}",
    ),
    "cli.throw.bad-void": (
        "--void: expected one of {seats} (下家, 对家, 上家), got {text!r}",
        "--void：应为 {seats}（下家、对家、上家）之一，而不是 {text!r}",
    ),
    "cli.throw.no-lead": (
        "{path} has no trick {trick} led by {seat}: give CARDS",
        "{path} 中没有由 {seat} 领出的第 {trick} 圈：请给出要甩的牌",
    ),
    "cli.throw.give-options": (
        "give CARDS, --hand, --trump and --level (or --record FILE --trick N --seat S)",
        "请给出要甩的牌、--hand、--trump 和 --level（或 --record 文件 --trick N --seat S）",
    ),
    "cli.throw.with-inferred-voids": (
        "{error} (voids from the record: {voids})",
        "{error}（记录显示的缺门：{voids}）",
    ),
    "cli.throw.inferred-void": (
        "{seat} = {name} showed out in trick {trick}",
        "{seat} = {name}，第 {trick} 圈已缺门",
    ),
    "cli.throw.verdict": ("verdict", "判定"),
    "cli.throw.beaten-certain": ("beaten for certain", "必然被管"),
    "cli.throw.beater.needs": (
        "{seat}: {cards} (if it holds {needs} too)",
        "{seat}：{cards}（若还有 {needs}）",
    ),
    "cli.throw.assumed": (
        "assumed: {played} ({held} cards in each hand); the {unseen} "
        "cards not seen lie at random, {in_hands} in the other hands and {out} in the bottom or "
        "among the cards played",
        "假定：{played}（每家手中 {held} 张）；未见的 {unseen} 张牌随机分布，"
        "{in_hands} 张在另外三家手中，{out} 张在底牌或已出的牌中",
    ),
    # the hand's size gives the cards each seat played; only a record gives the tricks (issue #26)
    "cli.throw.assumed.cards": (
        "{played} {played|card|cards} played from each hand",
        "每家已出 {played} 张牌",
    ),
    "cli.throw.assumed.tricks": (
        "{tricks} {tricks|trick|tricks} played, {played} {played|card|cards} from each hand",
        "已出 {tricks} 圈，每家出了 {played} 张牌",
    ),
    "cli.throw.forced.from-known": (
        "(forced play from the known holdings: unseen cards could beat other units too)",
        "（须出的牌只依已知手牌而定：未见的牌也可能管上其他组合）",
    ),
    "cli.throw.bad-other-hand": (
        "--other-hand: expected SEAT=CARDS with SEAT one of {seats} (下家, 对家, 上家), "
        "got {text!r}",
        "--other-hand：应为“座位=牌”，座位为 {seats}（下家、对家、上家）之一，而不是 {text!r}",
    ),
    # variants
    "cli.variants.preset": ("preset", "预设"),
    "cli.variants.version": ("version", "版本"),
    "cli.variants.description": ("description", "说明"),
    "cli.variants.parameter": ("parameter", "参数"),
    "cli.variants.value": ("value", "取值"),
    "cli.variants.meaning": ("meaning", "含义"),
    "cli.variants.rulebook": ("rulebook", "规则文本"),
    "cli.variants.rulebook-line": ("rulebook: {title}", "规则文本：{title}"),
    "cli.variants.import.wrote": (
        "wrote {out} ({n} {n|setting|settings} not expressed, named in its comments)",
        "已写出 {out}（{n} 项设置无法表达，已在注释中列出）",
    ),
    "cli.variants.import.unreadable": (
        "{file}: cannot be read: {reason}",
        "{file}：无法读取：{reason}",
    ),
    # gen
    "cli.gen.rbtying-clean-hands": (
        "--to rbtying writes clean hands, one game a log: --faults and --match are not taken",
        "--to rbtying 只写无违例的单局日志：不接受 --faults 和 --match",
    ),
    "cli.gen.wrote-hands": ("wrote {n} {n|hand|hands} to {out}", "已写出 {n} 副牌到 {out}"),
    "cli.gen.wrote-matches": ("wrote {n} {n|match|matches} to {out}", "已写出 {n} 场比赛到 {out}"),
    # Bad option values (cli/usage.py's option types).
    "cli.usage.not-integer": ("{value!r} is not a valid integer.", "{value!r} 不是整数"),
    "cli.usage.not-integer-range": (
        "{value!r} is not a valid integer range.",
        "{value!r} 不是整数",
    ),
    "cli.usage.below": ("{value} is not in the range x>={min}.", "{value} 太小：至少为 {min}"),
    "cli.usage.above": (
        "{value} is not in the range {min}<=x<={max}.",
        "{value} 太大：至多为 {max}",
    ),
    "cli.usage.choice": ("{value!r} is not one of {choices}.", "{value!r} 不是 {choices} 之一"),
    "cli.usage.is-a-file": ("Directory {path!r} is a file.", "{path!r} 是文件，不是文件夹"),
    "cli.usage.is-a-directory": ("File {path!r} is a directory.", "{path!r} 是文件夹，不是文件"),
    "cli.usage.unreadable-file": ("File {path!r} is not readable.", "文件 {path!r} 不可读"),
    "cli.usage.unreadable-folder": (
        "Directory {path!r} is not readable.",
        "文件夹 {path!r} 不可读",
    ),
    # What a missing or miscounted argument is.
    "cli.argument.files": ("FILES", "要检查的文件"),
    "cli.argument.cards": ("CARDS", "要甩的牌"),
    "cli.argument.name": ("NAME", "规则名"),
    "cli.argument.a": ("A", "第一个规则名"),
    "cli.argument.b": ("B", "第二个规则名"),
    "cli.argument.settings": ("SETTINGS", "房间设置文件"),
    "cli.argument.plays": ("PLAYS", "出牌"),
    # Help (cli/help.py): the English is click's help as it always was; the Chinese, the same
    # help laid out in Chinese.  The group and each command, then their options.
    "cli.help.shengji": (
        "Referee's tool for Sheng Ji (升级 / 拖拉机 / 双升 / 80分), one to three decks.",
        "升级（升级 / 拖拉机 / 双升 / 80分，一至三副牌）的裁判工具。",
    ),
    "cli.help.check": (
        "Replay each hand, report violations, points, bottom and level change.\n\n"
        "FILES are record files, folders (searched recursively for *.sj) or - for stdin. A file\n"
        "that cannot be read is reported on stderr (every error is, in every format) and the "
        "batch\n"
        "goes on; the exit code is the worst seen: 0 all clean, 1 a violation, 2 something\n"
        "unreadable.",
        "逐副复盘，报告违例、得分、底牌和升级。\n\n"
        "要检查的文件可以是记录文件、文件夹（递归查找其中的 *.sj）或 -（标准输入）。无法读取的文件"
        "会在标准错误输出上报告"
        "（任何格式下错误都写到那里），整批检查照常进行；退出码取最严重的情况：0 全部无误，1 有违例"
        "，2 有无法读取的输入。",
    ),
    "cli.help.check.opt.allow-variant-dir": (
        "Let a record's variant: line name a variant file in this folder (else presets only).",
        "允许记录的 variant: 行指定此文件夹中的规则文件（否则只能用预设规则）。",
    ),
    "cli.help.check.opt.follow-links": (
        "In folders, also read links leading outside the folder (default: reported, not read).",
        "在文件夹中也读取指向文件夹之外的链接（默认：报告而不读取）。",
    ),
    "cli.help.fmt.opt.follow-links": (
        "In folders, also read links leading outside the folder.",
        "在文件夹中也读取指向文件夹之外的链接。",
    ),
    "cli.help.check.opt.timeout": (
        "Time limit per file (default: 5 s + 5 s per MB of the file; 0: none). A file over it is "
        "reported as "
        "not checked and the batch goes on.",
        "每个文件的时限（默认：5 秒，每兆字节另加 5 秒；0：不限）。超时的文件报告为未检查，其余照常"
        "进行。",
    ),
    "cli.help.check.opt.variant": (
        "Preset name or variant file (overrides the records' variant: line).",
        "预设名或规则文件（优先于记录中的 variant: 行）。",
    ),
    "cli.help.check.opt.format": (
        "Per-hand output; jsonl and csv stream one row per hand; github writes a GitHub Actions "
        "annotation (::error file=…::) per violation or unreadable hand; html writes a page per "
        "hand and an index.html into the folder -o.",
        "每副牌的输出格式；jsonl 和 csv 每副牌一行，边检查边输出；github 为每个违例或无法读取的牌局"
        "写一条 GitHub Actions 标注；html 在 -o 指定的文件夹中为每副牌写一个网页和一个索引页。",
    ),
    "cli.help.check.opt.parse-only": (
        "Only parse, and print the records in canonical form (with --format json or jsonl: as "
        "JSON records, one a line, as convert --to json writes them).",
        "只解析，并以规范格式打印记录（配合 --format json 或 jsonl：以 JSON 记录输出，每行一份，"
        "与 convert --to json 写出的相同）。",
    ),
    "cli.help.check.opt.summary": (
        "Print only a summary of the batch: files, hands, hands per status, violations by "
        "kind, unreadable files (in the --format chosen).",
        "只打印整批的汇总：文件数、牌局数、各状态的副数、各类违例、无法读取的文件"
        "（按 --format 所选的格式）。",
    ),
    "cli.help.check.opt.jobs": (
        "Worker processes (default: one per core). Results keep the input order.",
        "工作进程数（默认每个核一个）。结果按输入顺序输出。",
    ),
    "cli.help.check.opt.output": (
        "Write the report to FILE, atomically: FILE appears only once the run is complete.",
        "把报告写入该文件，原子写入：整批运行完成后文件才出现。",
    ),
    "cli.help.check.opt.progress": (
        "Progress bar on stderr (default: when stderr is a terminal).",
        "在标准错误输出上显示进度条（默认：标准错误输出是终端时显示）。",
    ),
    "cli.help.fmt": (
        "Write each record file in canonical form, every comment where it was.\n\n"
        "Each file on its own: to stdout (several files each after a '==> FILE <==' line), "
        "rewritten with --in-place, checked with --check. A file that cannot be read is reported "
        "and the others go on; exit 0, 1 (--check: a file would change) or 2 (a file could not be "
        "read).",
        "以规范格式写出每个记录文件，每条注释保留在原处。\n\n"
        "每个文件各自处理：输出到标准输出（多个文件时每个文件前有一行 '==> 文件 <=='），"
        "用 --in-place 原地改写，用 --check 只作检查。无法读取的文件会被报告，其余文件照常处理；"
        "退出码 0、1（--check：有文件需要改动）或 2（有文件无法读取）。",
    ),
    "cli.help.trick": (
        "Judge one trick: four plays in order, the lead first.\n\n"
        "Each play is CARDS or SEAT CARDS ('N ♠AK'); or give the trick as one line, as a record "
        "writes "
        "it: '1. N ♠A | E ♠3 | S ♠5 | W ♠K' (the number may be left out). Plays are numbered from "
        "1.",
        "判定一圈：按出牌顺序给出四手牌，领出的一手在先。\n\n"
        "每手为“牌”或“座位 牌”（'N ♠AK'）；也可按记录的写法把一圈写成一行："
        "'1. N ♠A | E ♠3 | S ♠5 | W ♠K'（序号可省略）。各手从 1 起编号。",
    ),
    "cli.help.follow": (
        "What the rules oblige a hand to play to a lead, and whether a play is legal.",
        "跟某一领出时规则要求这手牌出什么，以及某种出法是否合法。",
    ),
    "cli.help.follow.opt.lead": ("The cards led.", "领出的牌。"),
    "cli.help.follow.opt.hand": (
        "The follower's whole hand before playing.",
        "跟牌者出牌前的全部手牌。",
    ),
    "cli.help.follow.opt.play": ("A play to judge.", "要判定的出法。"),
    "cli.help.follow.opt.record": (
        "Take lead, hand, trump and level (and the play) from a record.",
        "从记录中取领出、手牌、主牌和级（以及出法）。",
    ),
    "cli.help.follow.opt.trick": ("With --record: the trick.", "配合 --record：第几圈。"),
    "cli.help.follow.opt.seat": (
        "With --record: the follower's seat.",
        "配合 --record：跟牌者的座位。",
    ),
    "cli.help.score": (
        "Defenders' points (and the bottom) → multiplier, level change, next dealer, per variant.",
        "由闲家得分（和底牌）按所选规则算出底牌倍数、升级和下一庄家。",
    ),
    "cli.help.score.opt.points": (
        "Defenders' points from tricks (penalties included).",
        "闲家在各圈的得分（含罚分）。",
    ),
    "cli.help.score.opt.bottom": (
        "The buried cards, all of them (as many as the variant's bottom holds). Default: "
        "none, no bottom points.",
        "扣下的底牌，须全部给出（张数同所选规则的底牌）。默认：不给，底牌不计分。",
    ),
    "cli.help.score.opt.last": (
        "Last trick's lead: single, pair, tractor:N, or CARDS (these need --trump and "
        "--level). Used with --bottom.",
        "最后一圈的领出：single、pair、tractor:N，或领出的牌（此时须给出 --trump 和 --level）。"
        "配合 --bottom 使用。",
    ),
    "cli.help.score.opt.last-won-by": (
        "The side that won the last trick (the bottom counts for the defenders only).",
        "赢得最后一圈的一方（底牌分只计给闲家）。",
    ),
    "cli.help.score.opt.variant": ("Preset name or variant file.", "预设名或规则文件。"),
    "cli.help.score.opt.trump": (
        "Trump suit or NT; required when --last is CARDS (no default).",
        "主牌花色或 NT；--last 给出牌时必填（无默认值）。",
    ),
    "cli.help.score.opt.level": (
        "Level rank (2..A); required when --last is CARDS (no default).",
        "所打的级（2..A）；--last 给出牌时必填（无默认值）。",
    ),
    "cli.help.score.opt.levels": (
        "DEALER_RANK:DEFENDERS_RANK, the two sides' levels before the hand.",
        "庄家方级:闲家级，即这副牌之前双方所在的级。",
    ),
    "cli.help.score.opt.dug-with-level": (
        "The defenders won the last trick with a level card (shenzhen J/A rule).",
        "闲家用级牌赢得最后一圈（shenzhen 的 J/A 规则）。",
    ),
    "cli.help.throw": (
        "Can I throw CARDS? Units, who could beat them, the chance the throw fails, forced play "
        "and "
        "penalty; each unit beaten for certain, possibly beaten or safe for certain.\n\n"
        "Only what the thrower knows is needed: the hand's size says how many tricks were played, "
        "and "
        "the cards not seen may lie in any unseen place (the other hands, the bottom, the cards "
        "played). Exit 1 when the throw fails for certain, 2 on bad input.",
        "能甩吗？列出各组合、谁可能管上、甩牌失败的概率、须出的牌和罚分；每个组合必然被管、可能被管"
        "还是必然安全。\n\n"
        "只需甩牌者知道的信息：手牌张数说明已出过几圈，未见的牌可能在任何未见之处（另外三家手中、"
        "底牌、已出的牌）。甩牌必然失败时退出码为 1，输入有误时为 2。",
    ),
    "cli.help.throw.opt.hand": (
        "The thrower's hand now (it holds CARDS); its size says how many tricks were played.",
        "甩牌者现在的手牌（含要甩的牌）；其张数说明已出过几圈。",
    ),
    "cli.help.throw.opt.seen": (
        "Cards known to be out of the hands: played (with --dealer, the bottom too). Any "
        "not given are taken as unseen.",
        "已知不在各家手中的牌：已出的牌（加 --dealer 时也可含底牌）。未给出的牌按未见处理。",
    ),
    "cli.help.throw.opt.other": (
        "SEAT=CARDS: cards SEAT is known to hold, not its whole hand (repeatable); SEAT is "
        "next, partner or prev.",
        "座位=牌：已知该家持有的牌，不必是其全部手牌（可多次给出）；座位为 next、partner 或 prev。",
    ),
    "cli.help.throw.opt.other-hand": (
        "SEAT=CARDS: SEAT's whole hand (as many cards as --hand).",
        "座位=牌：该家的全部手牌（张数与 --hand 相同）。",
    ),
    "cli.help.throw.opt.dealer": (
        "The thrower is the dealer and buried the bottom.",
        "甩牌者是庄家，底牌是他扣的。",
    ),
    "cli.help.throw.opt.void": (
        "SEAT is known to hold none of the throw's suit (next, partner, prev; repeatable). "
        "With --record, seats that showed out earlier are added.",
        "已知该座位没有所甩花色的牌（next、partner、prev；可多次给出）。"
        "配合 --record 时，之前已缺门的座位也算在内。",
    ),
    "cli.help.throw.opt.record": (
        "Take trump, level and the hand from a record.",
        "从记录中取主牌、级和手牌。",
    ),
    "cli.help.throw.opt.trick": (
        "With --record: the trick about to be led.",
        "配合 --record：将要领出的那一圈。",
    ),
    "cli.help.throw.opt.seat": (
        "With --record: the thrower's seat.",
        "配合 --record：甩牌者的座位。",
    ),
    "cli.help.throw.opt.seed": ("Seed of the Monte Carlo estimate.", "蒙特卡洛估算的随机种子。"),
    "cli.help.variants": (
        "List the presets; `variants show NAME`, `variants diff A B`.",
        "列出预设；另有 `variants show 规则名`、`variants diff A B`。",
    ),
    "cli.help.variants.show": ("Print every parameter of a variant.", "列出一种规则的全部参数。"),
    "cli.help.variants.import": (
        "Write a platform's room settings as a variant file: each rule-relevant setting a "
        "parameter, over the nearest preset; a setting no parameter expresses is named.",
        "把平台房间的设置写成规则变体文件：每项与规则有关的设置一个参数，以最接近的预设为基础；"
        "无法表达的设置会被列出。",
    ),
    "cli.help.variants.import.opt.from": (
        "The platform: rbtying (shengji.io's saved settings, or its debug JSON).",
        "平台：rbtying（shengji.io 保存的设置，或其调试 JSON）。",
    ),
    "cli.help.variants.import.opt.output": (
        "The variant file to write.",
        "要写出的规则变体文件。",
    ),
    "cli.help.variants.diff": (
        "Show the parameters where two variants differ.",
        "列出两种规则取值不同的参数。",
    ),
    "cli.help.gen": (
        "Generate random legal hand records (seeded), optionally with injected faults.\n\n"
        "Writes one .sj file per hand (or per match) into -o DIR and a manifest.json naming, for\n"
        "each file, the violations it must raise.  Same seed, same files, byte for byte.",
        "按种子随机生成合法的牌局记录，可选择注入违例。\n\n"
        "每副牌（或每场比赛）在 -o 文件夹中写一个 .sj 文件，另写一个 manifest.json，"
        "列出每个文件必须报出的违例。种子相同，生成的文件逐字节相同。",
    ),
    "cli.help.gen.opt.faults": (
        "Comma-separated violation kinds to inject (one per file, cycling); an unknown kind "
        "is refused with the list of those the generator injects.",
        "要注入的违例种类，以逗号分隔（每个文件一种，轮流使用）；未知的种类会被拒绝，"
        "并列出生成器能注入的种类。",
    ),
    "cli.help.gen.opt.match": (
        "Write whole matches of N hands (with bids) instead of single hands.",
        "写出每场 N 副牌的完整比赛（含亮主），而不是单副牌。",
    ),
    "cli.help.gen.opt.to": (
        "Write the hands as: sj (records), rbtying (each a shengji.io game log with its debug "
        "JSON and settings, played under the platform's default room settings; --variant is not "
        "read), botzone (each a Botzone judge's log, .botzone.json) or jerryyyu (each a "
        "jerryyyu/shengji room log, .jerryyyu.jsonl; with --match, one a match); a botzone or "
        "jerryyyu log's verdicts are the replay's under --variant.",
        "写出格式：sj（记录），rbtying（每副一份 shengji.io 游戏日志及其调试 JSON 和设置，按该平"
        "台默认房间设置打出；不读取 --variant），botzone（每副一份 Botzone 裁判日志，"
        ".botzone.json）或 jerryyyu（每副一份 jerryyyu/shengji 房间日志，.jerryyyu.jsonl；"
        "用 --match 时每场一份）；"
        "botzone 与 jerryyyu 日志中的裁决取 --variant 下的重放结果。",
    ),
    "cli.help.gen.opt.force": (
        "Write into an -o folder that is not empty (files of the same names are "
        "replaced, others are kept).",
        "写入不是空的 -o 文件夹（同名文件会被覆盖，其余文件保留）。",
    ),
    # Options several commands share.
    "cli.help.opt.lang": (
        "Output language (default: SHENGJI_LANG, then the locale).",
        "输出语言（默认取 SHENGJI_LANG，其次取系统的语言环境）。",
    ),
    "cli.help.opt.trump": ("Trump suit or NT.", "主牌花色或 NT。"),
    "cli.help.opt.group-lang": (
        "Language of the help and of the command's output (default: SHENGJI_LANG, then the "
        "locale).",
        "帮助和命令输出的语言（默认取 SHENGJI_LANG，其次取系统的语言环境）。",
    ),
    "cli.help.opt.level": ("Level rank (2..A).", "所打的级（2..A）。"),
    "cli.help.opt.help": ("Show this message and exit.", "显示本帮助并退出。"),
    "cli.help.opt.version": ("Show the version and exit.", "显示版本并退出。"),
    "cli.help.opt.color": (
        "Colour the text report: auto (on a terminal, unless NO_COLOR is set), always, never.",
        "为文本报告着色：auto（终端上着色，设置了 NO_COLOR 时不着色）、always、never。",
    ),
    "cli.help.opt.isolated": (
        "Read no configuration file (shengji.toml, [tool.shengji] in pyproject.toml).",
        "不读取配置文件（shengji.toml、pyproject.toml 中的 [tool.shengji]）。",
    ),
    # The configuration file (cli/config.py).
    "cli.config.at": ("{file}:{line}:{col}: {why}", "{file}:{line}:{col}：{why}"),
    "cli.config.not-toml": ("not TOML: {reason}", "不是 TOML 格式：{reason}"),
    "cli.config.not-a-table": ("'{key}' must be a table", "'{key}' 须为表"),
    "cli.config.too-big": (
        "{file}: a configuration file over {limit} bytes is not read",
        "{file}：配置文件超过 {limit} 字节，不予读取",
    ),
    "cli.config.cannot-read": (
        "{file}: cannot read the configuration file: {reason}",
        "{file}：无法读取配置文件：{reason}",
    ),
    "cli.config.unknown-key": (
        "unknown key '{key}' in {table}",
        "{table} 中有未知的键 '{key}'",
    ),
    "cli.config.unknown-key.near": (
        "unknown key '{key}' in {table}; did you mean '{near}'?",
        "{table} 中有未知的键 '{key}'；是否想写 '{near}'？",
    ),
    "cli.config.bad-value": (
        "'{key}' takes a string, a number, true or false, or a list of strings",
        "'{key}' 的值须为字符串、数字、true 或 false，或字符串列表",
    ),
    # Click's own words, through gettext (cli/click_catalog.py): the English is click's.
    "cli.click.usage": ("Usage:", "用法："),
    "cli.click.options": ("Options", "选项"),
    "cli.click.commands": ("Commands", "命令"),
    "cli.click.arguments": ("Positional arguments", "位置参数"),
    "cli.click.default": ("default: {default}", "默认：{default}"),
    "cli.click.required": ("required", "必填"),
    "cli.help.at-least": ("x>={min}", "至少为 {min}"),
    "cli.click.env-var": ("env var: {var}", "环境变量：{var}"),
    "cli.click.dynamic": ("(dynamic)", "（动态）"),
    "cli.click.try-help": (
        "Try '{command} {option}' for help.",
        "运行 '{command} {option}' 查看帮助。",
    ),
    "cli.click.missing-argument": ("Missing argument", "缺少参数"),
    "cli.click.missing-option": ("Missing option", "缺少选项"),
    "cli.click.missing-parameter": ("Missing parameter", "缺少参数"),
    "cli.click.missing-command": ("Missing command.", "缺少命令。"),
    "cli.click.invalid-value-for": (
        "Invalid value for {param_hint}: {message}",
        "{param_hint} 的值无效：{message}",
    ),
    "cli.click.invalid-value": ("Invalid value: {message}", "值无效：{message}"),
    "cli.click.no-such-option": ("No such option {name!r}.", "没有选项 {name!r}。"),
    "cli.click.no-such-option.old": ("No such option: {name}", "没有选项 {name}"),
    "cli.click.no-such-command": ("No such command {name!r}.", "没有命令 {name!r}。"),
    "cli.click.did-you-mean": ("Did you mean {possibility}?", "是否要用 {possibility}？"),
    "cli.click.did-you-mean.one-of": (
        "(Did you mean one of: {possibilities}?)",
        "（是否要用 {possibilities} 之一？）",
    ),
    "cli.click.possible-options": (
        "(Possible options: {possibilities})",
        "（可能的选项：{possibilities}）",
    ),
    "cli.click.extra-argument": (
        "Got unexpected extra argument ({args})",
        "多余的参数（{args}）",
    ),
    "cli.click.extra-arguments": (
        "Got unexpected extra arguments ({args})",
        "多余的参数（{args}）",
    ),
    "cli.click.needs-value": (
        "Option {name!r} requires an argument.",
        "选项 {name!r} 需要一个值。",
    ),
    "cli.click.needs-values": (
        "Option {name!r} requires {nargs} arguments.",
        "选项 {name!r} 需要 {nargs} 个值。",
    ),
    "cli.click.takes-no-value": (
        "Option {name!r} does not take a value.",
        "选项 {name!r} 不带值。",
    ),
    "cli.click.argument-count": (
        "Argument {name!r} takes {nargs} values.",
        "参数 {name!r} 须给出 {nargs} 个值。",
    ),
    "cli.click.not-the-choice": ("{value!r} is not {choice}.", "{value!r} 不是 {choice}。"),
    "cli.click.not-a-choice": (
        "{value!r} is not one of {choices}.",
        "{value!r} 不是 {choices} 之一。",
    ),
    "cli.click.not-in-range": (
        "{value} is not in the range {range}.",
        "{value} 不在 {range} 范围内。",
    ),
    "cli.click.aborted": ("Aborted!", "已中止！"),
    "cli.click.days": ("d", "天"),
    # The words of a usage line that are no message of click's.
    "cli.help.usage.options": ("[OPTIONS]", "[选项]"),
    "cli.help.usage.command": ("COMMAND [ARGS]...", "命令 [参数]..."),
    "cli.help.usage.optional-command": ("[COMMAND] [ARGS]...", "[命令] [参数]..."),
    "cli.version.native": (
        "shengji, version {version} (engine: native {native})",
        "shengji 版本 {version}（引擎：原生 {native}）",
    ),
    "cli.version.python.off": (
        "shengji, version {version} (engine: python, SHENGJI_NATIVE=0)",
        "shengji 版本 {version}（引擎：Python，SHENGJI_NATIVE=0）",
    ),
    "cli.version.python.missing": (
        "shengji, version {version} (engine: python; the compiled core is not built)",
        "shengji 版本 {version}（引擎：Python；未编译原生内核）",
    ),
    "cli.help.metavar.text": ("TEXT", "文本"),
    "cli.help.metavar.integer": ("INTEGER", "整数"),
    "cli.help.metavar.integer-range": ("INTEGER RANGE", "整数"),
    "cli.help.metavar.file": ("FILE", "文件"),
    "cli.help.metavar.directory": ("DIRECTORY", "文件夹"),
    "cli.help.metavar.seconds": ("SECONDS", "秒数"),
    "cli.help.metavar.budget": ("STEPS|SECONDS", "步数|秒数"),
    "cli.help.check.opt.match": (
        "Check each file as one match, or (--independent) as independent hands. Default: a match "
        "when a hand has "
        "levels:, teams:, bid:, turned:, ruling:, after:, time:, redeal: or draw: lines.",
        "把每个文件作为一场比赛检查，或（--independent）作为互不相关的各副牌检查。默认：有一副牌含 "
        "levels:、teams:、"
        "bid:、turned:、ruling:、after:、time:、redeal: 或 draw: 行时为比赛。",
    ),
    "cli.help.check.opt.require-complete": (
        "Count a hand whose record stops before the end as a violation (exit 1); without it, it is "
        "reported as "
        "incomplete and exits 0.",
        "记录未到最后一圈的牌局按违例处理（退出码 1）；不加此选项时，报告为未打完，退出码为 0。",
    ),
    "cli.help.fmt.opt.in-place": (
        "Rewrite each file that changes (atomically: a temporary file in its folder, "
        "then a rename; a link's target is written).",
        "原地改写需要改动的文件（原子写入：先写同一文件夹中的临时文件再改名；链接则写其目标）。",
    ),
    "cli.help.fmt.opt.check": (
        "Write nothing: list the files that would change and exit 1 if there is one.",
        "不写任何文件：列出需要改动的文件，若有则退出码为 1。",
    ),
    "cli.help.fmt.opt.diff": (
        "Print a unified diff of each file that would change.",
        "为每个需要改动的文件打印统一格式的差异。",
    ),
    "cli.help.fmt.opt.style": (
        "How to write: keep (each file as it was typed: the Chinese header keys and suit "
        "names if its first header key is Chinese, else the English keys and ♠♥♣♦), zh (every "
        "file the Chinese way) or symbols (every file with the English keys and ♠♥♣♦).",
        "书写方式：'keep'（每个文件保持其输入方式：首个字段名为中文则用中文字段名与黑红梅方，"
        "否则用英文字段名与 ♠♥♣♦）、'zh'（所有文件用中文方式）或 'symbols'（所有文件用英文字段名"
        "与 ♠♥♣♦）。",
    ),
    "cli.fmt.would-change": ("{n} {n|file|files} would change", "{n} 个文件需要改动"),
    "cli.fmt.all-formatted": (
        "{n} {n|file|files} already in canonical form",
        "{n} 个文件已是规范格式",
    ),
    "cli.fmt.check-or-in-place": (
        "--check writes nothing: it cannot go with --in-place",
        "--check 不写任何文件，不能与 --in-place 同用",
    ),
    "cli.fmt.stdin-in-place": ("stdin cannot be rewritten in place", "标准输入无法原地改写"),
    "cli.help.check.opt.from": (
        "Read every FILE as this format (default: by its name: a format's suffix such as .json or "
        ".jsonl, else "
        "sj). Folders are then searched for that format's files.",
        "把每个文件按此格式读取（默认：按文件名：某种格式的后缀，如 .json、.jsonl，否则为 sj）。此"
        "时在文件夹中查找该格式的文件。",
    ),
    "cli.help.convert": (
        "Write records of any format read as .sj text or JSON records.\n\n"
        "Without -o everything goes to stdout; with -o DIR one file per input in DIR, named as the "
        "input with the new suffix (a file of several matches to sj: one per match), never over an "
        "existing file without --force, never over a file the same run wrote (a second input of "
        "the "
        "same name is refused). A record that cannot be read, or that the notation cannot hold (it "
        "would not read back), is reported and the others are written; exit 0, or 2 when something "
        "could not be read or written.",
        "把任何可读格式的记录写成 .sj 文本或 json 记录。\n\n"
        "不加 -o 时全部输出到标准输出；加 -o 文件夹时每个输入在该文件夹中写一个文件，文件名为输入名"
        "换上新后缀"
        "（含多场比赛的文件转为 sj 时每场一个文件），不加 --force 不覆盖已有文件，也从不覆盖本次运"
        "行写出的文件"
        "（同名的第二个输入被拒绝）。无法读取的记录，或记谱法无法表示（无法读回）的记录，会被报告，"
        "其余照常写出；退出码 0，或 2（有内容无法读取或写入）。",
    ),
    "cli.help.opt.debug-json": (
        "A shengji.io game log's debug JSON ('show debugging information'): its players, hands, "
        "kitty and trump are read with the log (--from rbtying; default: NAME.debug.json or "
        "debug.json beside the log).",
        "shengji.io 游戏日志的调试 JSON（“显示调试信息”）：与日志一同读取其玩家、手牌、底牌和主牌"
        "（--from rbtying；默认：日志旁的 NAME.debug.json 或 debug.json）。",
    ),
    "cli.help.opt.settings": (
        "A shengji.io room's saved settings (its PropagatedState): the rules the log is checked "
        "under (--from rbtying; default: NAME.settings.json or settings.json beside the log, else "
        "the debug JSON's).",
        "shengji.io 房间保存的设置（其 PropagatedState）：检查日志所依据的规则（--from rbtying；"
        "默认：日志旁的 NAME.settings.json 或 settings.json，否则用调试 JSON 中的）。",
    ),
    "cli.help.convert.opt.from": (
        "Format of the inputs (default: by each file's suffix, else sj).",
        "输入的格式（默认：按每个文件的后缀，否则为 sj）。",
    ),
    "cli.help.convert.opt.to": (
        "Format to write: sj (the text notation) or json (JSON records, one a line).",
        "写出的格式：sj（文本记法）或 json（json 记录，每行一条）。",
    ),
    "cli.help.convert.opt.out": (
        "Write one file per input into this folder (made if missing).",
        "每个输入在此文件夹中写一个文件（文件夹不存在时自动创建）。",
    ),
    "cli.help.convert.opt.force": (
        "Replace files of the same names in the -o folder (never one this run wrote).",
        "覆盖 -o 文件夹中同名的文件（本次运行写出的文件除外）。",
    ),
    "cli.convert.exists": (
        "exists already: not replaced without --force",
        "文件已存在：不加 --force 不覆盖",
    ),
    "cli.convert.rules-need-folder": (
        "{name}: its records were played under rules of their own (variant {variant}); write them "
        "with -o DIR "
        "to get those rules as a variant file beside the records (DIR/rules-HASH.variant.toml)",
        "{name}：其记录按自带的规则（规则 {variant}）进行；用 -o 文件夹 写出，这些规则会作为规则文"
        "件"
        "（文件夹/rules-HASH.variant.toml）与记录放在一起",
    ),
    "cli.convert.written-this-run": (
        "written already by this run from another input of the same name: not replaced by "
        "{input}'s records "
        "(rename one of the inputs)",
        "本次运行已由另一个同名输入写出：不以 {input} 的记录覆盖（请给其中一个输入改名）",
    ),
    "cli.convert.unwritable": (
        "hand {hand} not written: it would not read back ({reason})",
        "第 {hand} 手未写出：写出后无法读回（{reason}）",
    ),
    "cli.convert.reads-back-different": ("its text reads back different", "其文本读回后不同"),
    "cli.convert.empty-record": (
        "it holds nothing a hand's text can say",
        "其中没有可写成一手牌的内容",
    ),
    "cli.convert.not-utf8": (
        "it holds text that UTF-8 cannot write",
        "其中含有 UTF-8 无法写出的文本",
    ),
    "cli.convert.rules-unwritable": (
        "its rules cannot be written as a variant file that reads back: not written",
        "其规则无法写成可读回的规则文件：未写出",
    ),
    "cli.help.schema": (
        "Print a published JSON Schema: `schema record` (JSON records), `schema check` "
        "(check --format json), `schema solve` (solve --format json), `schema review` (review "
        "--format json).",
        "打印公开的 json 模式：`schema record`（json 记录），`schema check`（check --format json 的"
        "输出），`schema solve`（solve --format json 的输出），`schema review`（review --format "
        "json 的输出）。",
    ),
    "cli.help.schema.record": (
        "The schema of JSON records (read by --from json, written by convert --to json).",
        "json 记录的模式（--from json 读取，convert --to json 写出）。",
    ),
    "cli.help.schema.check": (
        "The schema of check --format json's output.",
        "check --format json 输出的模式。",
    ),
    "cli.help.check.opt.dask": (
        "Check on Dask: SCHEDULER is a scheduler's address (tcp://host:8786), or local to start a "
        "cluster of worker processes on this machine (--jobs of them, default one per core). Needs "
        "the dask extra. FILES may then be fsspec URLs (memory://, s3://, file://...).",
        "在调度器上检查：调度器为其地址（tcp://host:8786），或 'local'：在本机启动一组工作进程"
        "（--jobs 个，默认每核一个）。需要附加组件 '.[dask]'。此时要检查的文件也可以是网址"
        "（memory://、s3://、file://……）。",
    ),
    "cli.help.metavar.scheduler": ("SCHEDULER", "调度器"),
    "cli.help.check.opt.max-file-size": (
        "Refuse a record file larger than SIZE bytes (K, M, G: thousands, millions, billions; "
        "default: 1G). "
        "A file over it is reported as unreadable and the batch goes on.",
        "拒绝读取大于此字节数的记录文件（可加 K、M、G：千、百万、十亿；默认：1G）。超过的文件报告为"
        "无法读取，其余照常进行。",
    ),
    "cli.help.metavar.size": ("SIZE", "大小"),
    "cli.check.not-size": (
        "'{value}' is not a size in bytes (such as 20M, 1G or 5000000)",
        "'{value}' 不是字节数（例如 20M、1G 或 5000000）",
    ),
    # #14 the hand analyzer: ``shengji solve`` (cli/solve.py), ``check --analyze``, ``schema
    # solve``.
    "cli.argument.file": ("FILE", "记录文件"),
    "cli.help.solve": (
        "Analyse a hand with every hand open: the defenders' points with best play from a trick "
        "on,\n"
        "a best line, what each play made cost, whether the bottom dig was avoidable.\n\n"
        "The record must give the four hands (deal lines, or every card played and the bury).\n"
        "Exit codes: 0 solved (or nothing to analyse after faults the table let stand), 2 input\n"
        "that cannot be analysed, 3 not solved within the budget.",
        "四家明牌分析一副牌：从某一圈起双方最佳出牌时闲家的得分、一条最佳出牌路线、每手实际出牌的代"
        "价、"
        "抠底能否避免。\n\n记录须给出四家的牌（deal 行，或打出的每张牌及扣底）。"
        "退出码：0 已解出（或牌桌放过的违规之后无可分析），2 输入无法分析，3 预算内未能解出。",
    ),
    "cli.help.solve.opt.hand": (
        "The hand of FILE to analyse (1 the first).",
        "要分析的是文件中的第几副（1 为第一副）。",
    ),
    "cli.help.solve.opt.from-trick": (
        "Analyse from this trick on (default: the last 6 tricks of the record).",
        "从这一圈起分析（默认：记录的最后 6 圈）。",
    ),
    "cli.help.solve.opt.trick": (
        "With --seat: the trick at which to value every legal play of the seat (the "
        "record's earlier plays of that trick made).",
        "配合 --seat：在这一圈列出该座位每种合法出法的结果（这一圈中记录里在它之前的出牌照记录打出"
        "）。",
    ),
    "cli.help.solve.opt.seat": ("With --trick: the seat to play.", "配合 --trick：出牌的座位。"),
    "cli.help.solve.opt.variant": (
        "Preset name or variant file (default: the record's variant: line).",
        "预设名或规则文件（默认：记录的 variant: 行）。",
    ),
    "cli.help.solve.opt.budget": (
        "Steps each search may take (a node searched or a play tried); past it the answer "
        "is 'not solved', never a guess.",
        "每次搜索最多走的步数（搜索一个节点或尝试一种出法为一步）；超出则回答“未能解出”，绝不猜测"
        "。",
    ),
    "cli.help.solve.opt.format": (
        "Output format (JSON: shengji schema solve).",
        "输出格式（JSON 的模式：shengji schema solve）。",
    ),
    "cli.help.schema.solve": (
        "The schema of solve --format json's output.",
        "solve --format json 输出的模式。",
    ),
    "cli.help.check.opt.analyze": (
        "Analyse the end of each complete hand with every hand open (as shengji solve) and add "
        "each side's total "
        "cost (the points its plays lost) to the report. Slow: each hand is searched; the default "
        "--timeout then "
        "grows by 600 s and 600 s per kB.",
        "四家明牌分析每副打完的牌的最后几圈（同 shengji solve），在报告中加上双方各自的代价合计（出"
        "牌丢掉的分）。"
        "较慢：每副牌都要搜索；此时默认的 --timeout 增加 600 秒，每千字节另加 600 秒。",
    ),
    "cli.help.check.opt.analyze-tricks": (
        "With --analyze: how many of each hand's last tricks to analyse (default: 6, at most 10).",
        "配合 --analyze：分析每副牌的最后几圈（默认：6，至多 10）。",
    ),
    "cli.help.check.opt.budget": (
        "With --analyze: the steps each search may take (default: solve's --budget).",
        "配合 --analyze：每次搜索最多走的步数（默认同 solve 的 --budget）。",
    ),
    # check's filters and CI output (issue #33): cli/check.py, report/select.py, report/github.py.
    "cli.help.check.opt.quiet": (
        "Print no report on stdout (only the --summary, when asked); errors still go to stderr and "
        "the exit code is unchanged; --output FILE is still written.",
        "标准输出上不打印报告（要求 --summary 时只打印汇总）；错误仍写到标准错误输出，退出码不变；"
        "--output 的文件照常写出。",
    ),
    "cli.help.check.opt.exit-zero": (
        "Exit 0 even when violations are found (unreadable input still exits 2).",
        "即使发现违例也以 0 退出（有无法读取的输入时仍为 2）。",
    ),
    "cli.help.check.opt.select": (
        "Report only these violation kinds (comma-separated, e.g. illegal-follow,bury).",
        "只报告这些违例类型（用逗号分隔，例如 illegal-follow,bury）。",
    ),
    "cli.help.check.opt.ignore": (
        "Do not report these violation kinds. A kind not selected or ignored is dropped from each "
        "hand: it is in no output and does not count for the hand's status, the summary or the "
        "exit code.",
        "不报告这些违例类型。未选中或被忽略的类型从每副牌中去掉：任何输出中都没有它，"
        "也不计入该副牌的状态、汇总和退出码。",
    ),
    "cli.check.unknown-kind": (
        "'{kind}' is not a violation kind (kinds: {kinds})",
        "'{kind}' 不是违例类型（类型：{kinds}）",
    ),
    "cli.check.unknown-kind.near": (
        "'{kind}' is not a violation kind; did you mean '{near}'?",
        "'{kind}' 不是违例类型；是不是 '{near}'？",
    ),
    "cli.github.violation": ("hand {hand}: {finding}", "第 {hand} 副：{finding}"),
    "cli.help.metavar.kinds": ("KINDS", "类型"),
    # Each command's --help ends with examples (cli/help.py: HELP_ID.example), one a line.
    "cli.help.examples": ("Examples", "示例"),
    "cli.help.shengji.example": (
        "Check every record of a folder:\nshengji check examples/\nThe same, in Chinese:\nshengji "
        "--lang zh check examples/illegal_follow.sj\nWhat a command takes:\nshengji check --help",
        "检查一个文件夹中的每份记录：\nshengji check examples/\n同上，用中文输出：\nshengji --lang "
        "zh check examples/illegal_follow.sj\n某个命令的用法：\nshengji check --help",
    ),
    "cli.help.check.example": (
        "Every record of a folder:\nshengji check examples/\nOnly the summary, as JSON:\nshengji "
        "check --summary --format json records/\nAnnotations for GitHub Actions, points mismatches "
        "left out:\nshengji check --format github --ignore points-mismatch games/\nOnly the exit "
        "code, of two kinds:\nshengji check -q --select illegal-follow,failed-throw records/",
        "一个文件夹中的每份记录：\nshengji check examples/\n只输出汇总，JSON 格式：\nshengji check "
        "--summary --format json records/\nGitHub Actions 标注，不报告分数不符：\nshengji check "
        "--format github --ignore points-mismatch games/\n只看退出码，只查两类违例：\nshengji "
        "check -q --select illegal-follow,failed-throw records/",
    ),
    "cli.help.fmt.example": (
        "A file in canonical form:\nshengji fmt examples/bury.sj\nWhich files would change (exit 1 "
        "if any):\nshengji fmt --check records/\nRewrite them:\nshengji fmt --in-place records/",
        "以规范格式输出一个文件：\nshengji fmt examples/bury.sj\n列出会被改动的文件（有则退出码为 "
        "1）：\nshengji fmt --check records/\n直接改写这些文件：\nshengji fmt --in-place records/",
    ),
    "cli.help.trick.example": (
        "Four plays, the lead first:\nshengji trick --trump H --level 2 'N ♠A' 'E ♠3' 'S ♠5' 'W "
        "♠K'\nA trick line as a record writes it:\nshengji trick --trump H --level 2 '1. N ♠A | E "
        "♠3 | S ♠5 | W ♠K'",
        "四家出牌，首家在前：\nshengji trick --trump H --level 2 'N ♠A' 'E ♠3' 'S ♠5' 'W ♠K'\n按记"
        "录中的写法给出一圈：\nshengji trick --trump H --level 2 '1. N ♠A | E ♠3 | S ♠5 | W ♠K'",
    ),
    "cli.help.follow.example": (
        "What a hand must play to a lead:\nshengji follow --lead '♠A ♠A' --hand '♠K ♠3 ♥5 ♠7' "
        "--trump H --level 2\nWhether a recorded play was legal:\nshengji follow --record "
        "examples/illegal_follow.sj --trick 1 --seat S",
        "一手牌跟首家时必须出什么：\nshengji follow --lead '♠A ♠A' --hand '♠K ♠3 ♥5 ♠7' --trump H "
        "--level 2\n记录中的一次出牌是否合规：\nshengji follow --record examples/illegal_follow.sj "
        "--trick 1 --seat S",
    ),
    "cli.help.score.example": (
        "Points, the bottom and the last lead:\nshengji score --points 85 --bottom '♠K ♠10 ♥5 ♣3 "
        "♦2 ♦4 ♠6 ♣7' --last pair\nWith both sides' levels, as JSON:\nshengji score --points 120 "
        "--levels 10:J --format json",
        "得分、底牌和最后一圈的首攻：\nshengji score --points 85 --bottom '♠K ♠10 ♥5 ♣3 ♦2 ♦4 ♠6 "
        "♣7' --last pair\n给出双方的级，JSON 格式：\nshengji score --points 120 --levels 10:J "
        "--format json",
    ),
    "cli.help.throw.example": (
        "Can this throw fail?\nshengji throw '♠A ♠K ♠K' --hand '♠A ♠K ♠K ♥3 ♣4' --trump H --level "
        "2\nA throw of a record, as the thrower saw it:\nshengji throw --record "
        "examples/failed_throw.sj --trick 3 --seat W",
        "这次甩牌会失败吗？\nshengji throw '♠A ♠K ♠K' --hand '♠A ♠K ♠K ♥3 ♣4' --trump H --level "
        "2\n记录中的一次甩牌，按甩牌者所知：\nshengji throw --record examples/failed_throw.sj "
        "--trick 3 --seat W",
    ),
    "cli.help.variants.example": (
        "The presets:\nshengji variants\nOne preset's parameters:\nshengji variants show "
        "shenzhen\nWhere two presets differ:\nshengji variants diff national shenzhen",
        "所有预设：\nshengji variants\n一个预设的参数：\nshengji variants show shenzhen\n两个预设的"
        "不同之处：\nshengji variants diff national shenzhen",
    ),
    "cli.help.variants.show.example": (
        "A preset's parameters:\nshengji variants show national\nA variant file's:\nshengji "
        "variants show rules/club.variant.toml",
        "一个预设的参数：\nshengji variants show national\n一个规则文件的参数：\nshengji variants "
        "show rules/club.variant.toml",
    ),
    "cli.help.variants.import.example": (
        "A shengji.io room's rules as a variant file:\n"
        "shengji variants import --from rbtying settings.json -o house.toml\n"
        "A game log checked under them:\n"
        "shengji check --from rbtying --variant house.toml logs/game.rbtying.txt",
        "把 shengji.io 房间的规则写成规则文件：\n"
        "shengji variants import --from rbtying settings.json -o house.toml\n"
        "按这些规则检查对局日志：\n"
        "shengji check --from rbtying --variant house.toml logs/game.rbtying.txt",
    ),
    "cli.help.variants.diff.example": (
        "Where two presets differ:\nshengji variants diff national shenzhen",
        "两个预设的不同之处：\nshengji variants diff national shenzhen",
    ),
    "cli.help.gen.example": (
        "100 clean hands:\nshengji gen --count 100 --seed 7 -o hands/\nHands with faults, one "
        "each:\nshengji gen --count 20 --faults illegal-follow,bury -o faulty/\nWhole matches of 4 "
        "hands:\nshengji gen --count 5 --match 4 -o matches/",
        "100 副无违例的牌局：\nshengji gen --count 100 --seed 7 -o hands/\n每副注入一个违例："
        "\nshengji gen --count 20 --faults illegal-follow,bury -o faulty/\n每场 4 副牌的完整比赛："
        "\nshengji gen --count 5 --match 4 -o matches/",
    ),
    "cli.help.convert.example": (
        "A godot log as .sj text:\nshengji convert --to sj examples/godot_log.godot.json\n80fen "
        "logs as JSON records, a file each:\nshengji convert --from 80fen --to json -o converted/ "
        "logs/week1.ndjson",
        "把 godot 日志转为 .sj 文本：\nshengji convert --to sj examples/godot_log.godot.json\n把 "
        "80fen 日志转为 JSON 记录，每个输入一个文件：\nshengji convert --from 80fen --to json -o "
        "converted/ logs/week1.ndjson",
    ),
    "cli.help.schema.example": (
        "The schema of check's JSON:\nshengji schema check\nThe JSON records' schema, to a "
        "file:\nshengji schema record > schemas/record.schema.json",
        "check 的 JSON 输出的模式：\nshengji schema check\nJSON 记录的模式，写入文件：\nshengji "
        "schema record > schemas/record.schema.json",
    ),
    "cli.help.schema.record.example": (
        "To a file:\nshengji schema record > schemas/record.schema.json",
        "写入文件：\nshengji schema record > schemas/record.schema.json",
    ),
    "cli.help.schema.check.example": (
        "To a file:\nshengji schema check > schemas/check.schema.json",
        "写入文件：\nshengji schema check > schemas/check.schema.json",
    ),
    "cli.help.schema.review": (
        "The schema of review --format json's output (a hand's object and the leaks in $defs).",
        "review --format json 输出的模式（含每副牌的对象及漏洞汇总）。",
    ),
    "cli.help.schema.review.example": (
        "To a file:\nshengji schema review > schemas/review.schema.json",
        "写入文件：\nshengji schema review > schemas/review.schema.json",
    ),
    "cli.help.schema.solve.example": (
        "To a file:\nshengji schema solve > schemas/solve.schema.json",
        "写入文件：\nshengji schema solve > schemas/solve.schema.json",
    ),
    # #30 game review: ``shengji review`` (cli/review.py).
    "cli.help.review": (
        "Review each complete hand: every play from the earliest trick the budget reaches\n"
        "graded on the level scale (best, inaccuracy, mistake, blunder), the defenders' points\n"
        "with best play before each trick, and, with --single-dummy, each decision judged from\n"
        "what its seat could see. --summary: the batch's leaks per seat and per side.\n\n"
        "The record must give the four hands (deal lines, or every card played and the bury).\n"
        "Exit codes: 0 reviewed (a hand not reviewed says why), 2 input that cannot be read.",
        "复盘每副完整的牌：从预算所及最早的一圈起，每手出牌按升级的尺度评级（最佳、欠佳、"
        "失误、大错），每圈之前双方最佳出牌时的闲家得分；配合 --single-dummy，按出牌者"
        "当时所能看到的牌评判每次选择。--summary：整批牌每个座位和每一方的漏洞。\n\n"
        "记录须给出四家的牌（deal 行，或打出的每张牌及扣底）。退出码：0 已复盘（未复盘的牌"
        "说明原因），2 输入无法读取。",
    ),
    "cli.help.review.opt.from-trick": (
        "Review from this trick on.",
        "从这一圈起复盘。",
    ),
    "cli.help.review.opt.last": ("Review the last N tricks.", "复盘最后 N 圈。"),
    "cli.help.review.opt.budget": (
        "CPU seconds a hand may spend reaching back from its end (default 3); the horizon it "
        "reached is reported. --from-trick and --last give a fixed horizon instead.",
        "每副牌从最后一圈往前推进可用的处理器秒数（默认 3）；报告所达到的起点。"
        "--from-trick 与 --last 则给出固定的起点。",
    ),
    "cli.help.review.opt.steps": (
        "Steps each search may take; past it the answer is 'not solved', never a guess.",
        "每次搜索最多走的步数；超出则回答“未能解出”，绝不猜测。",
    ),
    "cli.help.review.opt.dummy": (
        "Judge each decision over N deals of the cards its seat could not see, each solved "
        "exactly: the expected cost with its standard error.",
        "对每次选择，就出牌者看不到的牌随机发 N 副，逐一精确求解：给出期望代价及其标准误差。",
    ),
    "cli.help.review.opt.seed": (
        "The seed of the single-dummy deals (the same seed, the same deals).",
        "单明手发牌的随机种子（同一种子，同样的发牌）。",
    ),
    "cli.help.review.opt.seat": (
        "Review only this seat's plays (repeatable, or comma-separated).",
        "只复盘这个座位的出牌（可重复，或以逗号分隔）。",
    ),
    "cli.help.review.opt.format": (
        "Output format (JSON: shengji schema review; CSV: a row per graded play).",
        "输出格式（JSON 的模式：shengji schema review；CSV：每手评级的出牌一行）。",
    ),
    "cli.help.review.opt.summary": (
        "Print only the leaks of the batch: per seat and per side, points lost per hand, share "
        "of best plays, blunders and mistakes per 100 hands, failed throws, bottoms dug, hold "
        "rate, and the biggest mistakes.",
        "只输出整批牌的漏洞：每个座位和每一方每副失分、最佳出牌比例、每百副大错与失误数、甩牌失败、"
        "抠底、坐庄守住率，以及最大的失误。",
    ),
    "cli.help.review.example": (
        "The hands of a folder, each as far back as 3 s of CPU reach:\n"
        "shengji review examples/solve/\n"
        "The last 4 tricks, each decision over 30 deals:\n"
        "shengji review examples/solve/late_errors.sj --last 4 --single-dummy 30\n"
        "A season's leaks:\nshengji review season/ --last 8 --summary",
        "一个文件夹中的牌，每副最多用 3 秒处理器时间往前推：\nshengji review examples/solve/\n"
        "最后 4 圈，每次选择随机发 30 副：\n"
        "shengji review examples/solve/late_errors.sj --last 4 --single-dummy 30\n"
        "一个赛季的漏洞：\nshengji review season/ --last 8 --summary",
    ),
    "cli.help.solve.example": (
        "The last tricks of a hand, solved:\nshengji solve examples/national_clean.sj\nEvery legal "
        "play of a seat, as JSON:\nshengji solve examples/national_clean.sj --trick 20 --seat N "
        "--format json",
        "求解一副牌的最后几圈：\nshengji solve examples/national_clean.sj\n某家的每种合规出法，"
        "JSON 格式：\nshengji solve examples/national_clean.sj --trick 20 --seat N --format json",
    ),
    "cli.help.opt.variant": (
        "Preset name or variant file (default: national; with --record, the record's variant: "
        "line).",
        "预设名或规则文件（默认 national；给出 --record 时取记录的 variant: 行）。",
    ),
    "cli.help.trick.opt.variant": (
        "Preset name or variant file (default: national).",
        "预设名或规则文件（默认 national）。",
    ),
    "cli.help.opt.format": (
        "The answer as text, or as one JSON object (docs/record-format.md).",
        "以文本或一个 JSON 对象（见 docs/record-format.md）给出回答。",
    ),
    "cli.help.throw.opt.samples": (
        "Deals sampled when the failure probability cannot be counted exactly.",
        "无法精确计算失败概率时抽样的发牌数。",
    ),
    "cli.help.gen.opt.count": (
        "Records to write (hands, or with --match matches).",
        "要写出的记录数（牌局；给出 --match 时为比赛场数）。",
    ),
    "cli.help.gen.opt.seed": (
        "Random seed: the same seed writes the same records.",
        "随机种子：同一种子写出同样的记录。",
    ),
    "cli.help.gen.opt.variant": (
        "Preset name or variant file the records are dealt and played by.",
        "发牌和出牌所依据的预设名或规则文件。",
    ),
    "cli.help.gen.opt.output": (
        "The folder to write the records and manifest.json in (new or empty, unless --force).",
        "写入记录和 manifest.json 的文件夹（须为新的或空的，除非给出 --force）。",
    ),
}
