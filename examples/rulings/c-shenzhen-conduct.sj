# shenzhen 第十六条(三) 罚分：…罚10分；…罚20分；…罚40分；…罚80分.
# The table wrote a conduct penalty of 30 points against W: no such penalty. Expect: hand 1 `penalty-mismatch`
# (the 30 is not applied).
variant: shenzhen
seats: N W S E
dealer: N
level: 2
trump: S
points: 90
result: defenders +0
ruling: conduct W 30
