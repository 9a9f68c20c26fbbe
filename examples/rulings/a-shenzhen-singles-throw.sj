# shenzhen 第十七条(四)1: a throw of singles only is one kind of combination, so the partner clause
# (由甩错者的下家在甩牌包含的牌张和牌张组合中任意指定一种出牌) does not apply. N throws ♠A ♠Q ♠9; only
# N's partner S can beat them: the forced play is the smallest single, ♠9.
# Expected: wrong-forced-play at trick 1, seat N (the allowed forced play: ♠9); penalty: N 20.
# The hand stops after the trick (incomplete).
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: ♥
deal N: ♠AQ922 ♥KJ975322 ♣AQ108642 ♦J9753
deal W: ♠Q876543 ♥KJ9753 ♣AQ108642 ♦J9753
deal S: ♠AKKJJ1010 ♥AQ10864 ♣KJ9753 ♦Q108642
deal E: ♠9876543 ♥AQ10864 ♣KJ9753 ♦Q108642
kitty: BJ BJ LJ LJ ♦AAKK
1. N ♠AQ9 -> ♠Q | W ♠8 | S ♠K | E ♠8
