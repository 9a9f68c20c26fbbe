# Shows `exposed-card`: shenzhen 第十七条(四)1, (五)2 — 重罚张一家跟牌时，须在合法出牌的第一时间跟出重罚张.
# Expected: exposed-card at trick 10, seat W.
# W's failed throw at trick 9 left cards face up; at trick 10 it follows legally
# but keeps back an exposed card a legal follow could hold.
# generated: gen.hands.generate(0, shenzhen, "exposed-card")
# injected fault: exposed-card
variant: shenzhen
seats: N W S E
dealer: W
level: Q
trump: ♦
deal N: BJ ♠AKK1063 ♥AJ9743 ♣Q1093 ♦AKJ1010873
deal W: LJ LJ ♠AJ8753 ♥KQ106643 ♣K54 ♦Q765543
deal S: ♠QQ9975422 ♥Q2 ♣AQJ97542 ♦AKQ962
deal E: BJ ♠J1086 ♥J10988752 ♣AKJ108663 ♦9842
kitty: ♥A ♣78 ♥5 ♠4 ♣2 ♦J ♥K
buried: ♠543 ♥6543 ♣5
1. W LJ LJ ♦3 -> LJ LJ | S ♠QQ | E BJ ♦8 | N ♦1010
2. W ♦43 -> ♦3 | S ♣Q | E ♦2 | N ♦A
3. S ♠22 | E ♠106 | N ♠KK | W ♠87
4. N ♠A10 -> ♠10 | W ♠J | S ♠5 | E ♠8
5. W ♣K842 -> ♣2 | S ♣4 | E ♣6 | N ♣9
6. N ♥3 | W ♥A | S ♥2 | E ♥9
7. W ♣K7 -> ♣7 | S ♣J | E ♣K | N ♣3
8. E ♥88 | N ♥J4 | W ♥KK | S ♦A9
9. W ♦J7 -> ♦7 | S ♦Q | E ♦4 | N ♦K
10. S ♦K | E ♦9 | N ♦7 | W ♥Q
11. W ♥6 | S ♦2 | E ♥7 | N ♥7
12. S ♠99 | E ♠J ♣6 | N ♠A3 | W ♠A ♣8
13. S ♣A | E ♣A | N ♣10 | W ♣K
14. S ♣7 | E ♣J | N ♣Q | W ♣4
15. N BJ | W ♦5 | S ♥Q | E ♥5
16. N ♥9 | W ♥10 | S ♦6 | E ♥10
17. S ♣952 -> ♣2 | E ♣10 | N ♠6 | W ♦4
18. W ♦Q | S ♣9 | E ♣3 | N ♦J
19. W ♦6 | S ♣5 | E ♥2 | N ♦3
20. W ♦5 | S ♠4 | E ♥J | N ♦8
21. N ♥A | W ♦J | S ♠7 | E ♣8
points: 135
bottom: 15 x2
result: defenders +2
penalty: N 10
penalty: S 20
penalty: W 70
