# shenzhen 第十三条: 台下方如果得分值不够80，则庄家做庄成功…以80分为准，每降低20分，庄家加升一级.
# Seven failed throws (每甩错一牌张罚10分; E's four cost 120 points) leave the defenders at −30 points.
# Read on under 0 (levels.below_zero = "continue", docs/rules.md R11.12): 0 is +5, −20 … −39 is +6.
# Expected: clean; defenders' points −30; result: dealer side +6 (under "stop" it would be +5).
# generated: gen.hands.generate(3790, shenzhen)
variant: shenzhen
seats: N W S E
dealer: N
level: J
trump: ♣
deal N: ♠AQQJ10965543 ♥98862 ♣KJ10985 ♦A82
deal W: BJ ♠1086 ♥AKJJ10643 ♣QJ944 ♦K10976532
deal S: BJ LJ ♠7743 ♥932 ♣AKQ87763 ♦QJ1098443
deal E: LJ ♠AKKJ22 ♥AKQ1077554 ♣A522 ♦KQJ65
kitty: ♠9 ♣6 ♦A7 ♣10 ♥Q ♣3 ♠8
buried: ♠98543 ♥62 ♦2
1. N ♥88 | W ♥K3 | S ♥32 | E ♥77
2. N ♠6 | W ♠8 | S ♠3 | E ♠2
3. W ♣44 | S ♣77 | E ♣22 | N ♣1010
4. N ♣8 | W ♥J | S ♣A | E LJ
5. E ♠AKK2 -> ♠A | N ♠5 | W ♠6 | S ♠4
6. E ♠J ♣A5 ♦J -> ♣5 | N ♣9 | W BJ | S ♣3
7. W ♦K | S ♦4 | E ♦5 | N ♦8
8. W ♦932 -> ♦2 | S ♦10 | E ♦6 | N ♦A
9. N ♥9 | W ♥10 | S ♥9 | E ♥4
10. W ♥4 | S ♣Q | E ♥10 | N ♥Q
11. S ♠77 | E ♠KK | N ♠QQ | W ♠10 ♥6
12. E ♥AKQ55 -> ♥K | N ♣3 | W ♥A | S ♦4
13. N ♦A7 -> ♦7 | W ♦10 | S ♦8 | E ♦K
14. E ♠J ♣A ♦J -> ♣A | N ♣J | W ♣J | S ♣K
15. N ♠J | W ♣9 | S BJ | E ♦J
16. S ♦Q9 -> ♦9 | E ♦Q | N ♦A | W ♦3
17. N ♣K | W ♣Q | S ♦J | E ♠J
18. S ♦3 | E ♠2 | N ♣6 | W ♦5
19. N ♠A | W ♥J | S ♦Q | E ♥5
20. W ♦97 | S ♣86 | E ♥AQ | N ♠109
21. S LJ | E ♥5 | N ♣5 | W ♦6
points: -30
bottom: 5 x2
result: dealer +6
penalty: E 120
penalty: N 10
penalty: S 10
penalty: W 20
