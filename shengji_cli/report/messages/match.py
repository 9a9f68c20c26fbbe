"""Messages of the match part (id → English, Chinese): the match checks and notes
(core.match), the bids (core.declarations)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # Findings of the match checks.
    "match.ended": (
        "the match ended after hand {hand}: {winner} won it",
        "比赛已在第 {hand} 副结束：{winner} 获胜",
    ),
    "match.levels-mismatch": (
        "recorded {team} on {recorded}; the match gives {expected}",
        "记录 {team} 打 {recorded}，按比赛进程应为 {expected}",
    ),
    "match.after-mismatch": (
        "recorded {team} on {recorded} after the hand; the match gives {expected}",
        "记录本副后 {team} 打 {recorded}，按比赛进程应为 {expected}",
    ),
    "match.dealer-mismatch": (
        "recorded dealer {recorded}; the match gives {expected} ({why})",
        "记录庄家 {recorded}，按比赛进程应为 {expected}（{why}）",
    ),
    "match.level-mismatch": (
        "recorded level {recorded}; the match gives {expected} ({team} on {expected})",
        "记录级数 {recorded}，按比赛进程应为 {expected}（{team} 打 {expected}）",
    ),
    "match.trump-mismatch": (
        "recorded trump {recorded}; the bids give {expected}",
        "记录的主为{recorded_name}，亮主定为{expected_name}",
    ),
    "match.points-out-of-range": (
        "the {fault} ruling against {seat} gives {points} points; the variant allows "
        "{least}–{most}: not applied",
        "对 {seat} 的{fault}判罚为 {points} 分，本规则只允许 {least}–{most} 分：未计入",
    ),
    # Why the match gives a dealer (inside match.dealer-mismatch).
    "match.why.first-bid": (
        "the standing bid's seat deals the first hand",
        "首副由亮主成立的一家坐庄",
    ),
    "match.why.first-declarer": (
        "the first seat whose declaration stood deals the first hand",
        "首副由第一个亮主成立的一家坐庄",
    ),
    "match.why.takes-deal": ("{seat} takes the deal (see the notes)", "换 {seat} 坐庄（见备注）"),
    "match.why.stepped-down": (
        "{seat} stepped down (nobody declared in hand {hand})",
        "{seat} 下台（第 {hand} 副无人亮主）",
    ),
    "match.why.redealt": ("hand {hand} was redealt", "第 {hand} 副重洗重抓"),
    "match.why.after": ("after hand {hand}", "第 {hand} 副之后"),
    "match.why.same-dealer": (
        "{seat} deals again after hand {hand}",
        "第 {hand} 副之后 {seat} 继续坐庄",
    ),
    "match.why.held": ("the dealer side went up in hand {hand}", "第 {hand} 副庄家方升级"),
    "match.why.took-over": ("the defenders took over in hand {hand}", "第 {hand} 副闲家上台"),
    # Notes of the match table.
    "match.no-seats": (
        "cannot tell the four seats: no match checks",
        "无法确定四家座位：不作比赛检查",
    ),
    "match.trump-follows-bid": (
        "recorded trump {recorded}; the bids that stand give {expected}",
        "记录的主为{recorded_name}，成立的亮主定为{expected_name}",
    ),
    "match.step-down": ("nobody declared: the dealer steps down", "无人亮主：庄家下台"),
    "match.redeal-first": (
        "nobody declared: redealt; the next deal is still the first hand",
        "无人亮主：重洗重抓，下一副仍为第一副",
    ),
    "match.redeal": ("nobody declared: redealt", "无人亮主：重洗重抓"),
    "match.claimed-result": ("result taken from the record's claim", "结果取自记录"),
    "match.ruling": ("ruling: {fault} {seat} → {outcome}", "裁判判罚：{fault} {seat} → {outcome}"),
    "match.ruling-no-points": (
        "ruling {fault} {seat} gives no points",
        "对 {seat} 的{fault}判罚未写明罚分",
    ),
    "match.ruling-no-points-range": (
        "ruling {fault} {seat} gives no points (the referee's choice, {least}–{most}): not applied",
        "对 {seat} 的{fault}判罚未写明罚分（由裁判在 {least}–{most} 分内裁定）：未计入",
    ),
    "match.result-unknown": (
        "the result is unknown: level checks stop until a levels: line",
        "结果未知：至下一个 levels: 行前不再检查级数",
    ),
    "match.fault-restart": (
        "dealer side at fault on {level}: drops to {restart}",
        "庄家方打 {level} 时犯规：降至 {restart}",
    ),
    "match.dug-a": (
        "bottom dug with a {level}: restarts from {restart}",
        "被用 {level} 抠底：从 {restart} 重新打起",
    ),
    "match.dug-an": (
        "bottom dug with an {level}: restarts from {restart}",
        "被用 {level} 抠底：从 {restart} 重新打起",
    ),
    "match.restored": ("落实政策: plays {level} again", "落实政策：重新打 {level}"),
    "match.stopped": ("stopped on {level}", "必打 {level}，停于此"),
    "match.stopped-deducted": (
        "stopped on {level}, {n} deducted from the other side",
        "必打 {level}，停于此，对方扣 {n} 级",
    ),
    "match.wrapped": ("wrapped past A", "过 A 后从 2 循环"),
    # A hand's result as the match changed it.
    "match.ja-result": (
        "J/A rule: {team} restarts from {level}",
        "打J/A规则：{team} 从 {level} 重新打起",
    ),
    "match.after-rulings": ("after the referee's rulings", "按裁判判罚"),
    "match.ruling-not-applied": (
        "the table did not apply this hand's ruling: hand {next} goes on from the result as "
        "played ({played}), not as ruled ({ruled}); the later hands are checked from the "
        "ruled levels",
        "本副的判罚未被执行：第 {next} 副按实际结果（{played}）而非判罚结果（{ruled}）继续；"
        "以后各副按判罚后的级数核对",
    ),
    "match.ruled-range": (
        "the ruled result is the referee's choice within a range: level checks stop until a "
        "levels: line",
        "判罚结果由裁判在一定范围内裁定：级数核对暂停，直到下一个 levels: 行",
    ),
    # Bids (core.declarations): findings.
    "match.bid.phase-order": (
        "{seat}'s bid is marked {phase}, after a bid made {last}",
        "{seat} 的亮主标为{phase}，却记在{last}的亮主之后",
    ),
    "match.bid.not-dealt": (
        "{seat} showed {cards}, which it was not dealt",
        "{seat} 亮出 {cards}，但未抓到这些牌",
    ),
    "match.bid.not-held": (
        "{seat} showed {cards}, which it did not hold ({phase})",
        "{seat} 亮出 {cards}，但{phase}手中没有这些牌",
    ),
    "match.bid.cannot-show": ("{seat} showed {cards}: {reason}", "{seat} 亮出 {cards}：{reason}"),
    "match.bid.late-reinforce": (
        "{seat} reinforced {phase}: too late (by {deadline})",
        "{seat} 于{phase}加亮：太晚（须在{deadline}）",
    ),
    "match.bid.late-first": (
        "{seat} declared {phase}: a first declaration is made by {deadline}",
        "{seat} 于{phase}首次亮主：首次亮主须在{deadline}",
    ),
    "match.bid.dealer-side-could": (
        "{seat} declared first, but {other} of the dealer side could declare: the other "
        "side declares only when neither dealer-side seat can",
        "{seat} 先亮主，但庄家方的 {other} 能亮主：只有庄家方两家都不能亮主时，闲家才可以亮主",
    ),
    "match.bid.own-bid": (
        "{seat} may not overcall its own bid ({cards})",
        "{seat} 不能反自己的亮主（{cards}）",
    ),
    "match.bid.no-overcall": (
        "{seat} may not overcall {old_cards} ({old}) with {cards} ({new}): {reason}",
        "{seat} 不能用 {cards}（{new}）反 {old_cards}（{old}）：{reason}",
    ),
    "match.bid.late-overcall": (
        "{seat} overcalled {phase}: too late (by {deadline})",
        "{seat} 于{phase}反主：太晚（须在{deadline}）",
    ),
    "match.bid.stray-rebury": (
        "{seat} buried again, but not right after an overcall of its own after the bury (反主炒底)",
        "{seat} 重新扣底，但并非紧随其本人在扣底后的反主（反主炒底）",
    ),
    "match.bid.turned-though-bid": (
        "a bottom card ({cards}) was turned though {seat}'s bid stood",
        "{seat} 的亮主已成立，却翻了底牌（{cards}）",
    ),
    "match.bid.turned-not-in-bottom": (
        "the turned card {cards} is not in the bottom",
        "翻出的 {cards} 不在底牌中",
    ),
    "match.bid.turned-wrong": (
        "the turned card {cards} is not the bottom's {which} ({dealt}; the kitty is written "
        "top card first)",
        "翻出的 {cards} 不是底牌{which}（应为 {dealt}；kitty 行自第一张记起）",
    ),
    "match.bid.void": (
        "nobody declared: the hand is void and redealt",
        "无人亮主：本副作废，重洗重抓",
    ),
    "match.bid.void-step-down": (
        "nobody declared: the hand is void and redealt, the dealer stepping down",
        "无人亮主：本副作废，重洗重抓，庄家下台",
    ),
    # Bids: notes.
    "match.bid.deal-unknown": (
        "{seat} of the other side declared first: whether {other} could have declared is "
        "unknown (its deal is not recorded)",
        "闲家 {seat} 先亮主：{other} 的牌未记录，无法确定其能否亮主",
    ),
    "match.bid.other-side-deals": (
        "{seat} of the other side declared: {seat} deals",
        "闲家 {seat} 亮主：换 {seat} 坐庄",
    ),
    "match.bid.copy-unknown": (
        "who holds the other {cards} is unknown (the deals are not all recorded)",
        "另一张 {cards} 在谁手中未知（发牌未全部记录）",
    ),
    "match.bid.copy-holder": (
        "{seat} holds the other {cards}: {seat} deals",
        "{seat} 持有另一张 {cards}：换 {seat} 坐庄",
    ),
    "match.bid.none-stood": ("no recorded bid stood", "所记亮主均不成立"),
    "match.bid.turn-unrecorded": (
        "nobody declared: the trump is the bottom's {which}, not recorded (turned:)",
        "无人亮主：主牌由底牌{which}定，未记录（turned:）",
    ),
    "match.bid.turned": (
        "nobody declared: the bottom's {which} is {cards}",
        "无人亮主：底牌{which}为 {cards}",
    ),
    "match.bid.top-card": ("top card", "第一张"),
    "match.bid.third-card": ("third card", "第三张"),
    # Bids: why cards cannot declare, why a bid does not overcall.
    "match.bid.not-level": (
        "{cards} {n|is not a level card|are not level cards} (level {level}) or {n|joker|jokers}",
        "{cards} 不是级牌（打 {level}）也不是王",
    ),
    "match.bid.joker-mix": ("a big and a small joker are not a pair", "大王和小王不成对"),
    "match.bid.joker-needs-level": (
        "a single joker cannot declare: it goes with a level card",
        "单张王不能亮主：须与级牌一起亮",
    ),
    "match.bid.needs-one-joker": (
        "a level card declares with one joker of its colour (big: ♥ ♦, small: ♠ ♣)",
        "级牌须与一张相应颜色的王一起亮（大王：♥ ♦，小王：♠ ♣）",
    ),
    "match.bid.levels-and-jokers": (
        "level cards and jokers do not declare together",
        "级牌与王不能一起亮",
    ),
    "match.bid.single-joker": ("a single joker cannot declare", "单张王不能亮主"),
    "match.bid.too-many": (
        "{n} level cards: a bid shows one or a pair",
        "{n} 张级牌：只能亮一张或一对",
    ),
    "match.bid.mixed-suits": (
        "two level cards of different suits are not a pair",
        "两张不同花色的级牌不成对",
    ),
    "match.bid.wants-big-joker": (
        "{suit} declares with the big joker (big: ♥ ♦, small: ♠ ♣)",
        "{suit}须与大王一起亮（大王：♥ ♦，小王：♠ ♣）",
    ),
    "match.bid.wants-small-joker": (
        "{suit} declares with the small joker (big: ♥ ♦, small: ♠ ♣)",
        "{suit}须与小王一起亮（大王：♥ ♦，小王：♠ ♣）",
    ),
    "match.bid.smaller": ("a smaller bid cannot overcall", "较小的亮主不能反主"),
    "match.bid.joker-pair-order": (
        "a joker pair overcalls only a smaller joker pair",
        "对王只能反较小的对王",
    ),
    "match.bid.pair-order": (
        "pairs overcall pairs only in the order {order}",
        "对子反对子只能按 {order} 的顺序",
    ),
    "match.bid.no-pair-order": (
        "pairs do not overcall pairs (no suit order)",
        "对子不能反对子（花色不分大小）",
    ),
    "match.bid.single-single": ("a single cannot overcall a single", "单张不能反单张"),
    # What a bid shows.
    "match.shape.big-jokers": ("a pair of big jokers", "一对大王"),
    "match.shape.small-jokers": ("a pair of small jokers", "一对小王"),
    "match.shape.single-joker": ("a single joker", "单张王"),
    "match.shape.single": ("a single of {suit}", "单张{suit}"),
    "match.shape.pair": ("a pair of {suit}", "一对{suit}"),
    # a redeal at a seat's call (online 暴动: core.redeals).
    "match.redeal-weak.no-rule": (
        "{seat} had the hand redealt for a weak hand: this rulebook has no such redeal",
        "{seat} 因牌弱要求重新洗牌摸牌：本规则没有这样的重洗",
    ),
    "match.redeal-weak.played": (
        "the hand {seat} had redealt holds tricks: a redealt hand is not played",
        "{seat} 要求重洗的这副记有出牌：重洗的一副不应打",
    ),
    "match.redeal-weak.size": (
        "the redeal line shows {n} {n|card|cards} of {seat}'s; a hand is {size}",
        "重洗一行列出 {seat} 的 {n} 张牌；每家应为 {size} 张",
    ),
    "match.redeal-weak.not-dealt": (
        "the redeal line's cards are not {seat}'s deal",
        "重洗一行的牌与 {seat} 的发牌不符",
    ),
    "match.redeal-weak.points": (
        "{seat} holds {points} points: a redeal needs fewer than {below}",
        "{seat} 手中有 {points} 分：少于 {below} 分才可暴动",
    ),
    "match.redeal-weak.side-unknown": (
        "the dealer is unknown: whether {seat} is a defender is not checked",
        "庄家未知：未核对 {seat} 是否为闲家",
    ),
    "match.redeal-weak.dealer-side": (
        "{seat} sits on the side of the dealer {dealer}: only a defender may call the redeal",
        "{seat} 是庄家 {dealer} 一方：只有闲家可以暴动",
    ),
    "match.redeal-weak.ok": (
        "{seat} held {points} points (fewer than {below}): redealt, the dealer stays",
        "{seat} 手中只有 {points} 分（少于 {below} 分）：暴动，重新洗牌摸牌，庄家不变",
    ),
    "match.why.redealt-weak": (
        "hand {hand} was redealt at {seat}'s call: the dealer stays",
        "第 {hand} 副应 {seat} 要求重新洗牌摸牌：庄家不变",
    ),
    # the draw for the first dealer (bjtu 抢点: core.redeals).
    "match.draw.no-rule": (
        "a draw for the first deal: this rulebook has none",
        "记有抽牌：本规则首副不抽牌",
    ),
    "match.draw.first-drawer": (
        "the draw decides who draws first: not checked",
        "抽牌决定谁先抓牌：未核对",
    ),
    "match.draw.later-hand": (
        "a draw on a later hand: only the first hand's dealer is drawn for",
        "在后面的一副记有抽牌：只有首副的庄家由抽牌决定",
    ),
    "match.draw.wrong-seats": (
        "draw {round} is made by {seats}; the seats to draw were {expected}",
        "第 {round} 次抽牌的是 {seats}；应抽牌的是 {expected}",
    ),
    "match.draw.tied": (
        "{seats} drew equally high: they must draw again",
        "{seats} 抽的点数同为最大：须再次抢点",
    ),
    "match.draw.high": ("{seat} drew highest ({cards})", "{seat} 抽的点最大（{cards}）"),
    "match.draw.dealer": (
        "recorded first dealer {recorded}; {expected} drew highest",
        "记录首副庄家为 {recorded}；抽牌点最大的是 {expected}",
    ),
    "match.why.drew-highest": ("{seat} drew highest", "{seat} 抽的点最大"),
    # the end of a timed match (core.ends).
    "match.time.after-end": (
        "the match ended on time after hand {hand}",
        "比赛已在第 {hand} 副后到时结束",
    ),
    "match.time.no-limit": (
        "a time line: this rulebook sets no time limit",
        "记有时限一行：本规则不限时",
    ),
    "match.time.no-call": (
        "time called: this rulebook makes no call before the end (write 'time: up' on the "
        "last hand)",
        "记有宣布到时：本规则结束前不宣布（在最后一副写 'time: up'）",
    ),
    "match.time.called-twice": (
        "time was already called in hand {hand}",
        "已在第 {hand} 副宣布过到时",
    ),
    "match.time.called": (
        "time called: {n} {n|hand|hands} more after this one",
        "宣布到时：此后还须打满 {n} 副",
    ),
    "match.time.up-without-call": (
        "the match ended on time without the call: {n} {n|hand|hands} must follow the call",
        "比赛未经宣布即到时结束：宣布后须打满 {n} 副",
    ),
    "match.time.hands-after-call": (
        "{n} {n|hand|hands} played after the call in hand {hand}; the rulebook asks for {expected}",
        "第 {hand} 副宣布后打了 {n} 副；规则要求打满 {expected} 副",
    ),
    "match.time.levels-unknown": (
        "the match ended on time; the levels are unknown: no winner",
        "比赛到时结束；级数未知：不能确定胜方",
    ),
    "match.time.higher": (
        "the match ended on time: {team} won on the higher level ({level})",
        "比赛到时结束：{team} 级数高（{level}），获胜",
    ),
    "match.time.tie-undecided": (
        "the match ended on time, both sides on {level}: the rulebook names no winner",
        "比赛到时结束，双方同打 {level}：规则未定胜方",
    ),
    "match.time.tie-unknown": (
        "the match ended on time, both sides on {level}: the side on top is unknown",
        "比赛到时结束，双方同打 {level}：台上一方未知",
    ),
    "match.time.tie-on-top": (
        "the match ended on time, both sides on {level}: {team}, on top, won",
        "比赛到时结束，双方同打 {level}：台上的 {team} 获胜",
    ),
    "match.time.winner-mismatch": (
        "recorded winner {recorded}; on time the rulebook gives {expected}",
        "记录的胜方为 {recorded}；按规则到时的胜方为 {expected}",
    ),
    # rulings with their own numbers, forfeits
    "match.offence": (
        "offence {n} of {fault} by {seat}'s side: {outcome}",
        "{seat} 一方第 {n} 次{fault}：{outcome}",
    ),
    "match.points-not-allowed": (
        "the {fault} ruling against {seat} gives {points} points; the variant allows "
        "{allowed}: not applied",
        "对 {seat} 的{fault}判罚为 {points} 分，本规则只允许 {allowed} 分：未计入",
    ),
    "match.ruling-hand-points": (
        "ruling {fault} {seat} states no points at the fault ('at=N'): the hand's "
        "{points} are used",
        "对 {seat} 的{fault}判罚未写明犯规时得分（'at=N'）：按本副得分 {points} 分计",
    ),
    "match.ruling-no-table-points": (
        "ruling {fault} {seat}: the defenders' points are unknown: not applied",
        "对 {seat} 的{fault}判罚：闲家得分未知，未计入",
    ),
    "match.both-at-fault": (
        "both sides at fault with a wrong number of cards: no level moves",
        "双方均多牌少牌：双方不升降级",
    ),
    "match.deal-to-bids": ("the next deal goes to the bids", "下一副由双方抢庄"),
    "match.forfeited": (
        "{loser} forfeit the match; {winner} win it",
        "{loser} 判负，{winner} 获胜",
    ),
    "match.forfeit": (
        "{loser} forfeited the match in hand {hand} ({fault} by {seat}, offence {n}; {article}): "
        "{winner} won it",
        "{loser} 于第 {hand} 副被判负（{seat} {fault}，第 {n} 次；{article}）：{winner} 获胜",
    ),
    "match.after-forfeit": (
        "the match was forfeited in hand {hand} ({loser} lost, {winner} won): a hand recorded "
        "after it",
        "比赛已于第 {hand} 副判负（{loser} 负，{winner} 胜）：其后不应再有记录",
    ),
    # -- three decks (docs/rules.md R13.5): 三张 10, 三张王
    "match.shape.triple": ("three {suit} level cards", "三张{suit}级牌"),
    "match.shape.big-joker-triple": ("three big jokers", "三张大王"),
    "match.shape.small-joker-triple": ("three small jokers", "三张小王"),
}
