"""The bridge: ORM rows -> runtime Agent; run a chat turn; persist what happened.

With ``orm_memory``, ``persistence`` and ``liveness``, the one place that sees both the runtime and
the ORM. Transports (websocket, REST API, Celery, admin, CLI) call, through ``agentproc.turns``:

- ``get_conversation(agent, user=..., session_key=..., conversation_id=None)``
- ``prepare_turn(conversation, text)`` -> a queued ``Run`` carrying the message in memory
  (``run.intake``): nothing of the text is written until the input lane has run (``intake``)
- ``start_turn(agent, text, ...)`` -> the conversation and the claimed run, in the caller's
  transaction (the websocket's one trip before its first chunk)
- ``await aexecute_turn(run, on_chunk=...)`` -> ``TurnResult`` (claims and runs it; a run id
  works too with ``intake=``, e.g. in a worker)
- ``await arun_turn(conversation, text, on_chunk=...)`` = prepare + execute
- ``request_cancel(run_id)`` / ``await arequest_cancel(run_id)`` (``liveness``): stop a turn running
  elsewhere (a Celery worker executing it with ``watch_cancel=True``)

Each has a sync twin (``execute_turn``, ``run_turn``; ``aprepare_turn``, ``aget_conversation``
are the async twins of the sync ones)."""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

from asgiref.sync import async_to_sync, sync_to_async
from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from .. import keys
from ..conf import agentproc_settings
from ..exceptions import (
    AgentNotFound,
    ConfigurationError,
    ConversationBusy,
    ConversationNotFound,
    Forbidden,
    TurnRejected,
)
from ..inputs import as_uuid, check_text
from .intake import NOT_STORED_NOTE, Announcer, InputBoundary, Intake, kept_when_blocked, title_of_text
from .liveness import aend_unstarted, heartbeat, watch_cancel_requests
from ..models import LIVE_STATUSES, Agent, Conversation, Lane, Mode, ProcessorPolicy, Run, RunStatus, session_ref, signed_in
from .notices import public_chunk, public_error
from .agents_cache import enabled_policies
from .claim import Claim, claim_prepared, claim_turn, input_stored_at_claim
from .orm_memory import OrmMemory
from .pacing import OnChunk, pump, to_the_end
from ..fastpaths import group_commit, statements
from .persistence import Outcome, error_text, finish_run
from ..db.reconnect import retrying
from .response_cache import TurnCache
from ..registry import processor_registry, tool_registry
from ..runtime import Agent as RuntimeAgent
from ..runtime.messages import Message
from ..runtime.monitor import monitored
from ..runtime.results import RunResult

logger = logging.getLogger("agentproc")

@dataclass
class TurnResult:
    """What a transport needs after a turn: the Run row and the answer."""

    run: Run
    text: str
    finish_reason: str
    tripwire: dict[str, Any] | None
    usage: dict[str, Any]
    status: str
    #: The runtime's result (None when the run failed before the agent started).
    result: RunResult | None = None
    #: The user's message as stored, for the widget (``aexecute_turn(user_message=True)``).
    user_message: dict[str, Any] | None = None

    @property
    def error(self) -> str:
        return self.run.error


# -- building the runtime agent --------------------------------------------------------


def _host_extras(cache: TurnCache | None = None) -> dict[str, Any]:
    """Objects the Django host hands to processors that ask for them (``Guardrail.extras``).
    ``cache``: the turn's (``response_cache.TurnCache``); by default one whose writes are
    never kept (a run outside a conversation, such as the admin's Try it)."""
    from django.utils.module_loading import import_string

    extras: dict[str, Any] = {
        "cache": cache if cache is not None else TurnCache(),
        "hash_key": keys.current_hash_key(),  # AGENTPROC["PII_HASH_KEYS"], newest first
        # The site's language puts its country first among the PII detector's phone regions.
        "locale": settings.LANGUAGE_CODE,
    }
    if agentproc_settings.INJECTION_CLASSIFIER:
        extras["classifier"] = import_string(agentproc_settings.INJECTION_CLASSIFIER)()
    if agentproc_settings.INJECTION_MODEL_PATH:
        extras["model_path"] = agentproc_settings.INJECTION_MODEL_PATH
    return extras


