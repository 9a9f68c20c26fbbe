# A dispute settled (README walkthrough): at trick 10 the defender W threw ♣9 ♣8 ♣4 and the
# table let it stand, though N held ♣A and S and E each ♣K.  The referee rules the throw failed: 10 points a
# withdrawn card (national 第十七条 一) — the claims below are the ruled result, which checks clean.
# Shows `failed-throw`: at trick 10, seat W (the fault itself stays a finding).
# Expected: failed-throw at trick 10, seat W; ruled 115 (defenders +0), as played 135 (defenders +1).
variant: national
seats: N W S E
dealer: N
level: J
trump: ♦
deal N: BJ LJ ♠QQ863 ♥AKK6433 ♣AAJ83 ♦KQQJ88
deal W: ♠KJ101099655 ♥J1088422 ♣98764 ♦9643
deal S: ♠K42 ♥AQJ9775 ♣K95542 ♦A109776543
deal E: BJ ♠AAJ8732 ♥Q1096 ♣KQJ1010632 ♦A10522
kitty: ♠4 ♥5 ♦J ♣7 ♠7 LJ ♣Q ♦K
buried: ♠43 ♥KK533 ♣3
1. N ♦88 | W ♠J ♦6 | S ♦77 | E ♦22
2. N ♦QQ | W ♦94 | S ♦65 | E ♣J ♦10
3. N BJ | W ♦3 | S ♥J | E ♦5
4. N LJ LJ ♦JJ | W ♠6 ♥J2 ♣6 | S ♦A1043 | E BJ ♠J ♥10 ♦A
5. N ♣J ♦KK | W ♥1042 | S ♠K ♥7 ♦9 | E ♠3 ♣106
6. N ♠QQ | W ♠99 | S ♠42 | E ♠AA
7. E ♠8 | N ♠7 | W ♠10 | S ♥Q
8. W ♠55 | S ♣95 | E ♠72 | N ♠86
9. W ♥88 | S ♥A5 | E ♥Q9 | N ♥A6
10. W ♣984 | S ♣K42 | E ♣Q102 | N ♣AQ8
11. W ♠K10 | S ♥97 | E ♣K3 | N ♥4 ♣A
12. W ♣7 | S ♣5 | E ♥6 | N ♣7
points: 115
bottom: 25 x2
result: defenders +0
penalty: W 20
