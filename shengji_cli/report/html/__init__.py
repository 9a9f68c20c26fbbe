"""HTML pages of hands (``shengji show``, ``check --format html``): the page model
(:mod:`.model`), a small escaping builder (:mod:`.markup`), the page and its SVG (:mod:`.page`),
the review's section and value graph (:mod:`.review`, :mod:`.graph`),
the batch index (:mod:`.index`)."""

from __future__ import annotations

from .graph import value_graph_svg
from .index import IndexRow, page_name, render_index
from .model import HandPage, hand_page
from .page import deal_svg, render_page, trick_svg
from .review import review_page

__all__ = [
    "HandPage",
    "IndexRow",
    "deal_svg",
    "hand_page",
    "page_name",
    "render_index",
    "render_page",
    "review_page",
    "trick_svg",
    "value_graph_svg",
]
