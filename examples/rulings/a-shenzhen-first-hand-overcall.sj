# shenzhen 第五条: 在第一副牌的抓牌过程中，抢先将某花色2亮在桌面上…其他牌手可用两张相同花色的2亮在桌面上
# 超抢单2…超抢成功者成为庄家 — on a match's first hand the 超抢 is made while the cards are drawn;
# "之后反主不反庄" is said of 第二副牌起. N declares ♥2 while drawing; E shows ♠22 only after the bury:
# too late on the first hand (declaration.first_hand_overcall_by = "deal", docs/rules.md R11.11).
# Expected: illegal-declaration at hand 1, seat E; the trump stays ♥ and N deals (E's bid does not
# stand, so it changes neither the trump nor the dealer).
# The hand stops before the first trick (incomplete).
variant: shenzhen
seats: N W S E
dealer: N
level: 2
levels: N=2 W=2
trump: ♥
bid: N ♥2
bid: E ♠22 after-bury
deal N: ♥AKQJ1098765432 ♣AQ108642 ♦J9753
deal W: ♠AKQJ109876543 ♥A ♣AQ108643 ♦J9753
deal S: ♥KQJ1098765432 ♣KJ97532 ♦Q108642
deal E: ♠AKQJ10987654322 ♣KJ975 ♦Q108642
kitty: BJ BJ LJ LJ ♦AAKK
