# online 暴动 called by a defender who holds too many points.
# online 游戏规则 二.4: 当对家玩家中有人手里的牌少于15分，则可“暴动”，即重新洗牌摸牌。此时庄家不变。
# E holds ♠K ♥5 ♦10: 25 points, not fewer than 15.
# Must produce: redeal-mismatch at hand 2, seat E.
variant: online
seats: N W S E
dealer: N
level: 2
trump: ♥
bid: N ♥2 BJ
result: dealer +1
---
dealer: S
redeal: E ♠AK98776 ♥A5443 ♣98776432 ♦109872
---
dealer: S
level: 3
trump: ♠
result: dealer +1
