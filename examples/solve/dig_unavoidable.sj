# shengji gen hand_seed(1, 6): the defenders dig the bottom, unavoidably from trick 17 (--from-trick 17)
variant: national
seats: N W S E
dealer: S
level: 9
trump: ♣
deal N: LJ ♠K954 ♥AK10654332 ♣AKQQ ♦AAQ9944
deal W: BJ LJ ♠AJ10633 ♥KQJ97 ♣107652 ♦J1088322
deal S: BJ ♠AJ8762 ♥AQ10754 ♣KJJ9764 ♦KQJ65
deal E: ♠QQ1098542 ♥J96 ♣A109885432 ♦K10763
kitty: ♠7 ♥88 ♦5 ♥2 ♦7 ♣3 ♠K
buried: ♠62 ♥842 ♦655
1. S ♠J | E ♠10 | N ♠4 | W ♠3
2. S ♣JJ | E ♣88 | N ♦99 | W ♣62
3. N ♣QQ | W LJ ♣10 | S ♣K6 | E ♣95
4. N ♥33 | W ♥KJ | S ♥108 | E ♥J6
5. N ♦44 | W ♦88 | S ♦QJ | E ♦106
6. W ♥7 | S ♥7 | E ♣4 | N ♥2
7. E ♣2 | N ♣K | W BJ | S BJ
8. W ♣5 | S ♣3 | E ♣3 | N ♠9
9. N ♦AA | W ♦22 | S ♦K7 | E ♦73
10. N ♥A | W ♥Q | S ♥Q | E ♠8
11. N ♣A | W ♣7 | S ♣9 | E ♥9
12. S ♠77 | E ♠QQ | N ♠K5 | W ♠A10
13. E ♠2 | N LJ | W ♠6 | S ♠K
14. N ♥5 | W ♥9 | S ♥A | E ♠5
15. W ♦J | S ♣7 | E ♦K | N ♦Q
16. S ♠A | E ♠4 | N ♥4 | W ♠J
17. S ♠8 | E ♠9 | N ♥10 | W ♠3
18. E ♣10 | N ♥K | W ♦3 | S ♣4
19. E ♣A | N ♥6 | W ♦10 | S ♥5
points: 120
bottom: 10 x2
result: defenders +1
