"""Message and MessageList: the spec's MastraDBMessage (``content.format == 2`` with
``parts``) and the live list that backs a run, with its views and mutations."""
from __future__ import annotations

import json
import uuid
from datetime import datetime, timezone
from typing import Any, Iterable, Iterator

from .copies import json_copy
from .errors import ProcessorContractError

SOURCES = ("input", "response", "memory", "context")
ROLES = ("user", "assistant", "system", "tool")
_SOURCE_ALIASES = {"user": "input", "remembered": "memory", "system": "context"}


def new_id() -> str:
    return str(uuid.uuid4())


def _now() -> datetime:
    return datetime.now(timezone.utc)


class MessageContent:
    """``message.content``: ``format`` (always 2), ``parts``, legacy flat ``content``, ``metadata``."""

    __slots__ = ("format", "parts", "content", "metadata")

    def __init__(
        self,
        parts: list[dict[str, Any]] | None = None,
        content: str | None = None,
        metadata: dict[str, Any] | None = None,
        format: int = 2,
    ) -> None:
        self.format = format
        self.parts: list[dict[str, Any]] = parts if parts is not None else []
        self.content = content
        self.metadata = metadata

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": self.format, "parts": self.parts}
        if self.content is not None:
            # The legacy flat text is the parts' text whenever there is some: what is stored
            # or sent never carries a text the parts no longer have.
            texts = [p["text"] for p in self.parts if p.get("type") == "text" and isinstance(p.get("text"), str)]
            data["content"] = "".join(texts) if texts else self.content
        if self.metadata:
            data["metadata"] = self.metadata
        return data

    def __repr__(self) -> str:
        return f"MessageContent(parts={self.parts!r})"


