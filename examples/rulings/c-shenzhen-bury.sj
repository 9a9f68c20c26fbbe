# shenzhen 第十七条(七) 扣错底牌: 台上方扣错牌者自动下台，对方升5级.
# N (the dealer) buried wrongly: the defenders take over and go up five. Expect: hand 1 defenders +5,
# W deals hand 2 on 10; clean.
variant: shenzhen
seats: N W S E
levels: N=5 W=5
dealer: N
level: 5
trump: S
points: 30
result: dealer +2
ruling: bury N
---
dealer: W
level: 10
trump: H
