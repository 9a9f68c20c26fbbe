# club10 八 若双方均出现多牌少牌情况，双方不升降级，且下把牌双方抢庄.
# N and E both held a wrong number of cards: neither side moves, and W's bid takes the next deal.
# Expect: hand 1 levels stay 2 and 2; hand 2 dealt by W; clean.
variant: club10
seats: N W S E
dealer: N
level: 2
trump: S
points: 30
result: dealer +2
ruling: card-count N
ruling: card-count E
---
bid: W ♠22
level: 2
trump: S
