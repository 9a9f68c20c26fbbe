# shenzhen 第十七条(四)1: the partner clause (the 下家 names any unit) is for a throw of several kinds
# of combination (当甩牌包含多种组合) only. N throws the pairs ♠KK ♠99; only N's partner S can beat
# them (♠AA): a throw of pairs only plays its smallest pair, ♠99 (按规定出所甩错的牌张或牌张组合中最小的牌).
# Expected: wrong-forced-play at trick 1, seat N (the allowed forced play: ♠9 ♠9); penalty: N 20.
# The hand stops after the trick (incomplete).
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: ♥
deal N: ♠KK99 ♥KJ9765432 ♣AQ108642 ♦J9753
deal W: ♠QJ10876543 ♥KJ97 ♣AQ108642 ♦J9753
deal S: ♠AA22 ♥AQ10865432 ♣KJ9753 ♦Q108642
deal E: ♠QJ10876543 ♥AQ108 ♣KJ9753 ♦Q108642
kitty: BJ BJ LJ LJ ♦AAKK
1. N ♠KK99 -> ♠KK | W ♠43 | S ♠AA | E ♠43
