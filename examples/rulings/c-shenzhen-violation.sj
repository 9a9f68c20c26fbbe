# shenzhen 第十六条(四) …或在同轮比赛中三次被记违例的，由裁判员报裁判长核准，宣布此轮比赛判负，判其对手获胜.
# W/E are recorded a violation in each of three hands: the third loses them the match. Expect: W/E forfeit
# in hand 3, N/S win; hand 4 `forfeited`.
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: S
points: 60
result: dealer +1
ruling: violation W
---
dealer: S
level: 3
trump: S
points: 60
result: dealer +1
ruling: violation E
---
dealer: N
level: 4
trump: S
points: 60
result: dealer +1
ruling: violation W
---
dealer: S
level: 5
trump: H
