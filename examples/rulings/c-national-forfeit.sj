# national 第十八条 藏张…情节特别严重的，可考虑给予判负处罚.
# The referee judged E's 藏张 very serious: W/E lose the match in hand 1; a hand recorded after it is a finding.
# Expect: W/E forfeit in hand 1, N/S win; hand 2 `forfeited`.
variant: national
seats: N W S E
dealer: N
level: 2
trump: S
points: 60
result: dealer +1
ruling: forfeit E
---
dealer: S
level: 3
trump: H
