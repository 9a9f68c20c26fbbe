# Shows `illegal-follow` proved by a scoresheet without deals: N plays ♠3 ♦4 to a ♠K ♠K lead at
# trick 2 and ♠7 ♠7 at trick 4, so it held a spade pair at trick 2 (the record stops at trick 4).
# Expected: illegal-follow at trick 2, seat N.
variant: national
seats: E S W N
dealer: E
level: 2
trump: ♥
1. E ♣A | S ♣3 | W ♣4 | N ♣5
2. E ♠KK | S ♠44 | W ♠55 | N ♠3 ♦4
3. E ♦A | S ♦3 | W ♦5 | N ♦6
4. E ♣KK | S ♣66 | W ♣88 | N ♠77
