# shenzhen 第十七条(六) 藏张于当圈一经发现，允许马上改正，其所出错的牌每张罚10分，并按暴露张处理.
# S (the dealer side) kept back a card and corrected it in the same trick: 10 points go to the defenders' 75.
# Expect: hand 1 defenders' points 85, defenders take over (+0), W deals hand 2 on 2; clean.
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: S
points: 75
result: dealer +1
ruling: hidden-corrected S
---
dealer: W
level: 2
trump: H
