# A online match of three hands (generated: shengji gen --match 3, seed 7).
variant: online
seats: N W S E
dealer: N
level: 2
trump: ♦
bid: N BJ ♦2
deal N: BJ BJ ♠K984 ♥Q43 ♣AK10877632 ♦K885442
deal W: ♠Q107655432 ♥AQ932 ♣AKQ9963 ♦KQ66
deal S: LJ ♠QJJ1097 ♥J101098855 ♣Q42 ♦AAJ10972
deal E: LJ ♠AK862 ♥AKK77664 ♣J854 ♦QJ97533
kitty: ♠A3 ♥J2 ♣J105 ♦10
buried: ♠K3 ♥43 ♣101053
1. N ♦8844 -> ♦44 | W ♦66 | S ♦AA | E ♦33
2. S ♠JJ | E ♠A8 | N ♠A9 | W ♠55
3. S ♣Q | E ♣5 | N ♣6 | W ♣Q
4. S ♥55 | E ♥66 | N ♥QJ | W ♥A9
5. E ♥77 | N BJ BJ | W ♥Q3 | S ♥88
6. N ♣77 | W ♣99 | S ♠7 ♣4 | E ♣84
7. W ♠10 | S ♠Q | E ♠K | N ♠8
8. E ♥KK | N ♦88 | W ♠2 ♥2 | S ♥1010
9. N ♥2 | W ♦K | S LJ | E ♦Q
10. S ♦9 | E LJ | N ♦K | W ♦Q
11. E ♦J | N ♦2 | W ♠Q | S ♦2
12. N ♦10 | W ♠3 | S ♦10 | E ♦9
13. N ♣A | W ♣6 | S ♣2 | E ♣J
14. S ♥9 | E ♥A | N ♦5 | W ♣K
15. N ♣J | W ♣A | S ♦J | E ♦5
16. S ♠9 | E ♠6 | N ♠4 | W ♠6
17. S ♥J | E ♥4 | N ♣K | W ♣3
18. S ♠10 | E ♦7 | N ♣8 | W ♠7
19. E ♠2 | N ♣2 | W ♠4 | S ♦7
points: 120
bottom: 35 x2
result: defenders +1
---
variant: online
seats: N W S E
dealer: W
level: 3
trump: ♥
bid: W BJ ♥3
deal N: LJ ♠AAKQJ10882 ♥QJ10654 ♣76432 ♦Q1043
deal W: BJ BJ ♠KQJ109 ♥AJ98753 ♣AKJ103 ♦KJ10953
deal S: ♠977533 ♥AK97632 ♣AKQ109874 ♦K984
deal E: LJ ♠665442 ♥KQ108 ♣QJ952 ♦AQJ776522
kitty: ♥42 ♣865 ♦A86
buried: ♠9 ♣65 ♦109865
1. W BJ BJ | S ♠33 | E ♥KQ | N ♥5 ♣3
2. W ♦A | S ♦8 | E ♦A | N ♦4
3. W ♦KJ -> ♦J | S ♦K | E ♦6 | N ♦Q
4. S ♠77 | E ♠44 | N ♠88 | W ♠Q10
5. N ♠AA | W ♠KJ | S ♠95 | E ♠66
6. N ♥4 | W ♥4 | S ♥3 | E LJ
7. E ♦77 | N ♣4 ♦10 | W ♣10 ♦K | S ♦94
8. E ♠52 -> ♠2 | N ♠2 | W ♦3 | S ♣Q
9. W ♣J | S ♣8 | E ♣J | N ♣2
10. W ♥3 | S ♥7 | E ♥8 | N ♦3
11. W ♥9 | S ♥6 | E ♥10 | N ♥J
12. N ♠J | W ♣3 | S ♥9 | E ♠5
13. W ♥A | S ♥A | E ♦J | N ♥Q
14. W ♥7 | S ♥2 | E ♣9 | N ♥10
15. N ♥6 | W ♥8 | S ♥K | E ♣5
16. S ♣AK -> ♣K | E ♣Q | N ♣6 | W ♣A
17. W ♣K | S ♣A | E ♣2 | N ♣7
18. S ♣4 | E ♦2 | N ♠K | W ♣8
19. W ♥J | S ♣7 | E ♦2 | N LJ
20. N ♠Q10 | W ♥52 | S ♣109 | E ♦Q5
points: 80
bottom: 20 x2
result: defenders +0
---
variant: online
seats: N W S E
dealer: S
level: 2
trump: ♦
bid: W BJ ♦2
deal N: ♠AQ10984 ♥K76 ♣QJ109877662 ♦KQ9843
deal W: BJ BJ LJ ♠KJJ86 ♥KJ1010883 ♣3 ♦A108766432
deal S: ♠103 ♥AAQQ976552 ♣AKKQ532 ♦QJJ752
deal E: ♠AKQ977655322 ♥4432 ♣AJ8544 ♦AK5
kitty: LJ ♠4 ♥J9 ♣109 ♦109
buried: ♠43 ♥9755 ♣53
1. S ♥AAQQ | E ♠5 ♥443 | N ♥K76 ♦9 | W ♥101088
2. S ♣AKK | E ♣844 | N ♣877 | W ♠J ♥3 ♣3
3. S ♦JJ | E ♠22 | N ♦KQ | W BJ BJ
4. W ♦66 | S ♥2 ♦9 | E ♥2 ♦A | N ♦43
5. W ♥KJ | S ♥J6 | E ♦K5 | N ♣Q10
6. E ♠77 | N ♠AQ | W ♠K8 | S ♠10 ♣Q
7. E ♠A | N ♠10 | W ♠J | S ♣10
8. E ♠K | N ♠8 | W ♠6 | S LJ
9. S ♣9 | E ♣5 | N ♣6 | W ♦10
10. W ♦3 | S ♦10 | E ♠5 | N ♦8
11. S ♣2 | E ♠9 | N ♣2 | W ♦A
12. S ♥9 | E ♠6 | N ♣6 | W LJ
13. W ♦2 | S ♦Q | E ♣J | N ♠4
14. W ♦4 | S ♦7 | E ♣A | N ♠9
15. S ♦2 | E ♠Q | N ♣9 | W ♦8
16. S ♦5 | E ♠3 | N ♣J | W ♦7
points: 135
bottom: 15 x2
result: defenders +1
