# bjtu 八.1 出錯牌: 莊家立即作下臺處理，閑家上臺(若閑家此時得分已足80分、120分或160分，閑家上臺并升一級、二級或三級).
# S (the dealer side) revoked when the defenders held 85: the defenders take over AND go up one level,
# though the hand's points (70) alone would keep the dealer side up. Expect: hand 1 defenders +1,
# W deals hand 2 on 3; clean.
variant: bjtu
seats: N W S E
dealer: N
level: 2
trump: S
points: 70
result: dealer +1
ruling: hidden-card S at=85
---
dealer: W
level: 3
trump: H
