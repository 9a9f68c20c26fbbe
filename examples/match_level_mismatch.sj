# A national match whose later hand records the wrong level.
# Shows `level-mismatch`: hand 2 records a level the match does not give.
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
level: 3
trump: ♥
bid: W ♥2
deal N: BJ LJ ♠J10744 ♥KQJ1097643 ♣K107654 ♦432
deal W: BJ ♠J8653 ♥K8742 ♣AKQ9865432 ♦AKJ6
deal S: LJ ♠AKQ85322 ♥Q1065 ♣A10973 ♦Q986432
deal E: ♠AKQ10976 ♥AA9853 ♣Q8 ♦KQJ101087755
kitty: ♠9 ♥J2 ♣JJ2 ♦A9
buried: ♠744 ♣54 ♦943
