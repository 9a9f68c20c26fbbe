# club10 has no draw for the first dealer: the first deal goes by 抢庄.
# club10 二: 第一轮抢庄，从2开始，不用“逢2必打”。
# Must produce: draw-mismatch at hand 1, no seat ("a draw for the first deal: this rulebook has none").
variant: club10
seats: N W S E
draw: N=BJ W=♠K S=♥5 E=♣A
dealer: N
level: 2
trump: ♥
bid: N ♥2
result: dealer +1
