import os

from hypothesis import settings

# CI runs with more examples; a local run stays quick.
settings.register_profile("ci", max_examples=60, deadline=None)
settings.register_profile("dev", max_examples=20, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
