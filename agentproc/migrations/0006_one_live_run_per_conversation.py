"""One live (queued or running) run per conversation, enforced by a partial unique index."""
from django.db import migrations, models
from django.utils import timezone


def end_extra_live_runs(apps, schema_editor):
    # Databases from before the lock may hold several live runs of one conversation: all but
    # the newest are ended (as the stale-run reaper would) so the index can be built.
    Run = apps.get_model("agentproc", "Run")
    live = Run.objects.filter(status__in=("queued", "running"), conversation__isnull=False)
    newest: dict = {}
    for run_id, conversation_id in live.order_by("-created_at").values_list("id", "conversation_id"):
        newest.setdefault(conversation_id, run_id)
    keep = set(newest.values())
    extra = [run_id for run_id in live.values_list("id", flat=True) if run_id not in keep]
    if extra:
        Run.objects.filter(id__in=extra).update(status="failed", finished_at=timezone.now(),
                                                error="Ended when one-turn-at-a-time was introduced.")


class Migration(migrations.Migration):

    dependencies = [
        ("agentproc", "0005_backtest"),
    ]

    operations = [
        migrations.RunPython(end_extra_live_runs, migrations.RunPython.noop),
        migrations.AddConstraint(
            model_name="run",
            constraint=models.UniqueConstraint(condition=models.Q(("status__in", ("queued", "running"))),
                                               fields=("conversation",), name="agentproc_one_live_run"),
        ),
    ]