def build_processor(policy: ProcessorPolicy, processor_id: str, extras: dict[str, Any] | None = None) -> Any:
    """A fresh processor for one run from a policy (wrapped for monitor mode)."""
    entry = processor_registry.get(policy.processor_key)
    if policy.lane not in entry.lanes:
        raise ConfigurationError(
            f"policy #{policy.pk}: processor {policy.processor_key!r} does not support the {policy.lane} lane"
        )
    host = extras if extras is not None else _host_extras()
    wanted = getattr(entry.cls, "extras", ()) or ()
    extra = {name: host[name] for name in wanted if name in host and not (policy.config or {}).get(name)}
    if hasattr(entry.cls, "from_config"):
        extra["id"] = processor_id
    processor = entry.build(policy.config, **extra)
    if getattr(processor, "id", None) != processor_id:
        processor.id = processor_id
    return monitored(processor) if policy.mode == Mode.MONITOR else processor


def build_runtime_agent(agent: Agent, *, policies: list[ProcessorPolicy] | None = None,
                        model: Any = None, cache: TurnCache | None = None) -> RuntimeAgent:
    """A runtime Agent for ``agent``: its enabled policies, per lane in position order,
    instantiated now (call it once per run). ``agentproc_policies`` on the result maps each
    processor id to its policy. Raises ``ConfigurationError`` for an unknown processor or tool
    (a guardrail that cannot be built fails the run rather than being skipped). ``cache``: the
    turn's response cache (see ``_host_extras``)."""
    if policies is None:
        policies = list(agent.policies.filter(enabled=True))
    policies = sorted((p for p in policies if p.enabled), key=lambda p: (p.lane, p.position, p.pk or 0))
    lanes: dict[str, list[Any]] = {lane: [] for lane in Lane.values}
    by_id: dict[str, ProcessorPolicy] = {}
    extras = _host_extras(cache) if policies else {}
    for policy in policies:
        # Two policies with the same processor get distinct ids (state is kept per id).
        processor_id, n = policy.processor_key, 1
        while processor_id in by_id:
            n += 1
            processor_id = f"{policy.processor_key}-{n}"
        by_id[processor_id] = policy
        lanes[policy.lane].append(build_processor(policy, processor_id, extras))
    runtime_agent = RuntimeAgent(
        id=agent.slug,
        name=agent.name or agent.slug,
        description=agent.description or None,
        instructions=agent.instructions,
        model=model if model is not None else agent.effective_model,
        tools=tool_registry.tools_for(agent.tools or []),
        input_processors=lanes[Lane.INPUT],
        output_processors=lanes[Lane.OUTPUT],
        error_processors=lanes[Lane.ERROR],
        max_processor_retries=agent.max_processor_retries,
        max_steps=agent.max_steps,
        time_hooks=agentproc_settings.TIME_HOOKS,
    )
    runtime_agent.agentproc_policies = by_id  # type: ignore[attr-defined]
    return runtime_agent


# -- conversations ---------------------------------------------------------------------


_AGENT_BY_SLUG = statements.ByKey(Agent, lambda slug: Agent.objects.filter(slug=slug), Agent._meta.get_field("slug"))
_CONVERSATION_WITH_AGENT = statements.ByKey(
    Conversation, lambda pk, slug: Conversation.objects.select_related("agent").filter(pk=pk).filter(agent__slug=slug),
    Conversation._meta.pk, Agent._meta.get_field("slug"))


def find_agent(slug: str) -> Agent | None:
    """The agent ``slug`` as it is now, active or not (one statement, compiled once)."""
    return _AGENT_BY_SLUG.get(slug)


