"""``python -m warrantguard.cli``: the ``warrantguard`` command."""

import sys

from warrantguard.cli import main

sys.exit(main())
