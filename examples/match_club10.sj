# A club10 match of three hands, with overcalls and a no-trump bid (generated: shengji gen --match 3 --seed 3 --variant club10).
variant: club10
seats: N W S E
dealer: W
level: 5
levels: N=6 W=5
trump: NT
bid: N ♠66
bid: W BJ BJ
deal N: LJ ♠A1076654 ♥J10652 ♣K7654 ♦KQ1010854
deal W: BJ BJ ♠KQ992 ♥A1099844 ♣JJ96 ♦J965422
deal S: ♠KJ104 ♥AKKJ8733 ♣A104332 ♦KQJ9863
deal E: ♠AQJ85332 ♥QQ7652 ♣AQ9882 ♦AA773
kitty: ♣5107K LJ ♠87 ♣Q
buried: ♠2 ♥844 ♦6422
1. W ♠99 | S ♠K4 | E ♠33 | N ♠66
2. W ♣J | S ♣3 | E ♣A | N ♣4
3. E ♥QQ | N ♥J6 | W ♥99 | S ♥KK
4. S ♦J | E ♦7 | N ♦K | W ♦J
5. N ♣5 | W ♣5 | S ♦6 | E ♠5
6. N ♦1010 | W ♠7 ♦9 | S ♦98 | E ♦AA
7. E ♣88 | N ♣K7 | W ♣107 | S ♣42
8. E ♥2 | N ♥10 | W ♥A | S ♥3
9. W BJ BJ | S ♠J ♣3 | E ♥65 | N LJ ♠5
10. W LJ ♦5 | S ♠10 ♦K | E ♥7 ♦7 | N ♥5 ♦5
11. W ♣6 | S ♣A | E ♣9 | N ♣6
12. S ♦Q | E ♦3 | N ♦4 | W ♥10
13. S ♥J73 | E ♠J8 ♣Q | N ♥2 ♦Q8 | W ♠8 ♣KQ
14. S ♣10 | E ♣2 | N ♠4 | W ♣9
15. S ♦3 | E ♠2 | N ♠7 | W ♣J
16. S ♥A | E ♠A | N ♠10 | W ♠Q
17. S ♥8 | E ♠Q | N ♠A | W ♠K
points: 95
bottom: 0 x2
result: defenders +0
---
variant: club10
seats: N W S E
dealer: S
level: 6
trump: ♣
bid: W ♣6
deal N: ♠AKQJ1010974 ♥KQ10832 ♣10973 ♦10109653
deal W: LJ LJ ♠Q76 ♥AKJ7662 ♣KKQ96 ♦QJ987532
deal S: BJ ♠AJ98853 ♥AQJ10944 ♣1086542 ♦AK42
deal E: BJ ♠5322 ♥8553 ♣AAQJ87542 ♦AKQJ864
kitty: ♥9 ♠4 ♥7 ♣3 ♠K ♦7 ♠6 ♣J
buried: ♠98543 ♥4 ♦72
1. S ♠AKJ -> ♠J | E ♠2 | N ♠10 | W ♠Q
2. W LJ LJ ♥66 | S BJ ♣J43 | E ♣AAQJ | N ♣973 ♦6
3. W ♣KK | S ♠6 ♣5 | E ♣8 ♦6 | N ♣10 ♦9
4. W ♣6 | S ♣2 | E ♣5 | N ♠J
5. W ♠6 | S ♣8 | E ♣2 | N ♥3
6. W ♦J | S ♦4 | E ♦J | N ♦3
7. W ♥2 | S ♥J | E ♥3 | N ♥Q
8. N ♦1010 | W ♦82 | S ♦AK | E ♦AQ
9. N ♠10 | W ♠7 | S ♠A | E ♠2
10. S ♥99 | E ♥55 | N ♥K8 | W ♥AJ
11. S ♣6 | E BJ | N ♠4 | W ♣Q
12. E ♣7 | N ♦5 | W ♣9 | S ♣10
13. S ♥4 | E ♥8 | N ♥2 | W ♥7
14. E ♠5 | N ♠Q | W ♦9 | S ♠8
15. N ♥10 | W ♥K | S ♥Q | E ♦8
16. W ♦Q | S ♠K | E ♦K | N ♠7
17. E ♦4 | N ♠A | W ♦7 | S ♥A
18. W ♦3 | S ♥7 | E ♣4 | N ♠9
19. E ♠3 | N ♠K | W ♦5 | S ♥10
points: 110
bottom: 5 x2
result: defenders +1
penalty: S 20
---
variant: club10
seats: N W S E
dealer: E
level: 6
trump: ♠
bid: W ♣6
bid: E ♠66
deal N: ♠AAK98543 ♥10743 ♣Q877653 ♦AKQ962
deal W: BJ LJ ♠K10772 ♥AKQ93 ♣KQ62 ♦KQJ1097533
deal S: BJ LJ ♠QJJ1043 ♥KJJ98855 ♣A109842 ♦1065
deal E: ♠Q86652 ♥A107422 ♣AKJJ1093 ♦AJ7442
kitty: ♣4 ♦8 ♥Q ♦8 ♣5 ♠9 ♥66
buried: ♥1042 ♣1053 ♦42
1. E ♠66 ♥66 | N ♠AA4 ♣6 | W ♠K77 ♣6 | S LJ ♠JJ ♦6
2. E ♦88 | N ♦KQ | W ♦33 | S ♦105
3. E ♦7 | N ♦9 | W ♦K | S ♠Q
4. S ♥88 | E ♥72 | N ♥107 | W ♥AK
5. S ♥55 | E ♥AQ | N ♥43 | W ♥Q9
6. S ♥JJ | E ♠Q9 | N ♣8 ♦2 | W ♥3 ♣Q
7. S ♠103 -> ♠3 | E ♠2 | N ♠5 | W LJ
8. W ♦5 | S ♠4 | E ♦J | N ♦A
9. S ♥K | E ♠5 | N ♣7 | W ♠10
10. W BJ | S ♠10 | E ♠8 | N ♠8
11. W ♣2 | S ♣A | E ♣J | N ♣7
12. S ♥9 | E ♣A | N ♠3 | W ♠2
13. N ♠9 | W ♦7 | S BJ | E ♣9
14. S ♣9 | E ♣4 | N ♣Q | W ♣K
15. W ♦9 | S ♣8 | E ♦4 | N ♣5
16. W ♦10 | S ♣2 | E ♦A | N ♠K
17. N ♦6 | W ♦J | S ♣4 | E ♣J
18. N ♣3 | W ♦Q | S ♣10 | E ♣K
points: 55
bottom: 25 x2
result: dealer +1
penalty: S 10
