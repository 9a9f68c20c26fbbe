# A match ended on time; the table claims the wrong winner.
# national 第十五条: 每局两个小时 … 两小时内没有结束的，哪一方的级别升得最高为获胜方。
# After hand 2 北京 (N/S) is on 4 and 上海 (W/E) on 2: 北京 won on time.
# Must produce: time-mismatch at hand 2, seat W ("recorded winner 上海; on time the rulebook gives 北京").
variant: national
seats: N W S E
teams: N=北京 W=上海
dealer: N
level: 2
trump: ♥
bid: N ♥2
result: dealer +2
---
dealer: S
level: 4
trump: ♠
result: defenders +0
time: up W
