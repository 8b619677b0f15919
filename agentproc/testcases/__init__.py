"""Policy test cases: example messages an officer attaches to an agent, with the outcome expected."""
