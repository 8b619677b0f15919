"""``Run.notice_code``: the code of the notice a visitor was shown when the run ended (a failed
run's error code, ``disconnected``), so a reloaded conversation says what the live one said."""
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("agentproc", "0012_backtest_chunks"),
    ]

    operations = [
        migrations.AddField(
            model_name="run",
            name="notice_code",
            field=models.CharField(blank=True, default="", max_length=40, verbose_name="visitor's notice (code)"),
        ),
    ]
