"""shengji-cli: the referee's tool for two-deck Sheng Ji (升级 / 拖拉机 / 双升 / 80分)."""

__version__ = "0.1.0"
