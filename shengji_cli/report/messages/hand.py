"""Messages of the hand part: the replay's findings and notes, the follow and throw rules'
explanations, the throw question's errors (id → English, Chinese)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # -- pieces of other messages
    "hand.cards": ("{cards}", "{cards}"),
    "hand.or": ("{first} or {rest}", "{first} 或 {rest}"),
    "hand.and": ("{first} and {second}", "{first} 和 {second}"),
    "hand.list": ("{first}, {rest}", "{first}、{rest}"),
    "hand.unit.single": ("single {cards}", "单张 {cards}"),
    "hand.unit.pair": ("pair {cards}", "对子 {cards}"),
    "hand.unit.tractor": ("tractor of {n} {cards}", "{n}连对 {cards}"),
    "hand.suit.trumps": ("trumps", "主牌"),
    "hand.suit.led": ("cards of the led suit", "该门花色"),
    "hand.pairs.one": ("a pair", "一对"),
    "hand.pairs.many": ("{n} pairs", "{n} 对"),
    # -- what a follower owes (rules.obligations, Verdict.obligation)
    "hand.owe.all": ("play all {n} {suit}", "出全部 {n} 张{suit}"),
    "hand.owe.all-discard": (
        "play all {n} {suit} and discard the rest",
        "出全部 {n} 张{suit}，其余垫牌",
    ),
    "hand.owe.play": ("play {n} {suit}", "出 {n} 张{suit}"),
    "hand.owe.tractor": ("include a tractor of {n}", "其中须有{n}连对"),
    "hand.owe.pairs-counted": (
        "include {n} {n|pair|pairs} (pairs inside tractors count)",
        "其中须有 {n} 对（拖拉机中的对子也算）",
    ),
    "hand.owe.pairs": ("include {what}", "其中须有{what}"),
    # -- why a follow is illegal (rules.verify_follow)
    "hand.follow.short": (
        "held {held} {suit} and played {played}; had to play {need}",
        "手中有 {held} 张{suit}，只出了 {played} 张，须出 {need} 张",
    ),
    "hand.follow.tractor": (
        "held the tractor {cards} and had to play a tractor of {n}",
        "手中有拖拉机 {cards}，须跟{n}连对",
    ),
    "hand.follow.pairs": (
        "held the {n|pair|pairs} {cards} and had to play {what}",
        "手中有对子 {cards}，须跟{what}",
    ),
    "hand.follow.illegal": ("{reason}; a legal play: {example}", "{reason}；合法出法：{example}"),
    "hand.follow.count": (
        "{seat} played {n} cards to a lead of {lead}",
        "{seat} 出了 {n} 张，领出为 {lead} 张",
    ),
    "hand.forced-play.allowed": (
        "after the failed throw the allowed forced {n|play is|plays are}: {plays}",
        "甩错后只能出：{plays}",
    ),
    # -- the trick
    "hand.wrong-leader": (
        "{seat} led but {expected} won the previous trick",
        "{seat} 领出，但上一圈大牌是 {expected}",
    ),
    "hand.wrong-leader.first": (
        "{seat} led the first trick but the dealer {expected} leads it",
        "{seat} 领出第一圈，但第一圈应由庄家 {expected} 领出",
    ),
    "hand.wrong-order": (
        "{seat} played where {expected} was to play (order {order})",
        "{seat} 越序出牌，此时应由 {expected} 出（顺序 {order}）",
    ),
    "hand.deck.played": (
        "{card} is played a {n}th time; the deck has {copies}",
        "{card} 出现第 {n} 次，牌中只有 {copies} 张",
    ),
    "hand.not-held": ("{seat} played {cards} not in its hand", "{seat} 出了手中没有的 {cards}"),
    "hand.lead.mixed": (
        "a lead must be cards of one suit (or all trumps)",
        "领出须为同一门花色（或全为主牌）",
    ),
    "hand.throw.false-failed": (
        "marked as a failed throw, but no other seat could beat any unit of it",
        "记为甩错，但其他三家都管不住其中任何组合",
    ),
    "hand.throw.block": ("{seat} holds {cards} over the {unit}", "{seat} 有 {cards} 可管{unit}"),
    "hand.throw.failed": (
        "the throw could be beaten: {blocks}; allowed forced play: {forced}; penalty {penalty}",
        "甩牌可被管住：{blocks}；须出：{forced}；罚 {penalty} 分",
    ),
    "hand.note.unverified": (
        "{n} {n|check depends|checks depend} on cards the record does not show: {what}",
        "{n} 项核对取决于记录中看不到的牌：{what}",
    ),
    "hand.note.unverified.follow": (
        "{n|the follow|the follows} at {n|trick|tricks} {tricks}",
        "第 {tricks} 圈的跟牌",
    ),
    "hand.note.unverified.throw": (
        "{n|the throw|the throws} at {n|trick|tricks} {tricks} (a hand not shown might beat it)",
        "第 {tricks} 圈的甩牌（未显示的手牌可能管得住）",
    ),
    "hand.note.unverified.failed-throw": (
        "the forced play and penalty of the failed {n|throw|throws} at {n|trick|tricks} {tricks}",
        "第 {tricks} 圈甩错后的出牌与罚分",
    ),
    "hand.follow.illegal-proved": (
        "{reason} (the record shows it: {proof})",
        "{reason}（记录可证：{proof}）",
    ),
    "hand.follow.illegal-proved-example": (
        "{reason} (the record shows it: {proof}); a legal play: {example}",
        "{reason}（记录可证：{proof}）；合法出法：{example}",
    ),
    "hand.proof.played": (
        "{seat} played {cards} at trick {trick}",
        "{seat} 在第 {trick} 圈出了 {cards}",
    ),
    "hand.proof.withdrawn": (
        "{seat} showed {cards} in its failed throw at trick {trick}",
        "{seat} 在第 {trick} 圈甩错时亮出了 {cards}",
    ),
    "hand.proof.dealt": ("{cards} in {seat}'s deal", "{seat} 抓到的牌中有 {cards}"),
    "hand.throw.failed-proved": (
        "the throw could be beaten: {blocks} (the record shows it: {proof})",
        "甩牌可被管住：{blocks}（记录可证：{proof}）",
    ),
    # -- the deal, the kitty, the bury
    "hand.deal.count": (
        "{seat} was dealt {n} cards, not {size}",
        "{seat} 抓了 {n} 张牌，应为 {size} 张",
    ),
    "hand.deal.copies": ("dealt more than {copies} of {cards}", "{cards} 发出超过 {copies} 张"),
    "hand.kitty.count": ("the kitty holds {n} cards, not {size}", "底牌 {n} 张，应为 {size} 张"),
    "hand.bury.not-held": (
        "the dealer buried {cards}, which were not in the dealer's hand and the kitty",
        "庄家扣了 {cards}，这些牌不在庄家手牌和底牌中",
    ),
    "hand.bury.count": ("{n} cards buried, not {size}", "扣底 {n} 张，应为 {size} 张"),
    "hand.rebury.not-allowed": (
        "{seat} buried again: this variant has no re-bury after an overcall",
        "{seat} 重新扣底：本规则反主后不能重新扣底",
    ),
    "hand.rebury.count": (
        "{seat} buried {n} cards again, not {size}",
        "{seat} 重新扣底 {n} 张，应为 {size} 张",
    ),
    "hand.rebury.not-held": (
        "{seat} buried {cards} again, which were not in its hand and the bottom it took up",
        "{seat} 重新扣了 {cards}，这些牌不在其手牌和拿起的底牌中",
    ),
    # -- the end of the hand and the table's claims
    "hand.count.total": (
        "{seat} played {n} cards in the hand, not {size}",
        "{seat} 本副共出 {n} 张，应为 {size} 张",
    ),
    "hand.note.incomplete": (
        "the record stops before the end of the hand: no bottom, total or result",
        "记录未到本副结束：无底分、总分与结果",
    ),
    "hand.note.no-bottom": (
        "the bottom is not recorded: its points are unknown",
        "未记录底牌：底分未知",
    ),
    "hand.claim.winner": (
        "recorded {recorded} as the trick's winner; the replay gives {computed}",
        "记录本圈由 {recorded} 赢得，复盘为 {computed}",
    ),
    "hand.claim.winners-count": (
        "the record names {n} trick {n|winner|winners} for {tricks} {tricks|trick|tricks}",
        "记录列出 {n} 圈的赢家，实际有 {tricks} 圈",
    ),
    "hand.claim.points": (
        "recorded {recorded} points; the replay gives {computed}",
        "记录得分 {recorded}，复盘得分 {computed}",
    ),
    "hand.claim.points-ruled": (
        "recorded {recorded} points; the replay gives {played} as played, {ruled} as ruled "
        "after {why}",
        "记录得分 {recorded}；复盘实际得分 {played}，判罚后为 {ruled}（{why}）",
    ),
    "hand.claim.level-ruled": (
        "recorded {recorded_side} +{recorded}; the replay gives {side} +{levels} as played, "
        "{ruled} as ruled after {why}",
        "记录{recorded_side}升 {recorded} 级；复盘实际为{side}升 {levels} 级，判罚后为{ruled}（"
        "{why}）",
    ),
    "hand.claim.change": ("{side} +{levels}", "{side}升 {levels} 级"),
    "hand.claim.penalty-ruled": (
        "recorded penalty {recorded} for {seat}; the replay gives {played} as played, "
        "{ruled} as ruled after {why}",
        "记录 {seat} 罚 {recorded} 分；复盘实际为 {played} 分，判罚后为 {ruled} 分（{why}）",
    ),
    "hand.claim.bottom-points": ("{points}", "{points}"),
    "hand.claim.bottom-times": ("{points} x{multiplier}", "{points} x{multiplier}"),
    "hand.claim.bottom": (
        "recorded bottom {recorded}; the replay gives {points} x{multiplier}",
        "记录底分 {recorded}，复盘为 {points} x{multiplier}",
    ),
    "hand.claim.bottom-kept": (
        "recorded bottom {recorded}; the replay gives {points} x{multiplier} "
        "(the dealer side kept the bottom)",
        "记录底分 {recorded}，复盘为 {points} x{multiplier}（庄家方保底）",
    ),
    "hand.claim.level": (
        "recorded {recorded_side} +{recorded}; the replay gives {side} +{levels}",
        "记录{recorded_side}升 {recorded} 级，复盘为{side}升 {levels} 级",
    ),
    "hand.claim.penalty": (
        "recorded penalty {recorded} for {seat}; the replay gives {computed}",
        "记录 {seat} 罚 {recorded} 分，复盘为 {computed} 分",
    ),
    # -- a hand that cannot be replayed (the report's error line)
    "hand.error.no-line": (
        "the hand has no {keys} line; the rules need it",
        "本副没有 {keys} 行，规则需要此行",
    ),
    "hand.error.seats": (
        "cannot tell the four seats (give a seats: line)",
        "无法确定四家座位（请给出 seats: 行）",
    ),
    "hand.error.no-dealer": (
        "the hand names no dealer (give a dealer: line or a trick)",
        "本副未写明庄家（请给出 dealer: 行或出牌记录）",
    ),
    "hand.error.dealer-not-seated": (
        "dealer '{dealer}' is not one of the seats {seats}",
        "庄家 '{dealer}' 不在座位 {seats} 之中",
    ),
    "hand.did-you-mean": ("{message}; did you mean '{word}'?", "{message}；是否想写 '{word}'？"),
    "hand.error.unknown-seat": (
        "unknown seat '{seat}': not one of the seats {seats}",
        "未知座位 '{seat}'：不在座位 {seats} 之中",
    ),
    "hand.error.unknown-seat-trick1": (
        "unknown seat '{seat}': trick 1 names the seats {seats} (give a seats: line)",
        "未知座位 '{seat}'：第 1 圈的座位是 {seats}（请给出 seats: 行）",
    ),
    # -- can I throw this? (throws.analyze_throw)
    "hand.throw.seat.next": ("next", "下家"),
    "hand.throw.seat.partner": ("partner", "对家"),
    "hand.throw.seat.prev": ("prev", "上家"),
    "hand.throw.bottom": ("the bottom", "底牌"),
    "hand.throw.unknown-seat": (
        "unknown seat '{seat}': use next, partner or prev (下家, 对家, 上家)",
        "未知座位 '{seat}'：请用 next、partner 或 prev（下家、对家、上家）",
    ),
    "hand.throw.unknown-void-seat": (
        "unknown void seat '{seat}': use next, partner or prev (下家, 对家, 上家)",
        "未知的缺门座位 '{seat}'：请用 next、partner 或 prev（下家、对家、上家）",
    ),
    "hand.throw.not-held": ("the hand does not hold {cards}", "手中没有 {cards}"),
    "hand.throw.mixed": (
        "a throw must be cards of one suit (or all trumps)",
        "甩牌须为同一门花色（或全为主牌）",
    ),
    "hand.throw.void-holds": (
        "{seat} is void in {suit} but its known holding has {cards}",
        "{seat} 缺{suit}，但其已知手牌中有 {cards}",
    ),
    "hand.throw.over-deck": (
        "more copies than the deck holds of: {cards}",
        "以下牌的张数超过牌中所有：{cards}",
    ),
    "hand.throw.known-size": (
        "{seat} holds {n} cards but the thrower holds {thrower}",
        "{seat} 有 {n} 张牌，但甩牌者有 {thrower} 张",
    ),
    "hand.throw.too-many-seen": (
        "{n} cards are given as seen, but a hand of {held} cards means {played} "
        "{played|card|cards} played from each hand: at most {room} cards are out "
        "of the hands (the bottom counts only with --dealer)",
        "给出的已见牌有 {n} 张，但手中 {held} 张说明每家只出过 {played} 张牌："
        "至多 {room} 张牌已不在各家手中（底牌只在加 --dealer 时算在内）",
    ),
    "hand.throw.out-of-hands": ("the bottom and the tricks played", "底牌和已出的牌"),
    "hand.throw.what-trumps": ("trumps", "主牌"),
    "hand.throw.what-suit": ("{suit} cards", "{suit}牌"),
    "hand.throw.room-many": (
        "{places} and {last} hold only {room} cards",
        "{places}和{last}只容得下 {room} 张",
    ),
    "hand.throw.room-one": ("{place} holds only {room} cards", "{place}只容得下 {room} 张"),
    "hand.throw.room-none": ("no other place can hold them", "别处容不下这些牌"),
    "hand.throw.void-room": (
        "{n} {what} are unseen, but {voids} {k|is|are} void and {where}: check the voids and "
        "the seen cards",
        "有 {n} 张{what}未见，但{voids}缺门，而{where}：请检查缺门与已见的牌",
    ),
    # -- exposed cards (重罚张)
    "hand.exposed.kept": (
        "{seat} kept back exposed cards: {exposed} lay face up since its failed throw at trick "
        "{trick}; a legal "
        "follow could hold {n} of them, this one holds {played} (a legal play: {example})",
        "{seat} 未跟出重罚张：第 {trick} 圈甩错后亮出的 {exposed}；合法的跟法可跟出其中 {n} 张，所"
        "出只有 {played} 张"
        "（合法出法：{example}）",
    ),
    "hand.note.unverified.exposed": (
        "the exposed cards at {n|trick|tricks} {tricks}",
        "第 {tricks} 圈的重罚张",
    ),
    # -- three decks (docs/rules.md §13): triples and 泰坦尼克
    "hand.unit.triple": ("triple {cards}", "三同张 {cards}"),
    "hand.unit.titanic": ("泰坦尼克 of {n} {cards}", "{n}连三同张（泰坦尼克）{cards}"),
    "hand.owe.titanic": ("include a 泰坦尼克 of {n} triples", "其中须有{n}连三同张（泰坦尼克）"),
    "hand.owe.triples": (
        "include {n} {n|triple|triples} (triples inside 泰坦尼克 count)",
        "其中须有 {n} 个三同张（泰坦尼克中的三同张也算）",
    ),
    "hand.follow.wide": ("held {cards} and had to {what}", "手中有 {cards}，故{what}"),
}
