# A national match of three hands, with overcalls and a no-trump bid (generated: shengji gen --match 3 --seed 3 --variant national).
variant: national
seats: N W S E
dealer: W
level: 6
levels: N=A W=6
trump: NT
bid: S ♥A
bid: W BJ BJ
deal N: LJ ♠A1076654 ♥J10652 ♣K7654 ♦KQ1010854
deal W: BJ BJ ♠KQ992 ♥A1099844 ♣JJ96 ♦J965422
deal S: ♠KJ104 ♥AKKJ8733 ♣A104332 ♦KQJ9863
deal E: ♠AQJ85332 ♥QQ7652 ♣AQ9882 ♦AA773
kitty: ♣5107K LJ ♠87 ♣Q
buried: ♠2 ♥44 ♣5 ♦5422
1. W ♠99 | S ♠K4 | E ♠33 | N ♠A5
2. W ♣J | S ♣3 | E ♣A | N ♣4
3. E ♥QQ | N ♥J5 | W ♥99 | S ♥KK
4. S ♦J | E ♦A | N ♦8 | W ♦J
5. E ♥6 | N ♠6 | W BJ | S ♦6
6. W ♠KQ87 -> ♠7 | S ♠J | E ♠5 | N ♠4
7. S ♥8 | E ♥5 | N ♥10 | W ♥A
8. W ♠KQ8 -> ♠8 | S ♠10 | E ♠Q | N ♠7
9. E ♣88 | N ♣K7 | W ♣K7 | S ♣103
10. E ♦77 | N ♦1010 | W ♣J ♦9 | S ♦Q8
11. N ♦K | W BJ | S ♦K | E ♦A
12. W ♣Q | S ♣4 | E ♣Q | N ♣5
13. W ♥108 -> ♥8 | S ♥3 | E ♥2 | N ♥2
14. W ♣6 | S ♦3 | E ♣9 | N LJ
15. N ♦4 | W ♥10 | S ♦9 | E ♦3
16. S ♥J7 | E ♠A ♥7 | N ♠10 ♦Q | W LJ ♦6
17. W ♠Q | S ♥3 | E ♠8 | N ♠6
18. N ♥6 | W ♣10 | S ♣A | E ♠J
19. N ♣6 | W ♠K | S ♣2 | E ♠2
20. N ♦5 | W ♣9 | S ♥A | E ♣2
points: 165
bottom: 10 x2
result: defenders +2
penalty: W 60
---
variant: national
seats: N W S E
dealer: S
level: A
trump: ♥
bid: S ♥A
deal N: ♠AKQJ1010974 ♥KQ10832 ♣10973 ♦10109653
deal W: LJ LJ ♠Q76 ♥AKJ7662 ♣KKQ96 ♦QJ987532
deal S: BJ ♠AJ98853 ♥AQJ10944 ♣1086542 ♦AK42
deal E: BJ ♠5322 ♥8553 ♣AAQJ87542 ♦AKQJ864
kitty: ♥9 ♠4 ♥7 ♣3 ♠K ♦7 ♠6 ♣J
buried: ♠543 ♣6432 ♦2
1. S ♠KJ88 -> ♠88 | E ♠22 | N ♠1010 | W ♠76
2. N ♠A | W ♥2 | S ♠A | E ♥3
3. N ♦1010 | W ♦32 | S ♦K4 | E ♦J4
4. N ♦5 | W ♦8 | S ♦7 | E ♦K
5. E ♣AA | N ♥Q3 | W ♥66 | S ♥99
6. E ♥55 | N ♥K8 | W LJ LJ | S ♥44
7. W ♣KK | S ♣105 | E ♣85 | N ♣93
8. W ♣Q | S ♣J | E ♣J | N ♣7
9. W ♣96 -> ♣6 | S ♣8 | E ♣Q | N ♣10
10. E ♣4 | N ♥10 | W ♣9 | S ♠K
11. N ♠Q | W ♠Q | S ♠6 | E ♠5
12. N ♠9 | W ♦J | S ♠9 | E ♠3
13. N ♦6 | W ♦9 | S ♠J | E ♦6
14. W ♦Q | S ♥A | E ♦Q | N ♦9
15. S ♦A | E BJ | N ♥2 | W ♥A
16. E ♥8 ♦A -> ♥8 | N ♦3 | W ♥K | S BJ
17. S ♥7 | E ♦A | N ♠K | W ♥J
18. E ♣7 | N ♠7 | W ♥7 | S ♥10
19. S ♥Q | E ♣2 | N ♠4 | W ♦7
20. S ♥J | E ♦8 | N ♠J | W ♦5
points: 95
bottom: 5 x2
result: defenders +0
penalty: E 10
penalty: S 20
penalty: W 10
---
variant: national
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
