# shenzhen: time called, but only two hands were played after the call.
# shenzhen 第十五条: 每场结束前30分钟，由裁判长向全场统一宣布，自宣布之时起手中正在打（已开始出牌）的这副牌不算，
# 之后各桌必须打满三副牌。
# Must produce: time-mismatch at hand 3 (the last), no seat ("2 hands played after the call in hand 1;
# the rulebook asks for 3").
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: ♥
bid: N ♥2
result: dealer +1
time: called
---
dealer: S
level: 3
trump: ♠
result: dealer +1
---
dealer: N
level: 4
trump: ♣
result: dealer +1
