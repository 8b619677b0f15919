"""Policy backtests: replay stored turns through the live chain and a draft of it, and compare."""
