# A match ended on time with both sides on one level: the side on top wins.
# club10 十一: 每轮比赛时间为一小时，比赛结束时，升级高者获胜，同级时，台上一方获胜。
# After hand 2 both sides are on 3 and W/E, who took over, deal next: W/E won on time.
# Must produce: no violation; the match report names W/E the winner on time after hand 2.
variant: club10
seats: N W S E
dealer: N
level: 2
trump: ♥
bid: N ♥2
result: dealer +1
---
dealer: S
level: 3
trump: ♠
result: defenders +1
time: up E
