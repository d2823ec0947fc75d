"""Build hook: the installed package carries the checkout's `assets/` and `docs/` inside itself.

The data stays where the design card puts it (top-level `assets/`, `docs/rules_ru.md`); a
built wheel copies it to `tabletop/data/`, where `tabletop.paths` finds it through
`importlib.resources`. An editable install reads the checkout's folders directly.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA = {"assets": ("**/*",), "docs": ("*.md", "img/*.png")}


class BuildWithData(build_py):
    """build_py that also copies the data folders into the package."""

    def run(self) -> None:
        """Build the modules, then copy the data (not for an editable install)."""
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for folder, patterns in DATA.items():
            for pattern in patterns:
                for source in sorted((ROOT / folder).glob(pattern)):
                    if source.is_file() and "__pycache__" not in source.parts:
                        target = Path(self.build_lib, "tabletop", "data", source.relative_to(ROOT))
                        self.mkpath(str(target.parent))
                        self.copy_file(str(source), str(target))


setup(cmdclass={"build_py": BuildWithData})