def find_conversation(slug: str, conversation_id: Any) -> Conversation | None:
    """Conversation ``conversation_id`` of the agent ``slug``, the agent read fresh with it in
    one statement (None if there is none). Hand it to ``get_conversation(found=...)``, which
    then checks its owner without reading it again: a continuing turn reads its agent once."""
    pk = as_uuid(conversation_id)
    return _CONVERSATION_WITH_AGENT.get(pk, slug) if pk else None


def get_conversation(agent: Agent | str, *, user: Any = None, session_key: str | None = None,
                     conversation_id: Any = None, create: bool = True, title: str = "",
                     found: Conversation | None = None) -> Conversation:
    """The caller's conversation with ``agent`` (a new one, titled ``title``, when
    ``conversation_id`` is None; ``found``: that conversation as ``find_conversation`` read it).

    A logged-in user owns conversations by account, an anonymous visitor by session (only on
    agents with ``allow_anonymous``). Someone else's conversation is ``ConversationNotFound``."""
    if isinstance(agent, str):
        try:
            agent = Agent.objects.active().get(slug=agent)
        except Agent.DoesNotExist:
            raise AgentNotFound(f"No agent {agent!r}.") from None
    if not signed_in(user):
        user = None
        if not agent.admits(user):
            raise Forbidden("Log in to chat with this agent.")
        if not session_key:
            raise Forbidden("Anonymous chats need a session.")
    if conversation_id is not None:
        pk = as_uuid(conversation_id)
        if found is not None and found.pk == pk and found.agent_id == agent.pk:
            conversation: Conversation | None = found
        else:
            conversation = Conversation.objects.select_related("agent").filter(pk=pk, agent=agent).first() if pk else None
        if conversation is None:
            raise ConversationNotFound("No such conversation.")
        owned = (conversation.owner_id == user.pk) if user is not None else (
            conversation.owner_id is None and conversation.session_key == session_key
        )
        if not owned:
            raise ConversationNotFound("No such conversation.")
        return conversation
    if not create:
        raise ConversationNotFound("No such conversation.")
    # Never the session key itself: resource ids reach message data, prompts and the admin.
    resource_id = f"user:{user.pk}" if user is not None else f"session:{session_ref(session_key or '')}"
    conversation = Conversation(agent=agent, owner=user, session_key=session_key or "", resource_id=resource_id,
                                title=title)
    statements.insert(conversation)
    return conversation


aget_conversation = sync_to_async(get_conversation)


# -- a turn ----------------------------------------------------------------------------


def prepare_turn(conversation: Conversation, text: str, *, user: Any = None, source: str = "api",
                 running: bool = False, new_conversation: bool = False) -> Run:
    """Check the text and create a queued Run for it. The message is not stored here: it
    rides on ``run.intake`` (memory only) until the input processors have run.

    ``running``: the caller claims the run in the same transaction (``claim_prepared``), so it
    is created ``running`` and never seen queued. ``new_conversation``: the conversation was
    created in the same transaction, so no other turn can be live in it."""
    agent = conversation.agent
    if not agent.is_active:
        raise TurnRejected("This agent is not available.", code="agent_inactive")
    if signed_in(user) and conversation.owner_id not in (None, user.pk):
        raise ConversationNotFound("No such conversation.")
    check_text(text, agent.max_input_chars)
    message = Message.from_text(text, "user", thread_id=str(conversation.pk),
                                resource_id=conversation.resource_id or None)
    fields: dict[str, Any] = dict(agent=agent, conversation=conversation, status=RunStatus.QUEUED,
                                  model=agent.effective_model, source=source, input=None)
    if running:
        now = timezone.now()
        fields.update(status=RunStatus.RUNNING, started_at=now, heartbeat_at=now)
    run = Run(**fields)
    if new_conversation:
        statements.insert(run)
    else:
        for attempt in range(3):
            try:
                with transaction.atomic():  # a savepoint: a caller's transaction survives the refusal
                    statements.insert(run)
                break
            except IntegrityError:
                # The agentproc_one_live_run index: another socket, process or worker has a turn going.
                if Run.objects.filter(conversation=conversation, status__in=LIVE_STATUSES).exists():
                    raise ConversationBusy("Wait for the reply (or cancel it) before sending another message.") from None
                if attempt == 2:
                    raise
                # That turn ended between the insert and the check (a worker stores its end just
                # after publishing its last chunk): the conversation is free now, insert again.
    run.intake = Intake(message.to_dict())  # type: ignore[attr-defined]
    return run


