# bjtu 抢点: two seats drew the big joker and nobody drew again.
# bjtu 一.3: 點大者相同時則再次搶點，直到確定點大者止。
# Must produce: draw-mismatch at hand 1, no seat ("N S drew equally high: they must draw again").
variant: bjtu
seats: N W S E
draw: N=BJ W=♠K S=BJ E=♣A
dealer: N
level: 2
trump: ♥
bid: N ♥2
result: dealer +1
