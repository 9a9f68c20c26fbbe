# late_errors.sj's first 5 tricks without deals: the hands are not known
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
