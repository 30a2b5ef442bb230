"""Settings for the whole test suite."""

import os

# No test announces or looks for games on the machine's real network: discovery is off
# for every test and every process it starts, except the discovery tests, which turn it
# back on only inside a network namespace they make themselves (tests/net/test_discovery*).
os.environ["CLANHALL_NO_DISCOVERY"] = "1"
