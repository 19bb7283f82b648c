"""Shared test settings: property tests are bounded so the suite stays fast.

``HYPOTHESIS_PROFILE=thorough pytest`` runs twenty times as many examples.
"""

import os

from hypothesis import settings

settings.register_profile("default", max_examples=150, deadline=None)
settings.register_profile("thorough", max_examples=3000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
