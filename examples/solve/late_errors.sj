# shengji gen hand_seed(1, 0): at trick 21 E and W each lose 10 points (shengji solve --from-trick 20)
variant: national
seats: N W S E
dealer: E
level: K
trump: ♥
deal N: BJ LJ ♠AK42 ♥KJ108642 ♣QJJ8632 ♦KJ532
deal W: BJ LJ ♠JJ109765 ♥8 ♣KK9553 ♦Q109765432
deal S: ♠Q108864 ♥AQJ9763 ♣A107642 ♦AJ10976
deal E: ♠AQ7533 ♥KQ1075543 ♣AQ10974 ♦AKQ84
kitty: ♦8 ♠9K ♥A ♣8 ♠2 ♥29
buried: ♠5332 ♣4 ♦884
1. E ♥55 | N LJ ♥10 | W ♣KK | S ♥J6
2. W ♠JJ | S ♠88 | E ♠A9 | N ♠A2
3. W ♣55 | S ♣72 | E ♣AQ | N ♣JJ
4. N ♣3 | W ♣9 | S ♣6 | E ♣7
5. W ♦3 | S ♦9 | E ♦A | N ♦3
6. E ♥K | N BJ | W LJ | S ♥A
7. N ♥4 | W BJ | S ♥Q | E ♥7
8. W ♠9 | S ♠4 | E ♠Q | N ♠4
9. E ♣10 | N ♣6 | W ♣3 | S ♣A
10. S ♦10 | E ♦Q | N ♦5 | W ♦10
11. E ♥Q | N ♠K | W ♥8 | S ♥7
12. N ♥6 | W ♦6 | S ♥9 | E ♥4
13. S ♥3 | E ♥9 | N ♦K | W ♦9
14. N ♣Q | W ♦7 | S ♣10 | E ♣8
15. N ♣82 -> ♣2 | W ♠5 | S ♣4 | E ♣9
16. E ♠K | N ♥2 | W ♦4 | S ♦6
17. E ♥A32 -> ♥2 | N ♥K | W ♦5 | S ♠10
18. N ♣8 | W ♦Q | S ♠6 | E ♦K
19. E ♠7 | N ♥8 | W ♠6 | S ♠Q
20. N ♦J | W ♦2 | S ♦7 | E ♥3
21. E ♥10 | N ♥J | W ♠10 | S ♦J
22. N ♦2 | W ♠7 | S ♦A | E ♥A
points: 115
bottom: 5 x2
result: defenders +0
penalty: E 20
penalty: N 10