class Message:
    """One stored message. ``message.text`` joins its text parts (legacy ``content`` as fallback)."""

    __slots__ = ("id", "role", "created_at", "thread_id", "resource_id", "content", "type")

    def __init__(
        self,
        role: str,
        content: MessageContent | None = None,
        *,
        id: str | None = None,
        created_at: datetime | None = None,
        thread_id: str | None = None,
        resource_id: str | None = None,
        type: str = "v2",
    ) -> None:
        self.id = id or new_id()
        self.role = role
        self.created_at = created_at or _now()
        self.thread_id = thread_id
        self.resource_id = resource_id
        self.content = content if content is not None else MessageContent()
        self.type = type

    @classmethod
    def from_text(cls, text: str, role: str = "user", **kwargs: Any) -> Message:
        return cls(role, MessageContent(parts=[{"type": "text", "text": text}]), **kwargs)

    @property
    def text(self) -> str:
        text = "".join(
            p["text"] for p in self.content.parts if p.get("type") == "text" and isinstance(p.get("text"), str)
        )
        if not text and isinstance(self.content.content, str):
            return self.content.content
        return text

    def tool_invocations(self) -> list[dict[str, Any]]:
        return [p["toolInvocation"] for p in self.content.parts if p.get("type") == "tool-invocation"]

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape stored and sent on the wire (spec field names)."""
        return {
            "id": self.id,
            "role": self.role,
            "createdAt": self.created_at.isoformat(),
            "threadId": self.thread_id,
            "resourceId": self.resource_id,
            "type": self.type,
            "content": self.content.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Message:
        """Accepts the stored shape and the core shape ``{"role", "content": str | parts}``."""
        raw = data.get("content")
        if isinstance(raw, dict):
            content = MessageContent(
                parts=list(raw.get("parts") or []),
                content=raw.get("content"),
                metadata=raw.get("metadata"),
                format=raw.get("format", 2),
            )
        elif isinstance(raw, str):
            content = MessageContent(parts=[{"type": "text", "text": raw}])
        elif isinstance(raw, list):
            content = MessageContent(parts=[_core_part_to_db(p) for p in raw])
        else:
            content = MessageContent(parts=list(data.get("parts") or []))
        created = data.get("createdAt") or data.get("created_at")
        if isinstance(created, str):
            created = datetime.fromisoformat(created)
        return cls(
            data.get("role", "user"),
            content,
            id=data.get("id"),
            created_at=created,
            thread_id=data.get("threadId") or data.get("thread_id"),
            resource_id=data.get("resourceId") or data.get("resource_id"),
            type=data.get("type", "v2"),
        )

    def copy(self) -> Message:
        return Message.from_dict(json.loads(json.dumps(self.to_dict(), default=str)))

    def __repr__(self) -> str:
        return f"Message(id={self.id!r}, role={self.role!r}, text={self.text[:40]!r})"


def _core_part_to_db(part: dict[str, Any]) -> dict[str, Any]:
    if part.get("type") == "tool-call":
        return {
            "type": "tool-invocation",
            "toolInvocation": {
                "state": "call",
                "toolCallId": part["toolCallId"],
                "toolName": part["toolName"],
                "args": part.get("input", part.get("args", {})),
            },
        }
    return dict(part)


def to_message(value: Any, role: str = "user") -> Message:
    """A string, a dict (stored or core shape) or a Message, as a Message."""
    if isinstance(value, Message):
        return value
    if isinstance(value, str):
        return Message.from_text(value, role)
    if isinstance(value, dict):
        check_message_dict(value)
        return Message.from_dict({"role": role, **value})
    raise ProcessorContractError(f"cannot use {type(value).__name__} as a message")


def check_message_dict(value: dict[str, Any]) -> None:
    """A message written as a dict (what a porter appends to ``messages``) needs a known role
    and content as the spec's MastraDBMessage (``{"format": 2, "parts": [...]}``), a list of
    parts, or a string (the legacy core shape, converted to one text part)."""
    role = value.get("role", "user")
    content = value.get("content", value.get("parts"))
    if role not in ROLES or not isinstance(content, (str, list, dict)) or (
            isinstance(content, dict) and not isinstance(content.get("parts", content.get("content")), (list, str))):
        raise ProcessorContractError(
            f"cannot use {value!r:.100} as a message: write {{'role': 'user', 'content': {{'format': 2, "
            "'parts': [{'type': 'text', 'text': ...}]}}} (or Message.from_text(text, role))")


def to_messages(value: Any, role: str = "user") -> list[Message]:
    if value is None:
        return []
    if isinstance(value, (str, dict, Message)):
        return [to_message(value, role)]
    return [to_message(v, role) for v in value]


# -- formats ---------------------------------------------------------------------------


def to_ui(message: Message) -> dict[str, Any]:
    """AI SDK UI shape: tool invocations as ``tool-<name>`` parts with a state."""
    parts: list[dict[str, Any]] = []
    for part in message.content.parts:
        if part.get("type") == "tool-invocation":
            inv = part["toolInvocation"]
            ui: dict[str, Any] = {
                "type": f"tool-{inv['toolName']}",
                "toolCallId": inv["toolCallId"],
                "input": inv.get("args"),
            }
            if inv.get("state") == "result":
                ui.update(state="output-available", output=inv.get("result"))
            elif inv.get("state") == "error":
                ui.update(state="output-error", errorText=inv.get("error"))
            else:
                ui["state"] = "input-available"
            parts.append(ui)
        elif part.get("type") == "reasoning":
            parts.append({"type": "reasoning", "text": part.get("reasoning", part.get("text", ""))})
        else:
            parts.append(part)
    if not parts and message.content.content:
        parts.append({"type": "text", "text": message.content.content})
    return {"id": message.id, "role": message.role, "parts": parts, "metadata": message.content.metadata}


def to_core(messages: Iterable[Message]) -> list[dict[str, Any]]:
    """Model messages (the prompt shape): tool calls on the assistant, results as ``tool``
    (a provider-executed tool's result stays in the assistant's content, as the AI SDK has it).

    A copy: a prompt rewritten in ``process_llm_request`` never reaches the stored messages."""
    out: list[dict[str, Any]] = []
    for message in messages:
        if message.role == "system":
            out.append({"role": "system", "content": message.text})
            continue
        content: list[dict[str, Any]] = []
        results: list[dict[str, Any]] = []
        for part in message.content.parts:
            kind = part.get("type")
            if kind == "text":
                content.append({"type": "text", "text": part.get("text", "")})
            elif kind == "reasoning":
                content.append({"type": "reasoning", "text": part.get("reasoning", part.get("text", ""))})
            elif kind == "file":
                content.append(json_copy(part))
            elif kind == "tool-invocation":
                inv = part["toolInvocation"]
                provider = bool(inv.get("providerExecuted"))
                call = {"type": "tool-call", "toolCallId": inv["toolCallId"], "toolName": inv["toolName"],
                        "input": json_copy(inv.get("args", {}))}
                if provider:
                    call["providerExecuted"] = True
                content.append(call)
                if inv.get("state") in ("result", "error"):
                    output = (
                        {"type": "json", "value": json_copy(inv.get("result"))}
                        if inv.get("state") == "result"
                        else {"type": "error-text", "value": str(inv.get("error"))}
                    )
                    result = {"type": "tool-result", "toolCallId": inv["toolCallId"], "toolName": inv["toolName"],
                              "output": output}
                    if provider:  # the provider's own result stays in the assistant's content
                        result["providerExecuted"] = True
                        content.append(result)
                    else:
                        results.append(result)
        if not content and message.content.content:
            content.append({"type": "text", "text": message.content.content})
        if content:
            out.append({"role": message.role, "content": content})
        if results:
            out.append({"role": "tool", "content": results})
    return out


class _View:
    """One filtered view of a MessageList (``all`` / ``input`` / ``response`` / ``remembered``)."""

    __slots__ = ("_list", "_source")

    def __init__(self, message_list: MessageList, source: str | None) -> None:
        self._list = message_list
        self._source = source

    def db(self) -> list[Message]:
        if self._source is None:
            return list(self._list._messages)
        sources = self._list._sources
        return [m for m in self._list._messages if sources.get(m.id) == self._source]

    def ui(self) -> list[dict[str, Any]]:
        return [to_ui(m) for m in self.db()]

    def core(self) -> list[dict[str, Any]]:
        return to_core(self.db())


class _Getters:
    __slots__ = ("all", "input", "response", "remembered")

    def __init__(self, message_list: MessageList) -> None:
        self.all = _View(message_list, None)
        self.input = _View(message_list, "input")
        self.response = _View(message_list, "response")
        self.remembered = _View(message_list, "memory")


class MessageList:
    """The live list of a run's messages, with system messages kept in a store of their own.

    Views: ``get.all / get.input / get.response / get.remembered``, each with ``.db()``
    (the live Message objects), ``.ui()`` and ``.core()``."""

    def __init__(self, *, thread_id: str | None = None, resource_id: str | None = None) -> None:
        self.thread_id = thread_id
        self.resource_id = resource_id
        self._messages: list[Message] = []
        self._sources: dict[str, str] = {}
        self._system: list[tuple[dict[str, Any], str | None]] = []
        self.get = _Getters(self)

    # -- adding ------------------------------------------------------------------------

    def add(self, messages: Any, source: str = "input") -> MessageList:
        """Add messages (str, dict, Message or a list); an existing id is replaced in place.

        ``source`` is ``input`` (alias ``user``), ``response``, ``memory`` (alias
        ``remembered``) or ``context``; system-role messages go to the system store."""
        source = _SOURCE_ALIASES.get(source, source)
        if source not in SOURCES:
            raise ProcessorContractError(f"unknown message source {source!r}; use one of {SOURCES}")
        role = "assistant" if source == "response" else "user"
        for message in to_messages(messages, role):
            if message.role == "system":
                self.add_system({"role": "system", "content": message.text})
                continue
            if message.thread_id is None:
                message.thread_id = self.thread_id
            if message.resource_id is None:
                message.resource_id = self.resource_id
            existing = self._index_of(message.id)
            if existing is None:
                self._messages.append(message)
            else:
                self._messages[existing] = message
            self._sources.setdefault(message.id, source)
        return self

    def add_system(self, messages: Any, tag: str | None = None) -> MessageList:
        """Add system messages (strings or ``{"role": "system", "content": str}``)."""
        items = messages if isinstance(messages, list) else [messages]
        for item in items:
            self._system.append((_system_message(item), tag))
        return self

    # -- system store ------------------------------------------------------------------

    def get_system_messages(self, tag: str | None = None) -> list[dict[str, Any]]:
        return [m for m, t in self._system if tag is None or t == tag]

    def get_all_system_messages(self) -> list[dict[str, Any]]:
        return [m for m, _ in self._system]

    def replace_all_system_messages(self, messages: list[Any]) -> MessageList:
        self._system = [(_system_message(m), None) for m in messages]
        return self

    def _snapshot_system(self) -> list[tuple[dict[str, Any], str | None]]:
        return [(dict(m), t) for m, t in self._system]

    def _restore_system(self, snapshot: list[tuple[dict[str, Any], str | None]]) -> None:
        self._system = [(dict(m), t) for m, t in snapshot]

    # -- mutations ---------------------------------------------------------------------

    def remove_by_ids(self, ids: Iterable[str]) -> list[Message]:
        wanted = set(ids)
        removed = [m for m in self._messages if m.id in wanted]
        if removed:
            self._messages = [m for m in self._messages if m.id not in wanted]
            for m in removed:
                self._sources.pop(m.id, None)
        return removed

    def update_tool_invocation(self, part: dict[str, Any]) -> bool:
        """Replace the tool invocation with the same ``toolCallId`` (e.g. a redacted result)."""
        invocation = part.get("toolInvocation", part)
        call_id = invocation.get("toolCallId")
        for message in reversed(self._messages):
            for i, existing in enumerate(message.content.parts):
                if existing.get("type") == "tool-invocation" and existing["toolInvocation"].get("toolCallId") == call_id:
                    message.content.parts[i] = {"type": "tool-invocation", "toolInvocation": dict(invocation)}
                    return True
        return False

    def find_tool_invocation(self, tool_call_id: str) -> dict[str, Any] | None:
        for message in reversed(self._messages):
            for part in message.content.parts:
                if part.get("type") == "tool-invocation" and part["toolInvocation"].get("toolCallId") == tool_call_id:
                    return part["toolInvocation"]
        return None

    # -- the legacy flat text --------------------------------------------------------

    def legacy_mirrors(self) -> dict[str, bool]:
        """For each message that carries the legacy flat ``content.content``: whether it has
        text parts (taken before a hook, so ``sync_mirrors`` knows what the hook removed)."""
        return {m.id: any(p.get("type") == "text" for p in m.content.parts)
                for m in self._messages if isinstance(m.content.content, str)}

    def sync_mirrors(self, before: dict[str, bool]) -> None:
        """Keep ``content.content`` the flattened ``parts`` (the spec's "扁平字符串"): after a
        hook changed the parts, the legacy text follows them, so a redaction never leaves the
        original text behind there; a message with text parts cleared gets ``""``. A message
        that only ever had the legacy text keeps it."""
        for m in self._messages:
            if not isinstance(m.content.content, str):
                continue
            texts = [p.get("text", "") for p in m.content.parts if p.get("type") == "text"]
            if texts:
                m.content.content = "".join(t for t in texts if isinstance(t, str))
            elif before.get(m.id):
                m.content.content = ""

    def source_of(self, message: Message) -> str | None:
        return self._sources.get(message.id)

    def reconcile(self, returned: list[Any], scope: list[Message], source: str) -> None:
        """Make the list match a stage's returned array (the spec's reconciliation).

        Ids of ``scope`` missing from ``returned`` are removed; returned messages replace the
        ones with their id (in place) or are added with ``source``; system-role messages
        replace the system store."""
        incoming = to_messages(returned, "assistant" if source == "response" else "user")
        system = [m for m in incoming if m.role == "system"]
        regular = [m for m in incoming if m.role != "system"]
        keep = {m.id for m in regular}
        self.remove_by_ids([m.id for m in scope if m.id not in keep])
        for message in regular:
            index = self._index_of(message.id)
            if index is None:
                self.add(message, source)
            elif self._messages[index] is not message:
                self._messages[index] = message
        if system:
            self.replace_all_system_messages([{"role": "system", "content": m.text} for m in system])

    def _index_of(self, message_id: str) -> int | None:
        for i, m in enumerate(self._messages):
            if m.id == message_id:
                return i
        return None

    def __iter__(self) -> Iterator[Message]:
        return iter(list(self._messages))

    def __len__(self) -> int:
        return len(self._messages)

    def __repr__(self) -> str:
        return f"MessageList({len(self._messages)} messages, {len(self._system)} system)"


def _system_message(item: Any) -> dict[str, Any]:
    if isinstance(item, str):
        return {"role": "system", "content": item}
    if isinstance(item, Message):
        return {"role": "system", "content": item.text}
    if isinstance(item, dict):
        content = item.get("content", "")
        if isinstance(content, list):
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
        return {**item, "role": "system", "content": content}
    raise ProcessorContractError(f"cannot use {type(item).__name__} as a system message")
