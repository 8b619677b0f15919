"""The chat websocket: the consumer (``consumer.ChatConsumer``, routed by ``agentproc.routing``),
its side of turns a worker runs (``worker_socket``), a channel-layer receive that survives
Redis going away (``relay``), and what goes out on it: the frames' JSON text (``wire``), the
widget's view of stored messages (``history``) and the notices visitors read (``notices``).

Nothing is imported here, so the bridge can use ``history`` and ``notices`` without loading
the consumer."""
