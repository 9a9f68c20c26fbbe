# A shenzhen match of three hands, with overcalls and a no-trump bid (generated: shengji gen --match 3 --seed 6 --variant shenzhen).
variant: shenzhen
seats: N W S E
dealer: W
level: 2
trump: ♠
bid: W ♠2
bid: W ♠2
deal N: BJ ♠AJ87433 ♥Q10985332 ♣KQJ86 ♦KJ63
deal W: LJ ♠KQQ1099622 ♥AJ442 ♣AQ1097542 ♦J3
deal S: ♠AJ7554 ♥Q65 ♣AKJ854332 ♦QQ105522
deal E: BJ ♠K86 ♥AKJ109877 ♣1076 ♦K1099877644
kitty: LJ ♦8 ♠10 ♥K ♦AA ♣9 ♥6
buried: ♥644 ♣10754 ♦3
1. W LJ LJ ♠22 | S ♠55 ♦22 | E BJ ♠K86 | N ♠A733
2. W ♦AA | S ♦55 | E ♦44 | N ♦63
3. W ♠101099 | S ♠AJ7 ♣2 | E ♥K9 ♦106 | N BJ ♠84 ♥2
4. W ♥2 ♣2 | S ♠4 ♣A | E ♣6 ♦7 | N ♠J ♦K
5. W ♣99 | S ♣33 | E ♣107 | N ♣K8
6. W ♠QQ6 | S ♥5 ♣4 ♦10 | E ♦K99 | N ♥33 ♦J
7. W ♦J | S ♦Q | E ♦7 | N ♥8
8. S ♣K | E ♥8 | N ♣J | W ♣A
9. W ♦8 | S ♦Q | E ♦8 | N ♣Q
10. S ♥6 | E ♥7 | N ♥9 | W ♥A
11. W ♣Q | S ♣5 | E ♥7 | N ♣6
12. W ♠K | S ♥Q | E ♥A | N ♥Q
13. W ♥J | S ♣J | E ♥10 | N ♥10
14. W ♥K | S ♣8 | E ♥J | N ♥5
points: 0
bottom: 15 x2
result: dealer +5
---
variant: shenzhen
seats: N W S E
dealer: E
level: 7
trump: ♦
bid: N ♦7
deal N: BJ LJ ♠QJ102 ♥10877 ♣AKQ1042 ♦AQJ1087642
deal W: ♠87553 ♥QJJ10633 ♣JJ987433 ♦A10983
deal S: LJ ♠1098443 ♥AAQ99864 ♣K98662 ♦KQ96
deal E: ♠AAKKQJ976 ♥KK5542 ♣AQ1075 ♦75542
kitty: ♦JK ♥2 BJ ♣5 ♠6 ♦3 ♠2
buried: ♠K ♥K552 ♣1055
1. E ♠66 | N ♠Q10 | W ♠55 | S ♠44
2. E ♠AA | N ♠J2 | W ♠83 | S ♠108
3. E ♦55 | N ♥77 | W ♣7 ♦10 | S ♦K9
4. N ♥8 | W ♥3 | S ♥9 | E ♥K
5. E BJ | N BJ | W ♦8 | S ♦Q
6. E ♣7 | N ♦A | W ♦A | S LJ
7. S ♣66 | E ♣AQ | N ♣104 | W ♣JJ
8. W ♥JJ | S ♥AA | E ♥42 | N ♥10 ♣Q
9. S ♥9 | E ♠J | N ♦7 | W ♥Q
10. N ♣A | W ♣3 | S ♣8 | E ♠9
11. N ♣2 | W ♣8 | S ♣K | E ♦K
12. E ♦J | N ♦6 | W ♠7 | S ♦6
13. W ♥3 | S ♥Q | E ♠2 | N ♦8
14. N LJ | W ♦9 | S ♣9 | E ♦7
15. N ♦J | W ♦3 | S ♠3 | E ♠7
16. E ♦2 | N ♦Q | W ♣9 | S ♥4
17. N ♦10 | W ♣3 | S ♣2 | E ♦4
18. N ♦4 | W ♥10 | S ♥6 | E ♦3
19. N ♦2 | W ♥6 | S ♥8 | E ♠K
20. N ♣K | W ♣4 | S ♠9 | E ♠Q
points: 180
bottom: 50 x2
result: defenders +5
---
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: NT
bid: E ♦2
bid: S LJ LJ
deal N: ♠Q97432 ♥AAK87322 ♣9765 ♦8876542
deal W: BJ ♠AKJ93 ♥JJ10954 ♣KQJ109863 ♦AK933
deal S: BJ LJ LJ ♠QJ8652 ♥1076 ♣AAKJ542 ♦QJ10754
deal E: ♠K10108765 ♥QQ9843 ♣Q10743 ♦AKQJ1092
kitty: ♥K ♠4A ♣8 ♥5 ♦6 ♣2 ♥6
buried: ♠443 ♥53 ♣5 ♦76
1. N ♥KK | W ♥JJ | S ♥106 | E ♥QQ
2. N ♠Q | W ♠J | S ♠6 | E ♠10
3. N ♦88654 -> ♦4 | W ♦3 | S ♦10 | E ♦10
4. S LJ LJ | E ♥4 ♦2 | N ♥22 | W BJ ♠A
5. S BJ ♠2 | E ♠5 ♣10 | N ♠2 ♦2 | W ♥5 ♣J
6. S ♣A | E ♣3 | N ♣6 | W ♣9
7. S ♣5 | E ♣4 | N ♣8 | W ♣6
8. N ♥AA | W ♥94 | S ♠Q ♥7 | E ♥98
9. N ♦88 | W ♦K3 | S ♦74 | E ♦KQ
10. N ♦5 | W ♦A | S ♦5 | E ♦A
11. W ♠3 | S ♠8 | E ♠K | N ♠A
12. N ♣2 | W ♠K | S ♣2 | E ♦9
13. N ♥6 | W ♥10 | S ♣4 | E ♥3
14. W ♣8 | S ♣A | E ♣Q | N ♣7
15. S ♦Q | E ♦J | N ♦6 | W ♦9
16. S ♣KJ -> ♣J | E ♣7 | N ♣9 | W ♣K
17. W ♣3 | S ♣K | E ♠10 | N ♥7
18. S ♠5 | E ♠7 | N ♠7 | W ♠9
19. W ♣10 | S ♠J | E ♠8 | N ♥8
20. W ♣Q | S ♦J | E ♠6 | N ♠9
points: 115
bottom: 10 x2
result: defenders +1
penalty: N 40
penalty: S 10
