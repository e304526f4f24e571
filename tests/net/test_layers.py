"""The host sits beside the window, not on it: `game/net` imports neither the window nor pygame,
so a headless host and the window's client share it."""

from __future__ import annotations

import ast
from pathlib import Path

NET = Path(__file__).resolve().parents[2] / "game" / "net"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_the_net_package_imports_no_window_and_no_pygame() -> None:
    modules = sorted(NET.glob("*.py"))
    assert [p.name for p in modules] == [
        "__init__.py",
        "admission.py",
        "aichairs.py",
        "art.py",
        "bench.py",
        "bucket.py",
        "client.py",
        "discovery.py",
        "host.py",
        "hostparts.py",
        "hostthread.py",
        "outgoing.py",
        "page.py",
        "pages.py",
        "protocol.py",
        "record.py",
        "serve.py",
    ]
    offenders = {
        path.name: sorted(
            m for m in _imports(path) if m.split(".")[0] == "pygame" or m.startswith("game.ui")
        )
        for path in modules
    }
    assert offenders == {path.name: [] for path in modules}
