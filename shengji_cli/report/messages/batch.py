"""Messages of the batch part (id → English, Chinese): files that cannot be read, hands refused
unchecked, internal errors, output errors, the progress bar.

A system error (``batch.os.*``) is the system's own words in English (``strerror``) and the
catalog's in Chinese.
"""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # Files and folders that cannot be read.
    "batch.cannot-read": ("cannot read: {reason}", "无法读取：{reason}"),
    "batch.cannot-search": ("cannot search: {reason}", "无法搜索：{reason}"),
    "batch.is-directory": ("is a directory, not a record file", "是文件夹，不是记录文件"),
    "batch.not-regular": ("not a regular file", "不是普通文件"),
    "batch.link-outside": (
        "a link leading outside the folder: not read",
        "指向文件夹之外的链接：未读取",
    ),
    "batch.no-records-in-folder": (
        "no *.sj record files in this folder",
        "此文件夹中没有 *.sj 记录文件",
    ),
    "batch.file-too-large": (
        "file is {size:,} bytes, over the {limit:,}-byte limit",
        "文件大小为 {size:,} 字节，超过 {limit:,} 字节的上限",
    ),
    "batch.stream-too-large": (
        "more than {limit:,} bytes, over the limit",
        "超过 {limit:,} 字节的上限",
    ),
    "batch.binary": (
        "binary data (a NUL byte on line {line}), not a record",
        "二进制数据（第 {line} 行有空字节），不是记录",
    ),
    "batch.invalid-utf8": (
        "invalid UTF-8 (byte {byte}); a record file is UTF-8 text",
        "UTF-8 编码无效（字节 {byte}）；记录文件应为 UTF-8 文本",
    ),
    "batch.hand-too-large": (
        "a hand of {size:,} bytes, over the {limit:,}-byte limit (is a '---' line missing?)",
        "一副牌有 {size:,} 字节，超过 {limit:,} 字节的上限（是否漏了 '---' 行？）",
    ),
    "batch.no-hands": (
        "no hands: the file is empty or holds only comments",
        "没有任何一副牌：文件为空或只有注释",
    ),
    # The end of a run whose hands are not all complete.
    "batch.incomplete-hands": (
        "{n} {n|hand stops|hands stop} before the end (status incomplete: not clean; "
        "--require-complete makes it exit 1)",
        "{n} 副牌的记录未到最后一圈（未打完，不算无违例；加 --require-complete 则退出码为 1）",
    ),
    "batch.incomplete-required": (
        "{n} {n|hand stops|hands stop} before the end: a violation under --require-complete "
        "(exit 1)",
        "{n} 副牌的记录未到最后一圈：因 --require-complete 按违例处理（退出码 1）",
    ),
    # Hands refused before the replay.
    "batch.too-many-tricks": (
        "{n} tricks recorded; each seat holds {limit} cards, so a hand has at most {limit} tricks",
        "记录了 {n} 圈；每家只有 {limit} 张牌，一副牌至多 {limit} 圈",
    ),
    "batch.play-too-large": (
        "{seat} plays {n} cards in trick {trick}; a seat holds {limit}",
        "{seat} 在第 {trick} 圈出了 {n} 张牌；每家只有 {limit} 张",
    ),
    "batch.deal-too-large": (
        "{seat} is dealt {n} cards; a seat holds {limit}",
        "{seat} 发到 {n} 张牌；每家只有 {limit} 张",
    ),
    # Bugs and lost workers: reported on the hand or the file, the batch goes on.
    "batch.internal-error-hand": (
        "internal error while checking hand {hand} ({error}); please report it",
        "检查第 {hand} 副牌时出现内部错误（{error}）；请报告此问题",
    ),
    "batch.match-unknown-seat": (
        "{what} names seat '{seat}', not one of the match's seats ({seats}): this hand "
        "cannot be checked in the match",
        "{what}中的座位 '{seat}' 不是本场比赛的座位（{seats}）：此局无法按比赛核对",
    ),
    "batch.match-internal-error": (
        "internal error while checking the match ({error}); please report it: its hands "
        "were checked one by one",
        "核对整场比赛时出现内部错误（{error}）；请报告此问题：各局已逐局单独核对",
    ),
    "batch.internal-error": (
        "internal error ({error}); please report it",
        "内部错误（{error}）；请报告此问题",
    ),
    "batch.could-not-check": ("could not be checked: {reason}", "无法检查：{reason}"),
    "batch.worker-died": (
        "its worker process died (out of memory?)",
        "处理它的工作进程意外退出（内存不足？）",
    ),
    # Output.
    "batch.cannot-write-file": ("cannot write {path}: {reason}", "无法写入 {path}：{reason}"),
    "batch.cannot-write": ("cannot write: {reason}", "无法写入：{reason}"),
    "batch.interrupted": ("interrupted", "已中断"),
    "batch.interrupted-not-written": ("interrupted; {path} not written", "已中断；未写入 {path}"),
    # After the progress bar (click's: "[#####     ]   45%  00:00:04  "): "3/40 files  75 hands
    # 1,200 hands/s".
    "batch.progress.files-of": (
        "{n:,}/{total:,} {total|file|files}",
        "{n:,}/{total:,} 个文件",
    ),
    "batch.progress.line": (
        "{files}  {hands:,} {hands|hand|hands}  {rate:,d} hands/s",
        "{files}  {hands:,} 副  {rate:,d} 副/秒",
    ),
    # System errors.
    "batch.os.no-such-file": ("{reason}", "没有那个文件或目录"),
    "batch.os.permission": ("{reason}", "权限不够"),
    "batch.os.not-permitted": ("{reason}", "不允许的操作"),
    "batch.os.is-directory": ("{reason}", "是一个目录"),
    "batch.os.not-directory": ("{reason}", "不是目录"),
    "batch.os.link-loop": ("{reason}", "符号链接的层数过多"),
    "batch.os.name-too-long": ("{reason}", "文件名过长"),
    "batch.os.io": ("{reason}", "输入/输出错误"),
    "batch.os.no-space": ("{reason}", "设备上没有空间"),
    "batch.os.read-only": ("{reason}", "只读文件系统"),
    "batch.os.too-many-open": ("{reason}", "打开的文件过多"),
    "batch.os.exists": ("{reason}", "文件已存在"),
    "batch.os.too-big": ("{reason}", "文件过大"),
    "batch.os.quota": ("{reason}", "超出磁盘限额"),
    "batch.os.invalid": ("{reason}", "无效的参数"),
    "batch.os.busy": ("{reason}", "设备或资源忙"),
    "batch.os.no-device": ("{reason}", "没有那个设备或地址"),
    "batch.os.again": ("{reason}", "资源暂时不可用"),
    "batch.os.other": ("{reason}", "系统错误 {code}"),
}
