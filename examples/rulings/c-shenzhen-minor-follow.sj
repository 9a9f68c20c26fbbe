# shenzhen 第十七条(四)2 跟错牌、垫错牌、错将吃：错误轻微，立即纠正，且未造成非错误方损失的，每张罚5分.
# W (a defender) misfollowed two cards and corrected them at once: 10 points off the defenders' 45.
# Expect: hand 1 defenders' points 35, dealer +3 (第十三条), S deals hand 2 on 5; clean.
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: S
points: 45
result: dealer +2
ruling: minor-follow W cards=2
---
dealer: S
level: 5
trump: H
