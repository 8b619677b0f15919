"""agentproc: run LLM agents through an ordered chain of processors, inside Django."""

__version__ = "0.1.0"
