"""Trigram indexes for the admin's run search on PostgreSQL (``icontains`` on the reply and the
error: ``UPPER(col::text) LIKE UPPER('%word%')``, which a GIN trigram index on that expression
answers without reading the table). Other databases keep scanning: nothing to create."""
from django.db import migrations

INDEXES = {
    "agentproc_run_output_trgm": "output_text",
    "agentproc_run_error_trgm": "error",
}


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    for name, column in INDEXES.items():
        schema_editor.execute(
            f'CREATE INDEX IF NOT EXISTS {name} ON agentproc_run USING gin ((UPPER("{column}"::text)) gin_trgm_ops)')


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name in INDEXES:
        schema_editor.execute(f"DROP INDEX IF EXISTS {name}")


class Migration(migrations.Migration):
    dependencies = [("agentproc", "0010_policy_test_cases")]
    operations = [migrations.RunPython(create, drop)]
