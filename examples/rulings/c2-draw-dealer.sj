# bjtu 抢点: nobody declared on the first hand, and the dealer is not the seat that drew highest.
# bjtu 一.3: 首盤莊家的確定：四人各從108張牌中搶點，點大者首起第一張牌；點從大到小順序為：大王、小王、k、a；
# 點大者相同時則再次搶點，直到確定點大者止。四人中誰先亮牌，如無人反牌，亮牌者即為莊家。
# W and S tie on the little joker and draw again; W's ♠K beats S's ♥3: W drew highest.
# Must produce: draw-mismatch at hand 1, seat N ("recorded first dealer N; W drew highest").
variant: bjtu
seats: N W S E
draw: N=♠K W=LJ S=LJ E=♣A
draw: W=♠K S=♥3
dealer: N
level: 2
bid: none
trump: ♦
result: dealer +1
