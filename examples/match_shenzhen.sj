# A shenzhen match of three hands (generated: shengji gen --match 3, seed 7).
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: ♣
bid: N ♣2
deal N: BJ BJ ♠K984 ♥Q43 ♣AK10877632 ♦K885442
deal W: ♠Q107655432 ♥AQ932 ♣AKQ9963 ♦KQ66
deal S: LJ ♠QJJ1097 ♥J101098855 ♣Q42 ♦AAJ10972
deal E: LJ ♠AK862 ♥AKK77664 ♣J854 ♦QJ97533
kitty: ♠A3 ♥J2 ♣J105 ♦10
buried: ♠K3 ♥43 ♦10544
1. N ♣101077 -> ♣77 | W ♣99 | S ♣42 | E ♣54
2. W ♠55 | S ♠JJ | E ♠AK | N ♠94
3. S ♠Q7 -> ♠Q | E ♠6 | N ♠8 | W ♠4
4. S ♥55 | E ♥77 | N ♥QJ | W ♥93
5. E ♦33 | N ♦88 | W ♦66 | S ♦AA
6. S ♥1010 | E ♥KK | N ♣1010 | W ♥AQ
7. N ♣K62 -> ♣6 | W ♣3 | S ♣Q | E ♣J
8. S ♥88 | E ♥66 | N ♠A ♦K | W ♠Q ♣A
9. S ♠9 | E ♠8 | N ♣J | W ♠7
10. N BJ BJ | W ♠2 ♥2 | S LJ ♦2 | E LJ ♣8
11. N ♦2 | W ♣K | S ♦7 | E ♠2
12. N ♣853 -> ♣3 | W ♣Q | S ♦J | E ♦Q
13. W ♣6 | S ♥J | E ♥A | N ♣8
14. N ♥2 | W ♠3 | S ♦10 | E ♦5
15. N ♣A | W ♠6 | S ♥9 | E ♦J
16. N ♣52 | W ♠10 ♦K | S ♠7 ♦9 | E ♥4 ♦7
17. N ♣K | W ♦Q | S ♠10 | E ♦9
points: 85
bottom: 25 x2
result: defenders +0
penalty: N 60
penalty: S 10
---
variant: shenzhen
seats: N W S E
dealer: W
level: 2
trump: ♥
bid: S ♥2
deal N: LJ ♠AAKQJ10882 ♥QJ10654 ♣76432 ♦Q1043
deal W: BJ BJ ♠KQJ109 ♥AJ98753 ♣AKJ103 ♦KJ10953
deal S: ♠977533 ♥AK97632 ♣AKQ109874 ♦K984
deal E: LJ ♠665442 ♥KQ108 ♣QJ952 ♦AQJ776522
kitty: ♥42 ♣865 ♦A86
buried: ♣653 ♦109653
1. W BJ BJ | S ♥92 | E ♦22 | N ♥Q4
2. W ♦A | S ♦8 | E ♦6 | N ♦3
3. W ♣K8 -> ♣8 | S ♣4 | E ♣Q | N ♣7
4. E ♦77 | N ♦Q10 | W ♦J8 | S ♦K9
5. E ♠44 | N ♠88 | W ♠Q9 | S ♠77
6. N ♠AAK | W ♠KJ10 | S ♠533 | E ♠665
7. N ♠2 ♥6 -> ♠2 | W ♥2 | S ♥3 | E ♣2
8. W ♥8 | S ♥6 | E ♥K | N ♥10
9. E ♦5 | N ♦4 | W ♦K | S ♦4
10. W ♥7 | S ♥7 | E ♥Q | N ♣2
11. N ♣3 | W ♣A | S ♣Q | E ♣5
12. W ♣K10 -> ♣10 | S ♣9 | E ♣9 | N ♣6
13. W ♥4 | S ♥K | E LJ | N ♥J
14. E ♥10 | N LJ | W ♥9 | S ♥A
15. N ♣4 | W ♣J | S ♣A | E ♣J
16. S ♠9 | E ♥8 | N ♠Q | W ♥3
17. E ♦J | N ♥5 | W ♥A | S ♣7
18. W ♣K | S ♣10 | E ♦Q | N ♠10
19. W ♥J | S ♣K | E ♠2 | N ♥6
20. E ♦A | N ♠J | W ♥5 | S ♣8
points: 60
bottom: 20 x2
result: dealer +2
penalty: N 10
penalty: W 20
---
variant: shenzhen
seats: N W S E
dealer: E
level: 4
trump: ♥
bid: E ♥4
deal N: ♠AQ10984 ♥K76 ♣QJ109877662 ♦KQ9843
deal W: BJ BJ LJ ♠KJJ86 ♥KJ1010883 ♣3 ♦A108766432
deal S: ♠103 ♥AAQQ976552 ♣AKKQ532 ♦QJJ752
deal E: ♠AKQ977655322 ♥4432 ♣AJ8544 ♦AK5
kitty: LJ ♠4 ♥J9 ♣109 ♦109
buried: ♠75322 ♣85 ♦5
1. E ♥44 ♣44 | N ♠4 ♥K76 | W BJ BJ ♥1010 | S ♥AA55
2. E ♥3 | N ♦4 | W ♥K | S ♥2
3. N ♣66 | W ♣3 ♦8 | S ♣KK | E ♣J9
4. S ♦JJ | E ♦K10 | N ♦K9 | W ♦66
5. S ♥QQ | E ♠4 ♥2 | N ♣Q10 | W ♥88
6. S ♣5 | E ♣A | N ♣9 | W ♦A
7. E ♦9 | N ♦8 | W ♦10 | S ♦5
8. W ♠JJ | S ♠103 | E ♠K6 | N ♠108
9. W ♠K | S ♦Q | E ♠A | N ♠A
10. E ♠95 -> ♠9 | N ♠9 | W ♠8 | S ♣3
11. E ♥9 | N ♣J | W ♥3 | S ♥7
12. E ♠7 | N ♠Q | W ♠6 | S ♥9
13. S ♣AQ | E ♣10 ♦A | N ♣87 | W ♥J ♦4
14. W ♦3 | S ♦7 | E ♥J | N ♦3
15. E ♠5 | N ♣2 | W ♦7 | S ♥6
16. S ♣2 | E ♠Q | N ♣7 | W LJ
17. W ♦2 | S ♦2 | E LJ | N ♦Q
points: 85
bottom: 15 x2
result: defenders +0
penalty: E 10
