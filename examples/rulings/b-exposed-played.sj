# A clean shenzhen hand: shenzhen 第十七条(五)2 — the exposed cards played at the first legal chance.
# N's throw fails at trick 7; at trick 8, before it leads again, it follows with an exposed card.
# generated: gen.hands.generate(0, shenzhen)
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
1. W ♥AKK | S ♠2 ♥2 ♣A | E ♥885 | N ♥943
2. W ♥106 -> ♥6 | S ♣7 | E ♥J | N ♥7
3. E ♣AK | N ♣93 | W ♣82 | S ♣J4
4. E ♣66 | N ♠10 ♣10 | W ♣K4 | S ♣95
5. E ♦2 | N ♦7 | W ♦6 | S ♦A
6. S ♠99 | E ♠J8 | N ♠KK | W ♠J7
7. N BJ ♦J3 -> ♦3 | W ♦5 | S ♠Q | E ♦9
8. S ♦Q | E BJ | N ♦J | W ♦J
9. E ♠106 -> ♠6 | N ♠A | W ♠8 | S ♠2
10. N ♠6 | W ♠A | S ♠5 | E ♠10
11. W ♦Q54 -> ♦4 | S ♦6 | E ♦8 | N ♦8
12. E ♣J8 | N ♥AJ | W ♣7 ♦Q | S ♠7 ♣2
13. E ♥9 | N ♦A | W ♥10 | S ♦2
14. N ♦K | W ♦5 | S ♦9 | E ♦4
15. N ♦10 | W ♦3 | S ♦K | E ♥7
16. S ♣Q | E ♣10 | N ♦10 | W ♥Q
17. S ♠Q | E ♥10 | N ♣Q | W LJ
18. W LJ | S ♥Q | E ♥2 | N BJ
19. N ♠3 | W ♦7 | S ♠4 | E ♣3
points: 110
bottom: 15 x2
result: defenders +1
penalty: E 10
penalty: N 20
penalty: W 30
