"""The environments are optional: the library never imports them, and a missing extra is named."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import sys
sys.modules[{blocked!r}] = None   # as if the package were not installed
try:
    import {module}
except ImportError as exc:
    print(exc)
else:
    print("imported")
"""


def _run(module: str, blocked: str) -> str:
    code = CHECK.format(module=module, blocked=blocked)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_a_missing_extra_is_named():
    assert "pip install 'wingspan-rules[rl]'" in _run(
        "wingspan_rules.envs.pettingzoo", "pettingzoo"
    )
    assert "pip install 'wingspan-rules[rl]'" in _run("wingspan_rules.envs.gymnasium", "gymnasium")
    assert "pip install 'wingspan-rules[rl]'" in _run("wingspan_rules.envs.observation", "numpy")
    message = _run("wingspan_rules.envs.openspiel", "pyspiel")
    assert "pip install 'wingspan-rules[openspiel]'" in message


def test_the_library_and_the_action_encoding_need_no_extra():
    code = (
        "import sys\n"
        "for m in ('numpy', 'gymnasium', 'pettingzoo', 'pyspiel'): sys.modules[m] = None\n"
        "import wingspan_rules as ws\n"
        "assert not [m for m in sys.modules if m.startswith('wingspan_rules.envs')]\n"
        "from wingspan_rules.envs.encoding import action_encoding\n"
        "from wingspan_rules.envs.rewards import final_rewards\n"
        "print(action_encoding(ws.load_cards()).num_actions)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "3080"
