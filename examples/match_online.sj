# An online match of three hands, with overcalls and a no-trump bid (generated: shengji gen --match 3 --seed 5 --variant online).
variant: online
seats: N W S E
dealer: W
level: J
levels: N=K W=J
trump: NT
bid: W BJ ♦J
bid: S LJ LJ
bid: W BJ BJ
deal N: ♠QJ1099643322 ♥Q42 ♣AKQ7632 ♦J974
deal W: BJ BJ ♠876 ♥KQJ108653 ♣KQ93 ♦QJ1086653
deal S: LJ LJ ♠KJ54 ♥AJ99742 ♣108652 ♦AK98532
deal E: ♠AKQ105 ♥K10863 ♣AJJ1098544 ♦AQ10742
kitty: ♠8 ♣7 ♥57 ♠7 ♥A ♠A ♦K
buried: ♠7 ♥63 ♣3 ♦6653
1. W ♠88 | S ♠54 | E ♠K5 | N ♠33
2. W ♥7 | S ♥4 | E ♥8 | N ♥Q
3. N ♠22 | W ♠A7 | S ♠K ♦5 | E ♠AQ
4. N ♠99 | W ♠6 ♣K | S LJ LJ | E ♠10 ♣5
5. S ♥99 | E ♥103 | N ♥42 | W ♥55
6. S ♥7 | E ♥6 | N ♠10 | W ♥8
7. W BJ BJ | S ♠J ♥J | E ♣JJ | N ♠J ♦J
8. W ♣7 | S ♣8 | E ♣4 | N ♣6
9. S ♣10 | E ♣8 | N ♣7 | W ♣9
10. S ♦2 | E ♦A | N ♦9 | W ♦8
11. E ♦2 | N ♦4 | W ♦Q | S ♦K
12. S ♦A | E ♦4 | N ♦7 | W ♦K
13. S ♦3 | E ♦7 | N ♠6 | W ♦10
14. W ♥Q | S ♥A | E ♥K | N ♣A
15. S ♣2 | E ♣10 | N ♣Q | W ♣Q
16. N ♠Q4 | W ♥J ♦J | S ♥2 ♦9 | E ♣9 ♦10
17. W ♥10 | S ♣5 | E ♦Q | N ♣2
18. W ♥A | S ♣6 | E ♣4 | N ♣K
19. W ♥K | S ♦8 | E ♣A | N ♣3
points: 110
bottom: 5 x2
result: defenders +0
---
variant: online
seats: N W S E
dealer: S
level: K
trump: ♥
bid: N BJ ♥K
deal N: BJ LJ ♠AKJ552 ♥K9632 ♣KJ108543 ♦QJ544
deal W: ♠776 ♥J1010875 ♣KJ8753 ♦AAKJ1087653
deal S: ♠KJ982 ♥AAKQJ744 ♣AQ10722 ♦Q99322
deal E: BJ LJ ♠AQ10109843 ♥Q9853 ♣AQ99664 ♦1086
kitty: ♠Q3 ♦7 ♠4 ♥6 ♦K ♥2 ♠6
buried: ♠32 ♣1022 ♦322
1. S ♥44 | E LJ ♥5 | N ♥62 | W ♥1010
2. W ♦AA | S ♦99 | E ♦86 | N ♦44
3. W ♠7 | S ♠J | E ♠9 | N ♠A
4. N ♣4 | W ♣3 | S ♣A | E ♣Q
5. S ♥AA | E ♥Q9 | N BJ ♥3 | W ♥8 ♦K
6. S ♠Q964 -> ♠4 | E ♠Q | N ♠2 | W ♠6
7. E ♣A9966 | N ♣J10853 | W ♣J875 ♦8 | S ♠8 ♣Q7 ♦Q7
8. E ♠1010 | N ♠55 | W ♠7 ♦10 | S ♠Q9
9. E ♣4 | N ♥9 | W ♥5 | S ♠6
10. N ♦5 | W ♦7 | S ♥K | E ♦10
11. S ♥J | E ♥8 | N ♠K | W ♥7
12. N ♣K | W ♣K | S ♥2 | E BJ
13. E ♠43 -> ♠3 | N ♠J | W ♦J | S ♦K
14. S ♠K | E ♥3 | N LJ | W ♥J
15. N ♦J | W ♦3 | S ♥6 | E ♠A
16. S ♥Q | E ♠8 | N ♥K | W ♦5
17. N ♦Q | W ♦6 | S ♥7 | E ♠4
points: 105
bottom: 10 x2
result: defenders +0
---
variant: online
seats: N W S E
dealer: E
level: J
trump: ♦
bid: none
turned: ♦5
deal N: BJ LJ ♠QJ965 ♥AAQ86 ♣KQQJJ1010764 ♦AJ3
deal W: ♠KJ876422 ♥KQ109543 ♣AK86322 ♦AK10
deal S: BJ ♠KQ94 ♥J1087643 ♣9953 ♦K109877664
deal E: LJ ♠AA10753 ♥KJ97522 ♣A874 ♦QQJ9532
kitty: ♠3 ♣5 ♦5 ♠10 ♦8 ♠8 ♦42
buried: ♠10533 ♥522 ♣5
1. E ♦22 | N ♣JJ | W ♠J ♦10 | S ♦66
2. N ♣QQ1010 | W ♣8322 | S ♣9953 | E ♣A874
3. N ♣K7 -> ♣7 | W ♣6 | S ♥6 | E LJ
4. E ♦4 | N LJ | W ♦A | S ♦8
5. N ♥AA | W ♥109 | S ♥87 | E ♥K9
6. N ♠5 | W ♠K | S ♠K | E ♠A
7. E ♦QQ | N ♠J ♦J | W ♣K ♦K | S ♦77
8. E ♦55 | N BJ ♦3 | W ♥Q ♣A | S ♦109
9. E ♦8 | N ♦A | W ♠8 | S ♦4
10. N ♥Q | W ♥3 | S ♥10 | E ♥7
11. N ♣4 | W ♠4 | S ♠4 | E ♥J
12. E ♦3 | N ♠Q | W ♥4 | S ♥J
13. S ♥4 | E ♠7 | N ♥8 | W ♥K
14. W ♠22 | S ♠Q9 | E ♠A10 | N ♠96
15. W ♠76 -> ♠6 | S ♦K | E ♠8 | N ♣K
16. S BJ | E ♦J | N ♣6 | W ♠7
17. S ♥3 | E ♦9 | N ♥6 | W ♥5
points: 85
bottom: 25 x2
result: defenders +0
