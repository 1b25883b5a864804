"""Saved scenarios (permalinks)."""
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies: list[tuple[str, str]] = []

    operations = [
        migrations.CreateModel(
            name="SavedScenario",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False,
                                           verbose_name="ID")),
                ("slug", models.CharField(max_length=32, unique=True)),
                ("canonical", models.TextField(
                    help_text="Canonical JSON of the document; the slug hashes it.")),
                ("document", models.JSONField(
                    help_text="The scenario, with the judge's ruling if any.")),
                ("result", models.JSONField(
                    help_text="The engine's result (Korean) at save time.")),
                ("engine_version", models.CharField(max_length=64)),
                ("title", models.CharField(blank=True, max_length=200)),
                ("ruling_question", models.TextField(blank=True)),
                ("ruling_answer", models.TextField(blank=True)),
                ("ruling_html", models.TextField(blank=True)),
                ("created", models.DateTimeField(auto_now_add=True)),
            ],
            options={"ordering": ["-created"]},
        ),
    ]
