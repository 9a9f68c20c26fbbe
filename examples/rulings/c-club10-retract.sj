# club10 七 比赛时，不得悔牌，此种情况每出现一次，等打完当把牌后，悔牌一方罚降一级，累计三次，直接被判负.
# N/S take back a card in three hands they deal: each of the first two costs the level they won (5 → 6 → 5,
# twice); the third loses the match. Expect: N/S on 5 after hands 1 and 2; N/S forfeit in hand 3, W/E win.
variant: club10
seats: N W S E
levels: N=5 W=5
dealer: N
level: 5
trump: S
points: 30
result: dealer +1
ruling: retract N
---
dealer: S
level: 5
trump: S
points: 30
result: dealer +1
ruling: retract S
---
dealer: N
level: 5
trump: S
points: 30
result: dealer +1
ruling: retract N
