"""The library's version: the one place it is written (``pyproject.toml`` reads it from here,
``wingspan --version``, ``wingspan_rules.__version__`` and the language server report it)."""

__version__ = "0.1.0"
