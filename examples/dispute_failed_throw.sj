# A dispute (README walkthrough): at trick 2 W threw ♠9 ♠8 ♠8 ♠4 ♠4 and the table let
# it stand.  E held ♠Q ♠Q (and S the ♠A): seed 004's own example of a throw that fails.
# Shows `failed-throw`: at trick 2, seat W; the hand is recorded only to trick 2.
variant: national
seats: N W S E
dealer: N
level: 10
trump: ♥
deal N: BJ ♠KJ10763 ♥Q10722 ♣AKQJ52 ♦KQ1010853
deal W: ♠1098844 ♥J644 ♣99874332 ♦AA75422
deal S: BJ ♠A6522 ♥AK108653 ♣A664 ♦QJJ97643
deal E: LJ ♠KQQJ7 ♥AKJ998753 ♣KQ1010875 ♦K96
kitty: LJ ♠A953 ♥Q ♣J ♦8
buried: ♠A953 ♦Q885
1. N ♦3 | W ♦A | S ♦3 | E ♦6
2. W ♠98844 | S ♠A6522 | E ♠KQQJ7 | N ♠KJ763
