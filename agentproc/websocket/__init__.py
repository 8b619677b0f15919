"""The chat websocket: the consumer (``consumer.ChatConsumer``, routed by ``agentproc.routing``),
its side of turns a worker runs (``worker_socket``), a channel-layer receive that survives
Redis going away (``relay``), and the frames' JSON text (``wire``). What a visitor is told and
the widget's view of stored messages are the bridge's (``agentproc.turns.notices``,
``agentproc.turns.history``): turns produce them, every transport shows them.

Nothing is imported here, so importing a module of the package does not load the consumer."""
