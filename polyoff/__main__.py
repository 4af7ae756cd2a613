"""``python -m polyoff`` is the ``polyoff`` command."""

import sys

from polyoff.cli import main

sys.exit(main())