aprepare_turn = sync_to_async(prepare_turn)


def start_turn(agent: Agent, text: str, *, user: Any = None, session_key: str | None = None,
               conversation_id: Any = None, source: str = "api",
               found: Conversation | None = None) -> tuple[Conversation, Claim]:
    """``get_conversation``, ``prepare_turn`` and the claim in one go, for a transport that
    runs the turn at once in this process (the websocket); call it inside a transaction.

    The run is created ``running`` (never queued, so no one else can claim it). When no input
    processor can change or block the message, it is stored with the claim, and a new
    conversation gets its title in its own INSERT. ``agent`` must be freshly read (its
    ``updated_at`` keys the policy cache). Run it with ``aexecute_turn(claim.run, claim=claim)``."""
    new = conversation_id is None
    title = title_of_text(text) if new and input_stored_at_claim(enabled_policies(agent)) else ""
    conversation = get_conversation(agent, user=user, session_key=session_key, conversation_id=conversation_id,
                                    title=title, found=found)
    run = prepare_turn(conversation, text, user=user, source=source, running=True, new_conversation=new)
    return conversation, claim_prepared(run, new_conversation=new)


async def aexecute_turn(run_id: Any, *, on_chunk: OnChunk | None = None, abort_signal: Any = None,
                        model: Any = None, watch_cancel: bool = False, intake: Intake | None = None,
                        claim: Claim | None = None, user_message: bool = False) -> TurnResult:
    """Claim a queued run and execute it, awaiting ``on_chunk(chunk)`` for every chunk
    (as visitors may see them: ``turns.notices.public_chunk``).

    ``run_id`` is the Run ``prepare_turn`` returned (its message rides on it) or its id
    with ``intake`` (a worker unseals it from the task). Without a message the run fails.

    The Run always ends in a final status. A cancelled task stores what was produced
    (status ``cancelled``) and re-raises ``CancelledError``; an exception from
    ``on_chunk`` fails the run and is re-raised. ``model`` overrides the agent's model
    (a LanguageModel or model string; the admin's Try-it page and tests use it).

    ``watch_cancel`` (turns run in a worker): ``request_cancel(run_id)`` from anywhere sets
    the abort signal, so the run ends ``cancelled`` (with an ``abort`` chunk) at its next chunk.

    ``claim``: the run already claimed by ``claim_turn`` (one trip to the database thread fewer).

    ``user_message``: send the widget's ``user-message`` frame through ``on_chunk`` as soon as
    the input boundary has stored the message (before the model is called); a run blocked
    or ended before it was told gets it with its end instead (``TurnResult.user_message``,
    read in the trip that stores the run's end)."""
    if isinstance(run_id, Run):
        intake = intake or getattr(run_id, "intake", None)
        run_id = run_id.pk
    try:
        if claim is None:
            claim = await sync_to_async(retrying)(claim_turn, run_id)
        run, policies = claim.run, claim.policies
    except asyncio.CancelledError:
        # Cancelled before the turn began: end it now (the claim may have gone through).
        await to_the_end(aend_unstarted(run_id))
        raise
    if watch_cancel and abort_signal is None:
        abort_signal = asyncio.Event()
    conversation = run.conversation
    memory = OrmMemory(conversation, run, defer=True, history=claim.history) if conversation is not None else None
    outcome = Outcome(status=RunStatus.FAILED, want_user_message=user_message, abort_signal=abort_signal)
    announcer = Announcer(on_chunk, run) if user_message and on_chunk is not None else None
    stream = None
    seen_text: list[str] = []
    try:
        if intake is None:
            raise TurnRejected("The turn's message is not available (it is never stored before the input "
                               "guardrails have run).", code="input_unavailable")
        outcome.cache = TurnCache(conversation_id=conversation.pk if conversation is not None else None)
        runtime_agent = build_runtime_agent(run.agent, policies=policies, model=model, cache=outcome.cache)
        outcome.policies = runtime_agent.agentproc_policies  # type: ignore[attr-defined]
        stream = runtime_agent.stream(
            [intake.runtime_message()], run_id=str(run.pk), memory=memory, abort_signal=abort_signal,
            # The boundary comes last: it stores the input once every input processor ran.
            input_processors=[*runtime_agent.input_processors,
                              InputBoundary(run, intake, announcer.stored if announcer else None)],
            thread_id=str(conversation.pk) if conversation is not None else None,
            resource_id=(conversation.resource_id or None) if conversation is not None else None,
            request_context=_request_context(run),
        )
        beat = asyncio.create_task(heartbeat(run.pk))
        watcher = asyncio.create_task(watch_cancel_requests(run.pk, abort_signal)) if watch_cancel else None
        try:
            await pump(stream, _public(on_chunk, run, outcome, stream, intake, announcer), seen_text)
        finally:
            beat.cancel()
            if watcher is not None:
                watcher.cancel()
                await asyncio.wait([watcher], timeout=5)  # it leaves the run's group
        outcome.result = stream.result
        outcome.status = stream.result.status
        outcome.partial_text = "".join(seen_text)
    except asyncio.CancelledError:
        outcome.status = RunStatus.CANCELLED
        outcome.result = stream.result if stream is not None else None
        outcome.partial_text = "".join(seen_text)
        await to_the_end(_finish(run, intake, outcome, memory, stream, policies))
        if announcer is not None:
            await announcer.tell(outcome.user_message)  # its end is sent after it
        raise
    except Exception as exc:  # noqa: BLE001 - the run is recorded as failed, then the error goes on
        outcome.status = RunStatus.FAILED
        outcome.error = error_text(exc)
        outcome.result = stream.result if stream is not None else None
        outcome.partial_text = "".join(seen_text)
        told = stream is None and isinstance(exc, (ConfigurationError, TurnRejected))
        # The agent could not be built (a policy or tool the registry lacks) or the message is
        # not here: the client gets a coded error chunk, the details stay in Run.error for the
        # admins. Any other error reaches the transport, which says ``internal_error``'s text.
        outcome.notice_code = outcome.notice_code or (
            ("input_unavailable" if isinstance(exc, TurnRejected) else "agent_misconfigured") if told
            else "internal_error")
        await to_the_end(_finish(run, intake, outcome, memory, stream, policies))
        if told:
            if on_chunk is not None:
                error = public_error(outcome.notice_code)["error"]
                await on_chunk({"type": "error", "runId": str(run.pk), "from": "AGENT",
                                "payload": {"error": {"name": "Error", **error}}})
            return _turn_result(run, outcome)
        if announcer is not None:
            await announcer.tell(outcome.user_message)  # its end is sent after it
        raise
    await to_the_end(_finish(run, intake, outcome, memory, stream, policies))
    return _turn_result(run, outcome)


