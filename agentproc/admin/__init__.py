"""Django Admin for agentproc: importing the package registers the agent and audit ModelAdmins."""
from . import agents, audit, history  # noqa: F401 - registration happens on import
from ..backtest import admin as backtest  # noqa: F401 - backtests keep their admin in their own package
from ..testcases import admin as testcases  # noqa: F401,E402 - test cases keep their admin beside their model
