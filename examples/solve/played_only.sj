# late_errors.sj without its deal lines: every card played, and the bury
variant: national
seats: N W S E
dealer: E
level: K
trump: ♥
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