def _public(on_chunk: OnChunk | None, run: Run, outcome: Outcome, stream: Any, intake: Intake | None,
            announcer: Announcer | None) -> OnChunk | None:
    """``on_chunk`` fed the visitor's view of each chunk (no reasons, scores or error texts);
    a turn blocked before its input was stored tells ``announcer`` what is kept of it first."""
    if on_chunk is None:
        return None

    agent = run.agent

    async def forward(chunk: dict[str, Any]) -> Any:
        error = stream.result.error if chunk.get("type") == "error" else None
        public = public_chunk(chunk, agent=agent, policies=outcome.policies, error=error)
        if public.get("type") == "error" and not outcome.notice_code:
            outcome.notice_code = public["payload"]["error"]["code"]  # stored: a reload says the same
        if public.get("type") == "tripwire" and announcer is not None and intake is not None and \
                not intake.stored and not intake.announced:
            outcome.blocked_input = _kept(intake, stream, list(outcome.policies.values()))
            await announcer.blocked(intake, outcome.blocked_input, public["payload"]["reason"])
        return await on_chunk(public)

    return forward


def _kept(intake: Intake, stream: Any, policies: list[ProcessorPolicy]) -> list[Message] | None:
    ran = stream.message_list.get.input.db() if stream is not None else [intake.runtime_message()]
    return kept_when_blocked(intake, ran, policies, build_processor)


