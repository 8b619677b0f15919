"""Database writes that may run twice: what to put back in memory when a write runs again
(``rerun``) and a thread's connection replaced when the server dropped it (``reconnect``).
They know no turns; the bridge (``agentproc.turns``) and group commit
(``agentproc.fastpaths.group_commit``) use them."""
