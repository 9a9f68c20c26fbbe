"""``shengji check --dask``'s messages (shengji_cli/dask)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "dask.not-installed": (
        "--dask needs the dask extra (no module {module}): pip install '.[dask]' in shengji-cli's "
        "folder",
        "--dask 需要附加组件 '.[dask]'（缺少模块 '{module}'）：请在 'shengji-cli' 的目录中运行 "
        "'pip install .[dask]'",
    ),
    "dask.cannot-connect": (
        "cannot reach the Dask scheduler {scheduler}: {reason}",
        "无法连接调度器 {scheduler}：{reason}",
    ),
    "dask.cannot-start": (
        "cannot start a local Dask cluster: {reason}",
        "无法在本机启动调度器和工作进程：{reason}",
    ),
    "dask.cannot-open": ("cannot open this URL: {reason}", "无法打开此网址：{reason}"),
}
