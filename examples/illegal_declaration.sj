# A national match in which a bid shows a card that is not a level card.
# Shows `illegal-declaration`: hand 3, a bid that is not a level card or joker.
variant: national
seats: N W S E
dealer: E
level: 2
trump: ♥
bid: E ♥2
deal N: BJ ♠KQJ9863 ♥AAKKQJ986 ♣Q107 ♦97432
deal W: LJ ♠K10109742 ♥J1010632 ♣QJ1064 ♦AJJ532
deal S: BJ LJ ♠AAQ74 ♥Q954 ♣AKJ8632 ♦AKQQ1094
deal E: ♠86552 ♥87542 ♣AK9985532 ♦K88765
kitty: ♠J3 ♥73 ♣74 ♦106
buried: ♠553 ♣5543 ♦5
1. E ♣8 | N ♣7 | W ♣10 | S ♣6
2. W ♠1010 | S ♠AA | E ♠86 | N ♠K9
3. S ♦QQ | E ♦66 | N ♦43 | W ♦JJ
4. S ♣K | E ♣A | N ♣Q | W ♣4
5. E ♥77 | N ♥KK | W ♥1010 | S ♥5 ♣2
6. N ♥AA | W LJ ♥3 | S LJ ♥4 | E ♥82
7. N ♦9 | W ♦3 | S ♦9 | E ♦10
8. E ♠2 | N ♥6 | W ♥2 | S BJ
9. S ♦K | E ♦7 | N ♦7 | W ♦A
10. W ♥6 | S ♥9 | E ♥5 | N BJ
11. N ♦2 | W ♥J | S ♥Q | E ♥4
12. N ♥J | W ♠2 | S ♠4 | E ♣2
13. W ♦2 | S ♦10 | E ♥3 | N ♥9
14. W ♠K | S ♠Q | E ♠J | N ♠J
15. W ♣6 | S ♣A | E ♣7 | N ♣10
16. S ♣J | E ♣K | N ♥8 | W ♣J
17. N ♠Q3 -> ♠3 | W ♠7 | S ♠7 | E ♦8
18. W ♦5 | S ♦4 | E ♦K | N ♥Q
19. N ♠6 | W ♠4 | S ♣8 | E ♣9
20. N ♠8 | W ♠9 | S ♣3 | E ♦8
21. W ♣Q | S ♦A | E ♣9 | N ♠Q
points: 105
bottom: 25 x2
result: defenders +0
penalty: N 10
---
variant: national
seats: N W S E
dealer: N
level: 2
trump: ♥
bid: W ♥2
deal N: BJ LJ ♠J10744 ♥KQJ1097643 ♣K107654 ♦432
deal W: BJ ♠J8653 ♥K8742 ♣AKQ9865432 ♦AKJ6
deal S: LJ ♠AKQ85322 ♥Q1065 ♣A10973 ♦Q986432
deal E: ♠AKQ10976 ♥AA9853 ♣Q8 ♦KQJ101087755
kitty: ♠9 ♥J2 ♣JJ2 ♦A9
buried: ♠744 ♣54 ♦943
1. N ♥JJ | W ♥4 ♣2 | S ♠22 | E ♥AA
2. S ♥10 | E ♥5 | N ♥7 | W BJ
3. W ♣6 | S ♣10 | E ♣Q | N ♣10
4. E ♦55 | N ♣7 ♦A | W ♦AK | S ♦86
5. E ♦1010 | N ♠9 ♣J | W ♦J6 | S ♦Q9
6. E ♦877 | N BJ ♥62 | W ♥8 ♣KQ | S ♣9 ♦43
7. E ♦KJ | N ♥103 | W ♠J ♣A | S ♠Q8
8. N ♠10 | W ♠8 | S ♠3 | E ♠9
9. N ♠J | W ♠6 | S ♠5 | E ♠K
10. E ♥9 | N ♥9 | W ♥7 | S ♥5
11. E ♠Q | N ♥K | W ♠3 | S ♠K
12. N ♥4 ♣2 ♦2 -> ♥4 | W ♥K | S ♥6 | E ♥8
13. W ♥2 | S LJ | E ♥3 | N ♥Q
14. S ♦2 | E ♠6 | N ♦2 | W ♣5
15. S ♠A | E ♠7 | N LJ | W ♠5
16. N ♣KJ6 -> ♣6 | W ♣9 | S ♣3 | E ♣8
17. W ♣8 | S ♣A | E ♠10 | N ♣J
18. S ♣7 | E ♠A | N ♣K | W ♣3
19. N ♣2 | W ♣4 | S ♥Q | E ♦Q
points: 155
bottom: 5 x2
result: defenders +1
penalty: N 40
---
variant: national
seats: N W S E
dealer: W
level: 2
trump: ♥
bid: N ♥A
bid: N ♥2
deal N: BJ LJ ♠AQ9862 ♥A42 ♣Q1099764432 ♦KQ63
deal W: BJ ♠KQ107654 ♥AKJ10995 ♣AKQ3 ♦AQJ764
deal S: ♠10987532 ♥KQ108763 ♣J8652 ♦J109542
deal E: ♠AKJ43 ♥QJ87432 ♣KJ107 ♦A109887532
kitty: LJ ♠J ♥65 ♣A85 ♦K
buried: ♠1054 ♣53 ♦764
1. W ♥99 | S ♥K6 | E ♥J8 | N ♠2 ♥4
2. W ♣AAK | S ♣865 | E ♣K107 | N ♣944
3. W BJ ♥55 | S ♥Q87 | E ♥742 | N BJ LJ ♣2
4. W ♠Q | S ♠5 | E ♠J | N ♠Q
5. W ♣8 | S ♣J | E ♣J | N ♣6
6. S ♦5 | E ♦7 | N ♦6 | W ♦J
7. W ♥A | S ♠2 | E ♥Q | N ♥A
8. S ♦4 | E ♦8 | N ♦K | W ♦K
9. N ♠8 | W ♠J | S ♠7 | E ♠3
10. W ♣Q | S ♥10 | E ♥3 | N ♣10
11. S ♠10 | E ♠A | N ♠A | W ♠7
12. E ♦A1098 -> ♦8 | N ♦3 | W ♦A | S ♦10
13. W ♥K | S ♣2 | E ♦2 | N ♥2
14. N ♣97 | W ♠K6 | S ♥3 ♦9 | E ♦93
15. N ♦Q | W ♦Q | S ♦J | E ♦5
16. N ♣3 | W ♥10 | S ♠3 | E ♦A
17. W ♥6 | S ♦2 | E ♦10 | N ♠6
18. S ♠9 | E ♠K | N ♠9 | W ♥J
19. W LJ | S ♠8 | E ♠4 | N ♣Q
points: 105
bottom: 20 x2
result: defenders +0
penalty: E 30
