# bjtu 八.2 多牌少牌: 閑家出現錯誤…閑家分數不夠上臺時，按上條升級辦法處理 — 八.1: 若閑家此時得分少于80分或40分，莊家升二級或三級.
# E (a defender) held a wrong number of cards when the defenders had 35: the dealer side goes up 3.
# Expect: hand 1 dealer +3, S deals hand 2 on 5; clean.
variant: bjtu
seats: N W S E
dealer: N
level: 2
trump: S
points: 90
result: defenders +0
ruling: card-count E at=35
---
dealer: S
level: 5
trump: H
