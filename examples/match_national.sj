# A national match of three hands (generated: shengji gen --match 3, seed 7).
variant: national
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
3. S ♠Q7 -> ♠7 | E ♠6 | N ♠8 | W ♠4
4. N ♣1010 | W ♣63 | S LJ ♣Q | E ♠2 ♣8
5. N BJ BJ | W ♥2 ♣K | S ♠10 ♦2 | E LJ ♣J
6. N ♦88 | W ♦66 | S ♦AA | E ♦33
7. S ♥88 | E ♥77 | N ♥QJ | W ♥Q9
8. S ♦10 | E ♦5 | N ♦K | W ♦Q
9. N ♠A | W ♠Q | S ♠9 | E ♠8
10. N ♦2 | W ♣Q | S ♦7 | E ♥6
11. N ♣3 | W ♣A | S ♦J | E ♦Q
12. W ♠2 | S ♦9 | E ♥K | N ♥2
13. W ♦K | S ♥10 | E ♦J | N ♣K
14. N ♣J | W ♠7 | S ♠Q | E ♥K
15. N ♣A | W ♠3 | S ♥9 | E ♦7
16. N ♣8 | W ♠10 | S ♥5 | E ♥A
17. N ♣2 | W ♠6 | S ♥5 | E ♦9
18. N ♣5 | W ♥A | S ♥10 | E ♥6
19. N ♣6 | W ♥3 | S ♥J | E ♥4
points: 45
bottom: 25 x2
result: dealer +1
penalty: N 20
penalty: S 10
---
variant: national
seats: N W S E
dealer: S
level: 3
trump: ♥
bid: W ♥3
deal N: LJ ♠AAKQJ10882 ♥QJ10654 ♣76432 ♦Q1043
deal W: BJ BJ ♠KQJ109 ♥AJ98753 ♣AKJ103 ♦KJ10953
deal S: ♠977533 ♥AK97632 ♣AKQ109874 ♦K984
deal E: LJ ♠665442 ♥KQ108 ♣QJ952 ♦AQJ776522
kitty: ♥42 ♣865 ♦A86
buried: ♠7 ♣87654 ♦64
1. S ♦88 | E ♦77 | N ♦104 | W ♦J5
2. S ♣A | E ♣5 | N ♣7 | W ♣A
3. S ♠33 | E ♥KQ | N ♥65 | W BJ BJ
4. W ♣J | S ♣Q | E ♣9 | N ♣4
5. S ♥22 | E LJ ♥8 | N ♥Q ♣3 | W ♥8 ♣3
6. S ♠5 | E ♠2 | N ♠A | W ♠Q
7. N ♠88 | W ♠K9 | S ♠97 | E ♠66
8. N ♥10 | W ♦3 | S ♥7 | E ♥10
9. W ♥9 | S ♥6 | E ♦2 | N ♦3
10. N ♠AKQJ | W ♠J10 ♣10 ♦9 | S ♥AK43 | E ♠544 ♦J
11. S ♣10 | E ♣2 | N ♣2 | W ♣K
12. W ♥3 | S ♥9 | E ♦6 | N ♥J
13. W ♦10 | S ♦A | E ♦A | N ♦Q
14. S ♣K | E ♣J | N ♣6 | W ♦K
15. S ♦9 | E ♦Q | N ♠2 | W ♥7
16. W ♥A | S ♣8 | E ♦5 | N ♥4
17. W ♥5 | S ♦K | E ♦2 | N LJ
18. N ♠10 | W ♥J | S ♣9 | E ♣Q
points: 80
bottom: 5 x2
result: defenders +0
---
variant: national
seats: N W S E
dealer: E
level: 2
trump: ♣
bid: S ♣2
deal N: ♠AQ10984 ♥K76 ♣QJ109877662 ♦KQ9843
deal W: BJ BJ LJ ♠KJJ86 ♥KJ1010883 ♣3 ♦A108766432
deal S: ♠103 ♥AAQQ976552 ♣AKKQ532 ♦QJJ752
deal E: ♠AKQ977655322 ♥4432 ♣AJ8544 ♦AK5
kitty: LJ ♠4 ♥J9 ♣109 ♦109
buried: ♠7543 ♥443 ♦5
1. E ♠22 | N ♣66 | W BJ BJ | S ♣KK
2. W ♦66 | S ♦JJ | E ♦K10 | N ♦KQ
3. S ♥AA | E ♥J9 | N ♥K6 | W ♥1010
4. S ♣AQ53 -> ♣3 | E ♣10 | N ♣J | W LJ
5. W ♦4 | S ♦Q | E ♦9 | N ♦3
6. S ♥QQ | E ♥2 ♣9 | N ♠4 ♥7 | W ♥88
7. S ♥55 | E ♣44 | N ♣77 | W ♥K3
8. N ♠Q | W ♠K | S ♠3 | E ♠A
9. E ♦A | N ♦8 | W ♦A | S ♦7
10. E ♣8 | N ♣8 | W ♣3 | S ♣2
11. S ♣A | E ♣A | N ♣9 | W ♦2
12. W ♠J | S ♠10 | E ♠Q | N ♠8
13. E LJ ♣J5 -> ♣5 | N ♣2 | W ♠8 | S ♦2
14. N ♦9 | W ♦3 | S ♦5 | E ♣J
15. E ♠K975 -> ♠5 | N ♠9 | W ♠J | S ♣Q
16. S ♥2 | E LJ | N ♣10 | W ♥J
17. E ♠9 | N ♠A | W ♠6 | S ♣5
18. S ♥9 | E ♠7 | N ♣Q | W ♦7
19. N ♦4 | W ♦8 | S ♥7 | E ♠6
20. W ♦10 | S ♥6 | E ♠K | N ♠10
points: 115
bottom: 10 x2
result: defenders +0
penalty: E 50
penalty: S 30
