# Shows `illegal-lead`: a lead must be cards of one suit (or all trumps); N led a spade and a club together.
# The record stops after trick 1, so the follows cannot be checked (no deals) and there is no result.
variant: national
seats: N W S E
dealer: N
level: 7
trump: ♥
1. N ♠A ♣K | W ♠43 | S ♣52 | E ♠9 ♣9
