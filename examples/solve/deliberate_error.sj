# shengji gen hand_seed(2, 52), then S's plays at tricks 19 and 20 swapped (♥7 kept for the last trick): a deliberate mistake that costs the dealer's side 20 points (shengji solve --from-trick 19)
variant: national
seats: N W S E
dealer: N
level: 5
trump: ♠
deal N: LJ ♠Q1010964 ♥K876 ♣AK98762 ♦AK108653
deal W: BJ ♠AA4 ♥AKJ10652 ♣AKQ101072 ♦AQJ10976
deal S: BJ LJ ♠KQJJ98853 ♥AJ9753 ♣Q964 ♦J542
deal E: ♠K77653 ♥Q1098432 ♣JJ85543 ♦KQ743
kitty: ♣3 ♠2 ♥Q ♦928 ♠2 ♥4
buried: ♥4 ♣32 ♦109832
1. N ♥Q876 -> ♥6 | W ♥J | S ♥9 | E ♥10
2. W ♣1010 | S ♣Q9 | E ♣JJ | N ♣A8
3. E ♣55 | N ♠1010 | W ♠AA | S ♠88
4. E ♠77 | N ♠22 | W ♠4 ♥5 | S ♠JJ
5. S LJ | E ♠6 | N LJ | W BJ
6. W ♣Q | S ♣6 | E ♣3 | N ♣K
7. N ♠6 | W ♦Q | S BJ | E ♠5
8. S ♥5 ♦5 | E ♠K3 | N ♠94 | W ♥2 ♦J
9. S ♦J42 -> ♦2 | E ♦3 | N ♦6 | W ♦A
10. W ♣2 | S ♣4 | E ♣8 | N ♣9
11. N ♠Q ♦5 -> ♠Q | W ♣A | S ♠Q | E ♥Q
12. N ♦AK | W ♦76 | S ♦J4 | E ♦74
13. N ♣6 | W ♣K | S ♠9 | E ♣4
14. S ♥3 | E ♥4 | N ♥8 | W ♥K
15. W ♦10 | S ♥A | E ♦Q | N ♦8
16. E ♥9 | N ♥Q | W ♥10 | S ♥J
17. N ♦5 | W ♦9 | S ♠3 | E ♥3
18. N ♣7 | W ♣7 | S ♠K | E ♦K
19. S ♠5 | E ♥2 | N ♥7 | W ♥6
20. S ♥7 | E ♥8 | N ♥K | W ♥A
points: 170
bottom: 10 x2
result: defenders +2
