"""``shengji check --dask``'s messages (shengji_cli/dask)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "dask.not-installed": (
        "--dask needs the dask extra (no module {module}): pip install 'shengji-cli[dask]'",
        "--dask 需要附加组件 'shengji-cli[dask]'（缺少模块 '{module}'）：请运行 'pip install shengji-cli[dask]'"),
    "dask.cannot-connect": ("cannot reach the Dask scheduler {scheduler}: {reason}",
                            "无法连接调度器 {scheduler}：{reason}"),
    "dask.cannot-start": ("cannot start a local Dask cluster: {reason}", "无法在本机启动调度器和工作进程：{reason}"),
    "dask.cannot-open": ("cannot open this URL: {reason}", "无法打开此网址：{reason}"),
}
