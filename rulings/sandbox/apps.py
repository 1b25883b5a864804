from django.apps import AppConfig


class SandboxConfig(AppConfig):
    # A sub-app of rulings with a label of its own, so its models migrate independently.
    name = "rulings.sandbox"
    label = "sandbox"
    verbose_name = "Scenario sandbox"
