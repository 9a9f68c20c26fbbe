"""The issue's own acceptance run: a batch over a folder holding a link to a secret file, a
FIFO, a 3 GB variant, a slow variant and 5,000 good records finishes within its limits, with
every good row present and nothing of the secret in any output."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLEAN = ROOT / "examples" / "national_clean.sj"
SECRET = "TOP-SECRET-7f3a9c"


def test_a_hostile_folder_loses_nothing_and_leaks_nothing(tmp_path: Path) -> None:
    season = tmp_path / "season"
    season.mkdir()
    for i in range(5000):
        shutil.copyfile(CLEAN, season / f"hand{i:05d}.sj")
    secret = tmp_path / "secret.sj"  # outside the folder, shaped like a record so it would echo
    secret.write_text(f"level: 2\ntrump: S\n{SECRET}\n", encoding="utf-8")
    (season / "link.sj").symlink_to(secret)
    os.mkfifo(season / "stall.sj")
    big = season / "big.toml"
    with open(big, "wb") as f:
        f.truncate(3 * 1024**3)  # sparse: 3 GB long, nothing on disk
    (season / "slow.toml").write_text(
        'extends = "national"\n[bottom]\ntractor = "999999999^(n+999999999)"\n', encoding="utf-8"
    )
    body = CLEAN.read_text(encoding="utf-8")
    assert "variant: national\n" in body
    (season / "uses_big.sj").write_text(
        body.replace("variant: national\n", "variant: big.toml\n"), encoding="utf-8"
    )
    (season / "uses_slow.sj").write_text(
        body.replace("variant: national\n", "variant: slow.toml\n"), encoding="utf-8"
    )

    start = time.monotonic()
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "shengji_cli",
            "check",
            str(season),
            "--format",
            "jsonl",
            "--jobs",
            "2",
            "--allow-variant-dir",
            str(season),
        ],
        capture_output=True,
        timeout=240,
        env={**os.environ, "SHENGJI_LANG": "en"},
    )
    elapsed = time.monotonic() - start
    out, err = proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")
    rows = [json.loads(line) for line in out.splitlines()]

    assert proc.returncode == 2, err[-2000:]
    assert "Traceback" not in err
    assert SECRET not in out and SECRET not in err
    good = [r for r in rows if Path(r["file"]).name.startswith("hand")]
    assert len(good) == 5000 and all(r["ok"] for r in good)
    bad = {Path(r["file"]).name: r for r in rows if not Path(r["file"]).name.startswith("hand")}
    assert set(bad) == {"link.sj", "stall.sj", "uses_big.sj", "uses_slow.sj"}
    assert all(not r["ok"] and r["error"] for r in bad.values())
    assert "outside" in bad["link.sj"]["error"]["message"]
    assert (
        "big.toml" in bad["uses_big.sj"]["error"]["message"]
        and "slow.toml" in bad["uses_slow.sj"]["error"]["message"]
    )
    assert elapsed < 200  # every bad input is refused at once; the time is the 5,000 good hands