async def _finish(run: Run, intake: Intake | None, outcome: Outcome, memory: OrmMemory | None,
                  stream: Any, policies: list[ProcessorPolicy]) -> None:
    if outcome.status == RunStatus.COMPLETED and memory is not None and memory.saved is not None:
        outcome.message_list = memory.saved
    elif stream is not None:
        outcome.message_list = stream.message_list
    if outcome.result is not None and outcome.result.status in (RunStatus.RUNNING, RunStatus.COMPLETED) and outcome.status != RunStatus.COMPLETED:
        outcome.result.status = outcome.status
    if intake is not None and not intake.stored and outcome.status == RunStatus.TRIPWIRE:
        # Blocked before the boundary: what STORE_BLOCKED_INPUT allows, never the raw text
        # (worked out already if the widget was told, so it is told what is stored).
        if not intake.announced:
            outcome.blocked_input = _kept(intake, stream, policies)
    else:
        outcome.blocked_input = None  # a tripwire chunk went out, but the run ended otherwise
        if intake is None or not intake.stored:
            outcome.note = NOT_STORED_NOTE
    await group_commit.run(retrying, finish_run, run, intake, outcome)
    if outcome.cache is not None:
        # Only a turn stored as completed in its conversation keeps what it cached.
        if run.status == RunStatus.COMPLETED and run.conversation_id is not None:
            outcome.cache.commit()
        else:
            outcome.cache.discard()


def _turn_result(run: Run, outcome: Outcome) -> TurnResult:
    result = outcome.result
    return TurnResult(
        run=run, text=run.output_text, finish_reason=run.finish_reason, tripwire=run.tripwire,
        usage=run.usage, status=run.status, result=result, user_message=outcome.user_message,
    )


def _request_context(run: Run) -> dict[str, Any]:
    conversation = run.conversation
    return {
        "agent": run.agent.slug,
        "run_id": str(run.pk),
        "source": run.source,
        "conversation_id": str(conversation.pk) if conversation is not None else None,
        "user_id": conversation.owner_id if conversation is not None else None,
    }


def execute_turn(run_id: Any, *, on_chunk: OnChunk | None = None, abort_signal: Any = None,
                 model: Any = None, intake: Intake | None = None) -> TurnResult:
    """``aexecute_turn`` for synchronous callers (Celery tasks, management commands)."""
    return async_to_sync(aexecute_turn)(run_id, on_chunk=on_chunk, abort_signal=abort_signal, model=model,
                                        intake=intake)


async def arun_turn(conversation: Conversation, text: str, *, user: Any = None, source: str = "api",
                    on_chunk: OnChunk | None = None, abort_signal: Any = None, model: Any = None) -> TurnResult:
    """Prepare and execute a turn in one call."""
    run = await aprepare_turn(conversation, text, user=user, source=source)
    return await aexecute_turn(run, on_chunk=on_chunk, abort_signal=abort_signal, model=model)


def run_turn(conversation: Conversation, text: str, *, user: Any = None, source: str = "api",
             on_chunk: OnChunk | None = None, abort_signal: Any = None, model: Any = None) -> TurnResult:
    """``arun_turn`` for synchronous callers."""
    return async_to_sync(arun_turn)(conversation, text, user=user, source=source, on_chunk=on_chunk,
                                    abort_signal=abort_signal, model=model)
