# online 暴动: the condition holds, but the next deal is given to another dealer.
# online 游戏规则 二.4: 当对家玩家中有人手里的牌少于15分，则可“暴动”，即重新洗牌摸牌。此时庄家不变。
# W (a defender of the dealer S) holds ♠K alone: 10 points, fewer than 15 — the redeal stands and S deals again.
# Must produce: dealer-mismatch at hand 3, seat W ("hand 2 was redealt at W's call: the dealer stays").
variant: online
seats: N W S E
dealer: N
level: 2
trump: ♥
bid: N ♥2 BJ
result: dealer +1
---
dealer: S
redeal: W ♠AK98776 ♥A9443 ♣98776432 ♦98772
---
dealer: W
level: 3
trump: ♠
result: dealer +1
