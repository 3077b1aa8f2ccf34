"""The ``wingspan`` command and its subcommands: simulate, play, replay, check, fmt, lsp."""
