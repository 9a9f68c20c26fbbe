# Shows `card-count`: national 第十六条 — the erring side loses the last trick, and the bottom with it.
# Expected: card-count at trick 19, seat S.
# (From gen seed 19, clean, with one card of S's last play taken out: S ends the hand holding it.)
# S's side would have won the last trick and dug the bottom (5 x3); by the ruling
# the dealer side takes the trick: the defenders keep 115 points, neither the trick's 25 nor the bottom.
variant: national
seats: N W S E
dealer: E
level: 10
trump: ♠
deal N: BJ BJ ♠KQJ1010742 ♥KQ102 ♣A10653 ♦AQJ1054
deal W: LJ ♠K7532 ♥J106544332 ♣J764 ♦AQJ1084
deal S: LJ ♠AQ865 ♥AQ987 ♣KQJ87432 ♦876532
deal E: ♠J9863 ♥KJ98765 ♣AKQ10952 ♦K99732
kitty: ♥A ♠A ♣8 ♠9 ♣9 ♦K ♠4 ♦6
buried: ♣9852 ♦7632
1. E ♦KK | N ♦54 | W ♦QJ | S ♦65
2. E ♦99 | N ♦AQ | W ♦84 | S ♦32
3. E ♠99 | N BJ BJ | W LJ ♠5 | S ♠Q8
4. N ♠1010 | W ♠7 ♥10 | S ♠65 | E ♠4 ♣10
5. N ♣6 | W ♣4 | S ♣J | E ♣K
6. E ♣A | N ♣3 | W ♣7 | S ♣7
7. E ♥A | N ♥Q | W ♥5 | S ♥8
8. E ♣Q9 -> ♣9 | N ♣5 | W ♣6 | S ♣Q
9. S ♦87 -> ♦7 | E ♠A | N ♦J | W ♦A
10. E ♠J | N ♣10 | W ♠2 | S LJ
11. S ♣8 | E ♣Q | N ♣A | W ♣J
12. N ♥10 ♦10 | W ♠K3 | S ♠A ♦8 | E ♠63
13. N ♠Q | W ♦10 | S ♣2 | E ♠8
14. W ♥J | S ♥Q | E ♥9 | N ♥2
15. S ♥A | E ♥6 | N ♥K | W ♥4
16. S ♣3 | E ♥J | N ♠4 | W ♥3
17. N ♠2 | W ♥2 | S ♣4 | E ♥8
18. N ♠J | W ♥3 | S ♣K | E ♥7
19. N ♠K7 | W ♥64 | S ♥9 | E ♥K5
points: 115
bottom: 5 x3
result: defenders +0
penalty: E 10
penalty: S 10
