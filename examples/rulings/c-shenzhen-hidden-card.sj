# shenzhen 第十七条(六) 藏张如果于下一圈出牌后才发现，为藏张成立…如果是台下方，得分无效，且台上方升5级.
# E (a defender) kept back a card found only after the next trick: the defenders' 120 count for nothing.
# Expect: hand 1 dealer +5, S deals hand 2 on 7; clean.
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: S
points: 120
result: defenders +2
ruling: hidden-card E
---
dealer: S
level: 7
trump: H
