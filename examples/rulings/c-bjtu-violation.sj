# bjtu 七 違例…違例者第一次給予警告，第二次判本盤負并且對方升一級，第三次判此輪比賽負.
# W/E: a warning in hand 1; in hand 2 (as defenders, with 100 points) they lose the hand and N/S go up one;
# in hand 3 they lose the match. Expect: hand 1 dealer +2; hand 2 dealer +1; W/E forfeit in hand 3, N/S win;
# hand 4 `forfeited`.
variant: bjtu
seats: N W S E
dealer: N
level: 2
trump: S
points: 30
result: dealer +2
ruling: violation E
---
dealer: S
level: 4
trump: S
points: 100
result: defenders +0
ruling: violation W
---
dealer: N
level: 5
trump: S
points: 30
result: dealer +2
ruling: violation E
---
dealer: S
level: 6
trump: H
