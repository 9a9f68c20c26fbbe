# shengji gen hand_seed(1, 4): the defenders dig the bottom; E's play at trick 15 let them (--from-trick 14)
variant: national
seats: N W S E
dealer: E
level: J
trump: ♦
deal N: BJ BJ ♠J10992 ♥KKQ10998762 ♣A1010987 ♦J10
deal W: LJ ♠A103 ♥AQ1086432 ♣AKKQ65 ♦KQ64432
deal S: ♠AKK7442 ♥AJJ554 ♣QJ7543 ♦J87753
deal E: ♠QQJ876655 ♥73 ♣J986432 ♦AAKQ986
kitty: ♠8 LJ ♠3 ♦95102 ♣2
buried: ♠6653 ♥3 ♣422
1. E ♠88 | N ♠99 | W ♠A10 | S ♠KK
2. S ♥55 | E ♠5 ♥7 | N ♥99 | W ♥Q6
3. N ♥KK | W ♥42 | S ♥A4 | E ♦99
4. E ♦AA | N BJ BJ | W ♦44 | S ♥JJ
5. N ♠10 | W ♠3 | S ♠A | E ♠7
6. S ♣7 | E ♣8 | N ♣A | W ♣6
7. N ♣1010 | W ♣KK | S ♣Q5 | E ♣93
8. W ♣AQ | S ♣43 | E ♣6 ♦6 | N ♣97
9. W ♦3 | S ♦5 | E ♦5 | N ♠J
10. N ♥Q | W ♥10 | S ♣J | E ♠Q
11. S ♦J | E ♦10 | N ♦10 | W ♦K
12. S ♦77 | E ♠J ♣J | N ♥8 ♦J | W ♦Q2
13. S ♠44 | E LJ ♠Q | N ♠2 ♥6 | W ♥A8
14. S ♠72 | E ♦Q8 | N ♥102 | W LJ ♣5
15. E ♦K | N ♥7 | W ♦6 | S ♦8
16. E ♦2 | N ♣8 | W ♥3 | S ♦3
points: 115
bottom: 5 x2
result: defenders +0
