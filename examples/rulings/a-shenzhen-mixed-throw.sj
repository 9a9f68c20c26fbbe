# shenzhen 第十七条(四)1: 当甩牌包含多种组合而甩牌者的同伴有大于所甩牌的牌张或牌张组合时，由甩错者的下家
# 在甩牌包含的牌张和牌张组合中任意指定一种出牌. N throws a pair and a single (♠AA ♠Q); only N's partner
# S can beat it (♠K over the ♠Q), so N's 下家 W may name the pair ♠AA.
# Expected: no violation (the ♠AA stands as the forced play); penalty: N 10 (the ♠Q withdrawn).
# The hand stops after the trick (incomplete).
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: ♥
deal N: ♠AAQ2 ♥KJ9765432 ♣AQ108642 ♦J9753
deal W: ♠QJ109876543 ♥KJ9 ♣AQ108642 ♦J9753
deal S: ♠KK2 ♥AQ108765432 ♣KJ9753 ♦Q108642
deal E: ♠J109876543 ♥AQ108 ♣KJ9753 ♦Q108642
kitty: BJ BJ LJ LJ ♦AAKK
1. N ♠AAQ -> ♠AA | W ♠43 | S ♠KK | E ♠43
